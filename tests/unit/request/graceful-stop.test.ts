import type http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { gracefulStop } from '@/lib/request/graceful-stop';
import { createSiteServer } from '@/lib/request/site-server';

/**
 * The stop of a rolling restart, on the site's server as server.ts makes it, met over raw connections
 * kept open as a load balancer keeps them. Behind the stub handler: `/slow` answers after `slowMs`,
 * `/streaming` sends its head at once and its end after `slowMs`, `/never` never answers.
 */
const slowMs = 300;
let server: http.Server;

afterEach(() => {
  server?.closeAllConnections();
  server?.close();
});

async function startServer(): Promise<{ port: number; stop: (graceMs: number) => Promise<void> }> {
  server = createSiteServer(
    (request, response) => {
      if (request.url === '/never') return;
      if (request.url === '/streaming') {
        response.writeHead(200, { 'Content-Type': 'text/plain' });
        response.write('begun ');
        setTimeout(() => response.end('ended'), slowMs);
        return;
      }
      setTimeout(() => response.end(`answered ${request.url}`), request.url === '/slow' ? slowMs : 0);
    },
    { development: false },
  );
  const stop = gracefulStop(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, stop };
}

/** A kept connection: what arrived on it, and whether the server has ended it. */
type Connection = { socket: net.Socket; received: () => string; ended: Promise<void>; answers: (count: number) => Promise<string> };

async function connect(port: number): Promise<Connection> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let received = '';
  const waiting: Array<() => void> = [];
  socket.setEncoding('utf8').on('data', (chunk: string) => {
    received += chunk;
    for (const check of waiting.splice(0)) check();
  });
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const answers = (count: number) =>
    new Promise<string>((resolve) => {
      const check = () => ((received.match(/answered|ended/g) ?? []).length >= count ? resolve(received) : waiting.push(check));
      check();
    });
  return { socket, received: () => received, ended, answers };
}

const request = (path: string) => `GET ${path} HTTP/1.1\r\nHost: site.test\r\n\r\n`;

describe('a stopping server', () => {
  it('answers the request under way with Connection: close, ends that connection, and has stopped once it has', async () => {
    const { port, stop } = await startServer();
    const kept = await connect(port);
    kept.socket.write(request('/first'));
    expect(await kept.answers(1)).toMatch(/Connection: keep-alive/);
    kept.socket.write(request('/slow'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const stopped = stop(10_000).then(() => Date.now());
    await kept.ended;
    const endedAt = Date.now();
    const answer = kept.received().split('HTTP/1.1 ').at(-1)!;
    expect(answer).toMatch(/^200 OK/);
    expect(answer).toMatch(/\r\nConnection: close\r\n/);
    expect(answer).toMatch(/answered \/slow\r\n0\r\n\r\n$/);
    // Not after Node's keep-alive timeout (5 s), nor the grace: when the last answer is out.
    expect((await stopped) - endedAt).toBeLessThan(1000);
  });

  it('takes no new connection, and leaves one idle at the stop to its client: its next request is answered with Connection: close', async () => {
    const { port, stop } = await startServer();
    const idle = await connect(port);
    idle.socket.write(request('/first'));
    await idle.answers(1);
    const stopped = stop(10_000);
    await expect(connect(port)).rejects.toThrow(/ECONNREFUSED/);
    // A balancer may have written its next request on it as the stop came: it is answered, not reset.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(idle.socket.destroyed).toBe(false);
    idle.socket.write(request('/second'));
    await idle.ended;
    const answer = idle.received().split('HTTP/1.1 ').at(-1)!;
    expect(answer).toMatch(/\r\nConnection: close\r\n[\s\S]*answered \/second/);
    await stopped;
  });

  it('closes a connection its client leaves idle when the grace is over', async () => {
    const { port, stop } = await startServer();
    const idle = await connect(port);
    idle.socket.write(request('/first'));
    await idle.answers(1);
    const started = Date.now();
    await stop(400);
    await idle.ended;
    expect(Date.now() - started).toBeGreaterThanOrEqual(350);
  });

  it('ends a connection whose answer was already streaming right behind that answer', async () => {
    const { port, stop } = await startServer();
    const streaming = await connect(port);
    streaming.socket.write(request('/streaming'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(streaming.received()).toMatch(/Connection: keep-alive/);
    const stoppedAt = Date.now();
    const stopped = stop(10_000);
    await streaming.ended;
    // Right behind its answer, not at Node's keep-alive timeout (5 s) nor the grace.
    expect(Date.now() - stoppedAt).toBeLessThan(slowMs + 1000);
    expect(streaming.received()).toMatch(/ended\r\n0\r\n\r\n$/);
    await stopped;
  });

  it('answers a request whose head was still arriving when it stopped with Connection: close', async () => {
    const { port, stop } = await startServer();
    const arriving = await connect(port);
    arriving.socket.write('GET /late HTTP/1.1\r\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const stopped = stop(10_000);
    arriving.socket.write('Host: site.test\r\n\r\n');
    await arriving.ended;
    expect(arriving.received()).toMatch(/\r\nConnection: close\r\n[\s\S]*answered \/late/);
    await stopped;
  });

  it('closes what is still open when the grace is over', async () => {
    const { port, stop } = await startServer();
    const held = await connect(port);
    held.socket.write(request('/never'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    await stop(400);
    await held.ended;
    expect(Date.now() - started).toBeGreaterThanOrEqual(350);
    expect(held.received()).toBe('');
  });
});
