import http from 'node:http';
import type { Socket } from 'node:net';
import { refusedPostPage } from './refused-post-page';
import { clientErrorStatus, formPostCeiling, refusalOf, type RequestRefusal } from './request-refusal';
import { forwardedHttps, securityHeaders } from './security-headers';

/**
 * The request guard: the one place where the site sees a request before Next.js does. Installed once
 * per server process by `instrumentation.ts` (`next start`, the standalone server and `next dev`), it
 * answers what Next.js would answer with a 500, a stack trace in the log, or a page it should not
 * deliver (README, "Bad requests"); the decision is `refusalOf` (`request-refusal.ts`). It wraps
 * `emit` of Node's `http.Server` for three events:
 * - `request`: a refused method (405 with `Allow`) or form post (411, 413 with the page of
 *   `refused-post-page.ts`) is answered here; every other request goes on to Next.js untouched;
 * - `connection`: adds a `connect` listener to the server, which answers the `CONNECT` method (Node
 *   never hands it to a request handler, and closes the connection unanswered without one) with 405;
 * - `clientError` (a request Node's parser could not read, e.g. an unknown method): Node's own answer
 *   (400, 408, 413, 431), with the security headers.
 * Every answer carries the security headers of `security-headers.ts` and `Cache-Control: no-store`.
 */

type Emit = (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
type GuardedPrototype = { emit: Emit; [guarded]?: true };

const guarded = Symbol.for('lumoplast.request-guard');
const tunnelsRefused = Symbol.for('lumoplast.request-guard.connect');

/** A refused post's body is read and dropped (so the browser sees the answer) up to this size; beyond, the connection closes. */
const drainLimit = 4 * formPostCeiling;

export type RequestGuardOptions = { development?: boolean };

/** Installs the guard (once per process; a second call changes nothing) and returns how to remove it (for tests). */
export function installRequestGuard({ development = process.env.NODE_ENV === 'development' }: RequestGuardOptions = {}): () => void {
  const prototype = http.Server.prototype as unknown as GuardedPrototype;
  if (prototype[guarded]) return () => {};
  const hadOwnEmit = Object.hasOwn(prototype, 'emit');
  const emit = prototype.emit;
  prototype[guarded] = true;
  prototype.emit = function guardedEmit(event, ...args) {
    if (event === 'request') {
      const [request, response] = args as [http.IncomingMessage, http.ServerResponse];
      const refusal = refusalOfRequest(request);
      if (!refusal) return emit.call(this, event, ...args);
      answerRefusal(request, response, refusal, development);
      return true;
    }
    if (event === 'connection') refuseTunnels(this, development);
    if (event === 'clientError' && this.listenerCount('clientError') === 0) {
      const [error, socket] = args as [NodeJS.ErrnoException, Socket & { _httpMessage?: { headersSent?: boolean } }];
      // As Node does: answer only when no response has begun on the connection.
      if (socket.writable && !socket._httpMessage?.headersSent) answerOnSocket(socket, clientErrorStatus(error.code), headersOf({}, development));
      else socket.destroy();
      return true;
    }
    return emit.call(this, event, ...args);
  };
  return () => {
    if (hadOwnEmit) prototype.emit = emit;
    else delete (prototype as Partial<GuardedPrototype>).emit;
    delete prototype[guarded];
  };
}

/**
 * Node hands a `CONNECT` request only to a `connect` listener and, without one, closes the connection
 * unanswered: the guard adds one to each server on its first connection, before any request is read.
 */
function refuseTunnels(server: http.Server & { [tunnelsRefused]?: true }, development: boolean) {
  if (server[tunnelsRefused]) return;
  server[tunnelsRefused] = true;
  if (server.listenerCount('connect') > 0) return;
  server.on('connect', (request: http.IncomingMessage, socket: Socket) => {
    answerOnSocket(socket, 405, headersOf(request.headers, development, { Allow: 'GET, HEAD, POST' }));
  });
}

function refusalOfRequest(request: http.IncomingMessage): RequestRefusal | null {
  return refusalOf({
    method: request.method ?? 'GET',
    pathname: pathnameOf(request.url ?? '/'),
    contentLength: request.headers['content-length'],
    transferEncoding: request.headers['transfer-encoding'],
  });
}

function pathnameOf(url: string): string {
  try {
    return new URL(url, 'http://site.invalid').pathname;
  } catch {
    return '/';
  }
}

function headersOf(requestHeaders: http.IncomingHttpHeaders, development: boolean, extra: Record<string, string> = {}): Record<string, string> {
  const proto = requestHeaders['x-forwarded-proto'];
  const https = typeof proto === 'string' && new RegExp(`^(?:${forwardedHttps})$`, 'i').test(proto);
  return {
    ...Object.fromEntries(securityHeaders({ development, https }).map(({ key, value }) => [key, value])),
    'Cache-Control': 'no-store',
    ...extra,
  };
}

function answerRefusal(request: http.IncomingMessage, response: http.ServerResponse, refusal: RequestRefusal, development: boolean) {
  const send = (closeConnection: boolean) => {
    if (response.headersSent) return;
    const body = refusal.kind === 'post' ? refusedPostPage(refusal.locale, refusal.reason) : '';
    const extra: Record<string, string> =
      refusal.kind === 'method' ? { Allow: refusal.allow } : { 'Content-Type': 'text/html; charset=utf-8', 'Content-Language': refusal.locale };
    if (closeConnection) extra.Connection = 'close';
    response.writeHead(refusal.status, { ...headersOf(request.headers, development, extra), 'Content-Length': String(Buffer.byteLength(body)) });
    response.end(request.method === 'HEAD' ? undefined : body);
  };
  // Nothing of the body is used; read and drop it so the client, still sending, sees the answer.
  let received = 0;
  request.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (received > drainLimit) {
      request.pause();
      send(true);
    }
  });
  request.once('end', () => send(false));
  request.once('error', () => response.destroy());
  if (Number(request.headers['content-length'] ?? 0) > drainLimit) send(true);
  request.resume();
}

/** An answer written straight to the connection, which then closes (no request object exists). */
function answerOnSocket(socket: Socket, status: number, headers: Record<string, string>) {
  const lines = Object.entries({ ...headers, 'Content-Length': '0', Connection: 'close' }).map(([key, value]) => `${key}: ${value}`);
  socket.once('finish', () => socket.destroy());
  socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\n\r\n`);
}
