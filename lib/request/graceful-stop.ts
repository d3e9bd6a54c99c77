import type http from 'node:http';
import net from 'node:net';

/**
 * How a server stops in a rolling restart (SIGTERM, `docker stop`) without costing a request its answer
 * (docs/operations.md, "One instance"). A load balancer keeps connections to an instance open and reuses
 * them, and nginx answers a POST whose connection is closed under it with 502 and does not send it again.
 * So the server stops taking connections and closes none under a request:
 * - from the stop on, every answer closes its connection (`Connection: close`), the ones under way
 *   included; one already streaming ends its connection right behind it;
 * - a connection idle at the stop is left to the balancer, which either sends one more request over it
 *   (answered so) or closes it itself (nginx and Varnish after 4 s of rest, before the instance's own
 *   keep-alive timeout). Node's `server.close()` would close the idle ones at once, and a request the
 *   balancer had just written on one would be lost: the stop closes the listener alone (`net.Server`'s
 *   `close`, which Node's HTTP server extends);
 * - whatever is still open after `graceMs` is closed.
 * The server has ended when its last connection has. Pipelined requests (which nginx and Varnish do not
 * send) behind an answer that closes its connection go unanswered.
 *
 * Set up when the server is made (it must see each request from its beginning); `stop` resolves once the
 * server has ended.
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
      net.Server.prototype.close.call(server, () => {
        clearTimeout(late);
        resolve();
      });
    });
  };
}
