import http from 'node:http';
import type { Socket } from 'node:net';
import compression from 'compression';
import { cacheKeysHeader, cacheKeysOf } from '../edge/cache-keys';
import { inlineHashes } from '../security/inline-hashes';
import type { SiteStylesheets } from '../security/site-stylesheets';
import { forwardedHttps, securityHeaders, withInlineHashes } from '../security/security-headers';
import { sendWithPagePolicy } from './page-policy';
import { refusedPostPage } from './refused-post-page';
import { repeatedSlashTarget } from './repeated-slashes';
import { metricsAnswer, requestKindOf, siteMetrics } from '../instances/site-metrics.mjs';
import { clientErrorStatus, formPostCeiling, pageMethods, refusalOf, type RequestRefusal } from './request-refusal';

/**
 * The front of the site's server process (`server.ts`): Node's HTTP server, which answers the requests
 * Node or Next.js would otherwise answer with a 500, a stack trace in the log, a bare connection close or
 * a page it should not deliver (docs/architecture.md, "The request path"), and hands every other request
 * to Next.js. The decision is `refusalOf` (`request-refusal.ts`), made once per request, here:
 * - a refused method (405 with `Allow`) or form post (411, 413 with the page of `refused-post-page.ts`);
 * - `CONNECT`, which Node hands only to a `connect` listener (without one it closes the connection
 *   unanswered): 405;
 * - a request Node's parser could not read (`clientError`, e.g. an unknown method): Node's own answer
 *   (400, 408, 413, 431), with the security headers;
 * - a path with repeated slashes or a backslash: 308 to the clean one (`repeated-slashes.ts`), as
 *   Next.js would redirect it, but with the security headers and not for a cache to keep.
 * Every answer carries the security headers of `security-headers.ts` and `Cache-Control: no-store`.
 * With a cache in front (`cacheKeys`), every other `GET` and `HEAD` gets its cache keys
 * (`lib/edge/cache-keys.ts`), which the cache reads and strips.
 *
 * What Next.js answers passes two wrappers on its way out: every HTML answer gets the hashes of its
 * inline scripts of the forms Next.js and React write in its policy (`page-policy.ts`, not in `next dev`), then the answer is compressed for
 * a client that accepts it (the `compression` middleware; Next.js's own is off in next.config.ts, since
 * it would compress the HTML before the hashes are read).
 */

/** Next.js's request handler (`next().getRequestHandler()`), or a stub in tests. */
export type RequestHandler = (request: http.IncomingMessage, response: http.ServerResponse) => Promise<void> | void;

export type SiteServerOptions = {
  development: boolean;
  /** A cache in front keys its answers (`EDGE_PURGE_URLS` set): each answer says what it is built from. */
  cacheKeys?: boolean;
  /** The build's stylesheets (lib/security/site-stylesheets.ts): the only style elements a page's policy approves; none when not given. */
  siteStylesheets?: SiteStylesheets;
  /**
   * The build was made for an HTTPS origin (`build-origin.ts`): the answers to requests the server cannot
   * read, which carry no `X-Forwarded-Proto` it could go by, have the HTTPS headers (HSTS, `upgrade-insecure-requests`).
   */
  publicHttps?: boolean;
};

const noStylesheets: SiteStylesheets = { approves: () => false, each: [] };

/** Where the instance answers its figures (`site-metrics.mjs`). */
export const metricsPath = '/metrics';

/** A refused post's body is read and dropped (so the browser sees the answer) up to this size; beyond, the connection closes. */
const drainLimit = 4 * formPostCeiling;

