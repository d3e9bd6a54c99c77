import type http from 'node:http';
import { approvedInlineHashes, hashSource } from '../security/inline-hashes';
import type { SiteStylesheets } from '../security/site-stylesheets';
import { withInlineHashes } from '../security/security-headers';
import { refusedPostPageStyle } from './refused-post-page';
import { warnOfUnapprovedInline } from './unapproved-inline-warnings';

/**
 * Sends every HTML answer with a Content-Security-Policy that lists the hashes of that very answer's
 * inline scripts and style elements (docs/architecture.md, "The Content-Security-Policy"). The front of
 * the site's server (`site-server.ts`) calls it for each request before Next.js answers, the way a
 * compression middleware wraps a response: an HTML body is held until it is complete, its inline scripts
 * and styles are hashed, the hashes join the policy Next.js set (next.config.ts `headers()`), and the
 * head and the body go out together. Whatever produced the HTML (the build, a re-render after a publish,
 * a preview, the 404 and error pages, the answer to a form posted without JavaScript), the header matches
 * the body it travels with, and a cache in front stores them together.
 *
 * Only inline scripts of the forms Next.js and React write get a hash
 * (lib/security/known-inline-scripts.ts), and only style elements that are the build's stylesheets
 * (lib/security/site-stylesheets.ts), whose hashes one by one every page's policy lists besides, or the
 * one of the site's page of a refused post. Any other, which reached the page by a rendering
 * bug or through text of the CMS, gets none, so the browser blocks it, and is logged once per path
 * (`unapproved-inline-warnings.ts`).
 *
 * Any other answer passes untouched. A `304` carries no policy: the browser or cache keeps the stored
 * answer's body, and with it the stored policy, which lists that body's hashes.
 */
/** The style element of the site's own page of a refused post, which the interceptor answers through Next.js. */
const refusedPostPageStyleHash = hashSource(refusedPostPageStyle);

export function sendWithPagePolicy(request: http.IncomingMessage, response: http.ServerResponse, stylesheets: SiteStylesheets): void {
  if (request.method === 'HEAD') return;
  const passOn = { writeHead: response.writeHead, write: response.write, end: response.end, flushHeaders: response.flushHeaders };
  const held: Buffer[] = [];
  let holding: boolean | undefined;

  /** Decided once the head is complete: at the first write, the end, or when Next.js flushes the head. */
  const holds = () => {
    if (holding !== undefined) return holding;
    if (response.statusCode === 304) response.removeHeader('content-security-policy');
    holding = isHtml(response.getHeader('content-type')) && bodyAllowed(response.statusCode);
    if (!holding) Object.assign(response, passOn);
    return holding;
  };

  response.writeHead = function writeHead(this: http.ServerResponse, statusCode: number, ...rest: unknown[]) {
    this.statusCode = statusCode;
    const headers = rest.find((argument) => typeof argument === 'object' && argument !== null);
    const message = rest.find((argument) => typeof argument === 'string');
    if (typeof message === 'string') this.statusMessage = message;
    for (const [name, value] of headerEntries(headers)) this.setHeader(name, value);
    if (!holds()) (passOn.writeHead as (status: number, message?: string) => http.ServerResponse).call(this, statusCode, this.statusMessage);
    return this;
  } as http.ServerResponse['writeHead'];

  response.flushHeaders = function flushHeaders(this: http.ServerResponse) {
    if (!holds()) passOn.flushHeaders.call(this);
  };

  response.write = function write(this: http.ServerResponse, chunk: unknown, ...rest: unknown[]) {
    if (!holds()) return (passOn.write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    held.push(asBuffer(chunk, rest[0]));
    const done = rest.find((argument) => typeof argument === 'function');
    if (typeof done === 'function') process.nextTick(done as () => void);
    return true;
  } as http.ServerResponse['write'];

  response.end = function end(this: http.ServerResponse, ...rest: unknown[]) {
    const chunk = typeof rest[0] === 'function' ? undefined : rest[0];
    if (!holds()) return (passOn.end as (...args: unknown[]) => http.ServerResponse).call(this, ...rest);
    if (chunk !== undefined && chunk !== null) held.push(asBuffer(chunk, typeof rest[1] === 'string' ? rest[1] : undefined));
    const body = Buffer.concat(held);
    const policy = this.getHeader('content-security-policy');
    if (typeof policy === 'string') {
      const hashes = approvedInlineHashes(body, (dataHref, hash) => hash === refusedPostPageStyleHash || stylesheets.approves(dataHref, hash));
      if (hashes.unknownScripts[0] !== undefined) warnOfUnapprovedInline(pathOf(request.url ?? '/'), 'script', hashes.unknownScripts[0]);
      else if (hashes.unknownStyles[0] !== undefined) warnOfUnapprovedInline(pathOf(request.url ?? '/'), 'style element', hashes.unknownStyles[0]);
      // A page that runs scripts may lead to another page client-side: the build's stylesheets one by one too.
      const styles = hashes.scripts.length > 0 ? [...new Set([...hashes.styles, ...stylesheets.each])] : hashes.styles;
      this.setHeader('content-security-policy', withInlineHashes(policy, { scripts: hashes.scripts, styles }));
    }
    Object.assign(this, passOn);
    const done = rest.find((argument) => typeof argument === 'function');
    return this.end(body, ...(typeof done === 'function' ? [done as () => void] : []));
  } as http.ServerResponse['end'];
}

function pathOf(url: string): string {
  try {
    return new URL(url, 'http://site.invalid').pathname;
  } catch {
    return url;
  }
}

function isHtml(contentType: number | string | string[] | undefined): boolean {
  return typeof contentType === 'string' && /^\s*text\/html\b/i.test(contentType);
}

function bodyAllowed(status: number): boolean {
  return status !== 204 && status !== 304 && (status < 100 || status >= 200);
}

function asBuffer(chunk: unknown, encoding?: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
}

/** The headers given to `writeHead`: an object, or Node's flat `[name, value, name, value]` or paired `[[name, value]]` list. */
function headerEntries(headers: unknown): [string, number | string | string[]][] {
  if (!headers) return [];
  if (!Array.isArray(headers)) return Object.entries(headers as http.OutgoingHttpHeaders).filter((entry): entry is [string, number | string | string[]] => entry[1] !== undefined);
  const pairs: [unknown, unknown][] = Array.isArray(headers[0]) ? (headers as [unknown, unknown][]) : [];
  if (pairs.length === 0) for (let index = 0; index + 1 < headers.length; index += 2) pairs.push([headers[index], headers[index + 1]]);
  // A name given twice (`Set-Cookie`) keeps every value.
  const values = new Map<string, string[]>();
  for (const [name, value] of pairs) values.set(String(name).toLowerCase(), [...(values.get(String(name).toLowerCase()) ?? []), String(value)]);
  return [...values].map(([name, list]) => [name, list.length === 1 ? String(list[0]) : list]);
}
