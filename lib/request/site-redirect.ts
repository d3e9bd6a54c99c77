import { NextResponse } from 'next/server';

/**
 * A route handler's redirect to a page of this site, with a relative `Location` (`/en/news/`).
 * `NextResponse.redirect(new URL(path, request.url))` would name the address the instance listens on
 * (`http://localhost:3000/…`), which behind nginx, Varnish or any proxy is not the visitor's; a path
 * works wherever the site is served. Anything that is not a path of this site (`//host/…`, `https:…`,
 * `/\host`) leads home instead, so no caller can turn this into an open redirect.
 */
export function redirectWithinSite(path: string, status: 303 | 307 | 308, headers: Record<string, string> = {}): NextResponse {
  return new NextResponse(null, { status, headers: { ...headers, Location: isSitePath(path) ? path : '/' } });
}

/** A path of this origin: one leading slash, not a protocol-relative or backslash-relative address. */
export function isSitePath(path: string): boolean {
  return /^\/(?![/\\])/.test(path) && !/[\u0000-\u001f\u007f\\]/.test(path);
}