export function createSiteServer(handle: RequestHandler, { development, cacheKeys = false, siteStylesheets = noStylesheets, publicHttps = false }: SiteServerOptions): http.Server {
  // The response in progress on each connection: a parser error after its head was sent cannot be answered.
  const responses = new WeakMap<Socket, http.ServerResponse>();
  // The middleware works on Node's own request and response; its types name Express's, which extend them.
  const compress = compression() as unknown as (request: http.IncomingMessage, response: http.ServerResponse, next: () => void) => void;
  const metrics = siteMetrics();
  const server = http.createServer((request, response) => {
    responses.set(request.socket, response);
    // The target exactly as sent: the cache in front matches it so, and `/x/../metrics` is no scrape.
    const target = request.url ?? '/';
    if ((target === metricsPath || target.startsWith(`${metricsPath}?`)) && (request.method === 'GET' || request.method === 'HEAD')) {
      return answerMetrics(request, response, development);
    }
    const started = performance.now();
    const pathname = pathnameOf(target);
    const kind = requestKindOf(request.method ?? 'GET', pathname, request.headers.rsc === '1');
    // On close, so an answer the client did not wait for is counted too ("aborted").
    response.once('close', () =>
      metrics.requests.observe({ kind, status: response.writableFinished ? String(response.statusCode) : 'aborted' }, (performance.now() - started) / 1000),
    );
    const refusal = refusalOfRequest(request, pathname);
    if (refusal) return answerRefusal(request, response, refusal, development);
    const cleanAddress = repeatedSlashTarget(request.url ?? '/');
    if (cleanAddress !== null) {
      response.writeHead(308, { ...headersOf(request.headers, development), Location: cleanAddress, 'Content-Length': '0' });
      return response.end();
    }
    if (cacheKeys && (request.method === 'GET' || request.method === 'HEAD')) response.setHeader(cacheKeysHeader, cacheKeysOf(pathname));
    compress(request, response, () => {
      if (!development) sendWithPagePolicy(request, response, siteStylesheets);
      void handle(request, response);
    });
  });
  server.on('connect', (request: http.IncomingMessage, socket: Socket) => {
    answerOnSocket(socket, 405, headersOf(request.headers, development, { Allow: pageMethods }));
  });
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    // As Node does by default: answer only when no response has begun on the connection.
    if (socket.writable && !responses.get(socket)?.headersSent) {
      const status = clientErrorStatus(error.code);
      metrics.requests.observe({ kind: 'other', status: String(status) }, 0);
      answerOnSocket(socket, status, headersOf({}, development, {}, publicHttps));
    } else socket.destroy();
  });
  return server;
}

/**
 * The instance's figures in Prometheus's text format (docs/operations.md, "Metrics"), on its own port
 * only: the cache in front answers `/metrics` with 404 itself. Not counted among the requests.
 */
function answerMetrics(request: http.IncomingMessage, response: http.ServerResponse, development: boolean) {
  metricsAnswer().then(
    ({ body, contentType }) => {
      response.writeHead(200, { ...headersOf(request.headers, development), 'Content-Type': contentType, 'Content-Length': String(Buffer.byteLength(body)) });
      response.end(request.method === 'HEAD' ? undefined : body);
    },
    (error: unknown) => {
      console.error(`[metrics] the figures could not be read: ${error instanceof Error ? error.message : String(error)}`);
      response.writeHead(500, { ...headersOf(request.headers, development), 'Content-Length': '0' });
      response.end();
    },
  );
}

function refusalOfRequest(request: http.IncomingMessage, pathname: string): RequestRefusal | null {
  return refusalOf({
    method: request.method ?? 'GET',
    pathname,
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

/** The security headers and `no-store`; HTTPS's by the request's `X-Forwarded-Proto`, or `unreadHttps` for a request that could not be read. */
function headersOf(requestHeaders: http.IncomingHttpHeaders, development: boolean, extra: Record<string, string> = {}, unreadHttps = false): Record<string, string> {
  const proto = requestHeaders['x-forwarded-proto'];
  const https = typeof proto === 'string' ? new RegExp(`^(?:${forwardedHttps})$`, 'i').test(proto) : unreadHttps;
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
    const headers = headersOf(request.headers, development, extra);
    // The page's style element, by its hash (docs/architecture.md, "The Content-Security-Policy").
    if (!development) headers['Content-Security-Policy'] = withInlineHashes(headers['Content-Security-Policy']!, inlineHashes(body));
    response.writeHead(refusal.status, { ...headers, 'Content-Length': String(Buffer.byteLength(body)) });
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

/** An answer written straight to the connection, which then closes (no response object exists). */
function answerOnSocket(socket: Socket, status: number, headers: Record<string, string>) {
  const lines = Object.entries({ ...headers, 'Content-Length': '0', Connection: 'close' }).map(([key, value]) => `${key}: ${value}`);
  socket.once('finish', () => socket.destroy());
  socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\n\r\n`);
}
