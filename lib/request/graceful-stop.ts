import type http from 'node:http';

/**
 * How a server stops in a rolling restart (SIGTERM, `docker stop`) without costing a request its answer
 * (docs/operations.md, "Stopping"). A load balancer keeps connections to an instance open and reuses them,
 * and Node's `server.close()` only stops taking new ones: the connections it finds busy stay open after
 * their answer, and a balancer that goes on sending over them keeps the instance alive until it is
 * killed mid-request (nginx then answers 502, and does not send a POST again). So from the stop on, every
 * answer closes its connection (`Connection: close`; one already streaming ends its connection behind
 * it), the ones under way included, and the idle ones close as Node's `close()` closes them; the server
 * has ended when the last one has.
 *
 * Set up when the server is made (it must see each request from its beginning); `stop` resolves once the
 * server has closed, or after `graceMs` with the connections still open closed.
 */
export function gracefulStop(server: http.Server): (graceMs: number) => Promise<void> {
  const underWay = new Set<http.ServerResponse>();
  let stopping = false;
  const closeAfterAnswer = (response: http.ServerResponse) => {
    if (!response.headersSent) return response.setHeader('Connection', 'close');
    // Its head already said keep-alive: the connection ends right behind the answer's last byte.
    const { socket } = response;
    response.once('finish', () => socket?.end());
  };
  // Before the site's own listener: the header is set before anything is written.
  server.prependListener('request', (_request: http.IncomingMessage, response: http.ServerResponse) => {
    if (stopping) return closeAfterAnswer(response);
    underWay.add(response);
    response.once('close', () => underWay.delete(response));
  });
  return (graceMs) => {
    stopping = true;
    for (const response of underWay) closeAfterAnswer(response);
    return new Promise((resolve) => {
      const late = setTimeout(() => server.closeAllConnections(), graceMs);
      server.close(() => {
        clearTimeout(late);
        resolve();
      });
    });
  };
}
