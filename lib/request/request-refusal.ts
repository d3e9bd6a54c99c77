import { localeOfPath } from '../routing/paths';
import type { Locale } from '../routing/locales';

/**
 * Which requests the site refuses before Next.js handles them, and with what: a pure decision over
 * the request line and two headers, made once per request by the server's front (`site-server.ts`).
 * The request interceptor refuses what needs the body read (`page-post.ts`). docs/architecture.md,
 * "Bad requests".
 */

/** The methods of a page: read it, or post its form (a Server Action). */
export const pageMethods = 'GET, HEAD, POST';
/** The methods of a file: the site's media and Next.js's chunks and image endpoint. */
export const fileMethods = 'GET, HEAD';

/**
 * The largest form post a page reads, in bytes (4 MiB), and Next.js's Server Action body limit
 * (`next.config.ts`). Far above any enquiry (the form's fields take ~6,000 characters), so a message
 * pasted far over its bound still reaches the Server Action, which answers with the field's error and
 * every value (cut at twice its bound); a larger post is refused with 413 before it is read.
 */
export const formPostCeiling = 4 * 1024 * 1024;

/**
 * Methods that the fetch API cannot represent (`new Request(url, { method })` throws), so Next.js
 * answers them with a 500 as soon as one reaches the request interceptor.
 */
const unrepresentableMethods = new Set(['CONNECT', 'TRACE', 'TRACK']);

/**
 * The route handlers, which answer every other method themselves (405 with their `Allow`, `OPTIONS`
 * with 204): only the methods they never see are refused here, with the `Allow` they give themselves.
 */
const routeHandlers: readonly { path: RegExp; allow: string }[] = [
  { path: /^\/api\/revalidate\/$/, allow: 'POST' },
  { path: /^\/(?:api|rss)\//, allow: 'GET, HEAD, OPTIONS' },
  { path: /^\/(?:robots\.txt|sitemap\.xml|icon\.svg)$/, allow: fileMethods },
];

/** Files: the site's media and Next.js's chunks and image endpoint (its development endpoints stay Next.js's). */
const files = /^\/(?:media\/|_next\/static\/|_next\/image\/?$)/;

/**
 * Why a form post is refused: its body cannot be read, is too large or of unannounced length, it was
 * sent from a page of an earlier build, whose form names a Server Action this build does not have, or
 * from a page of another site (`page-post.ts`).
 */
export const refusedPostReasons = ['malformed', 'tooLarge', 'lengthRequired', 'outdated', 'crossOrigin'] as const;
export type RefusedPostReason = (typeof refusedPostReasons)[number];

/** A form to send a refused post again as it was typed: the page it goes to and its fields. */
export type ResentForm = { action: string; fields: [name: string, value: string][] };

export type PostRefusal = { kind: 'post'; status: 400 | 403 | 409 | 411 | 413; reason: RefusedPostReason; locale: Locale; resend?: ResentForm };

export type RequestRefusal = { kind: 'method'; status: 405; allow: string } | PostRefusal;

export type RequestHead = {
  method: string;
  pathname: string;
  /** The `Content-Length` header as sent (Node's parser has refused any that is not a number). */
  contentLength?: string | null;
  /** The `Transfer-Encoding` header: a body of unannounced length. */
  transferEncoding?: string | null;
};

const statusOfPostRefusal = { malformed: 400, crossOrigin: 403, outdated: 409, lengthRequired: 411, tooLarge: 413 } as const;

/** A refused form post: the page of the path's language explains it and leads back to the form. */
export function refusedPost(reason: RefusedPostReason, pathname: string): PostRefusal {
  return { kind: 'post', status: statusOfPostRefusal[reason], reason, locale: localeOfPath(pathname) };
}

/**
 * What the site answers a request instead of handing it to Next.js, or `null` to hand it on:
 * - a method a route handler never sees (`TRACE`, `TRACK`, `CONNECT`): 405 with the handler's `Allow`;
 * - any other method on a route handler: `null`, the handler answers;
 * - on a file, anything but GET and HEAD: 405 (`Allow: GET, HEAD`);
 * - on every other path (pages, near misses, unknown paths) anything but GET, HEAD and POST: 405
 *   (`Allow: GET, HEAD, POST`);
 * - a post to a page whose body has no announced length (`Transfer-Encoding`, no `Content-Length`):
 *   411; one longer than `formPostCeiling`: 413. Browsers always announce the length of a form post,
 *   and so does nginx in front of the site (it buffers the body).
 */
export function refusalOf({ method, pathname, contentLength, transferEncoding }: RequestHead): RequestRefusal | null {
  const verb = method.toUpperCase();
  const handler = routeHandlers.find((candidate) => candidate.path.test(pathname));
  if (handler) return unrepresentableMethods.has(verb) ? { kind: 'method', status: 405, allow: handler.allow } : null;
  const allow = files.test(pathname) ? fileMethods : pageMethods;
  if (!allow.split(', ').includes(verb)) return { kind: 'method', status: 405, allow };
  if (verb !== 'POST') return null;
  if (contentLength == null || contentLength === '') return transferEncoding ? refusedPost('lengthRequired', pathname) : null;
  return Number(contentLength) > formPostCeiling ? refusedPost('tooLarge', pathname) : null;
}

/**
 * The status of a request Node's HTTP parser could not read (its `clientError`), as Node answers it
 * by default: an unknown method or a broken request line or header 400, headers too large 431,
 * chunk extensions too large 413, a request not completed in time 408.
 */
export function clientErrorStatus(code: string | undefined): 400 | 408 | 413 | 431 {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return 431;
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return 413;
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return 408;
    default:
      return 400;
  }
}

/** Whether a posted body is a form Next.js parses (`multipart/form-data`) and so must be readable as one. */
export function isMultipartForm(contentType: string | null | undefined): boolean {
  return /^\s*multipart\/form-data\s*(?:;|$)/i.test(contentType ?? '');
}
