import { defaultLocale, isLocale, type Locale } from '@/lib/routing/locales';
import { localizedPath, matchPath, matchRenderedPath, type RouteMatch } from '@/lib/routing/paths';
import type { RouteId } from '@/lib/routing/route-table';

/** The preview banner's exit link: `/api/preview/exit/?locale=en&path=%2Fen%2Fnews%2F`. */
export const previewExitPath = '/api/preview/exit/';

const publicPathOf = (match: RouteMatch): string => localizedPath(match.entry.id as RouteId, match.locale, match.params);

/**
 * The href of the exit link on a page, `pathname` as the app renders it (the public path in the
 * browser, the internal one while the server renders): it carries the page's public path, so the
 * editor comes back to it, and the page's language, for the home page when the path is of no page.
 */
export function previewExitHref(pathname: string | null, locale: Locale): string {
  const match = pathname === null ? undefined : matchRenderedPath(pathname);
  const query = new URLSearchParams({ locale, ...(match ? { path: publicPathOf(match) } : {}) });
  return `${previewExitPath}?${query}`;
}

/**
 * A page of this site at `value`, as its public path, or undefined. Only a path: one leading slash and
 * no `//` anywhere, no backslash, no whitespace or control character (a browser drops tabs and line
 * breaks from an address, so `/\t/evil.example` would be `//evil.example`), so no scheme and no host; and
 * a page of the route table. Anything else could make the site redirect elsewhere.
 */
export function sitePageAt(value: string | null): string | undefined {
  if (value === null || !value.startsWith('/') || value.includes('//') || /[\\\s\u0000-\u001f\u007f]/.test(value)) return undefined;
  const match = matchPath(value);
  return match && publicPathOf(match);
}

/** The page of a `Referer` on the host the editor asked (`Host`), or undefined. */
function refererPage(referer: string | null, siteHost: string | null): string | undefined {
  if (referer === null || siteHost === null) return undefined;
  try {
    const url = new URL(referer);
    return url.host === siteHost.toLowerCase() ? sitePageAt(url.pathname) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where an editor lands after ending the preview: the page they were on, which the exit link carries
 * (`path`), or the page of the `Referer` when the link carries none (a page rendered before the link
 * did) and it is a page of the host the editor asked (`Host`, which nginx and Varnish pass on, not the
 * address the instance listens on; the scheme is left out, as TLS may end in front of the instance);
 * else the home page of the language the link names. Only ever a page of this site.
 */
export function previewExitTarget(exit: { path: string | null; referer: string | null; siteHost: string | null; locale: string | null }): string {
  const page = exit.path === null ? refererPage(exit.referer, exit.siteHost) : sitePageAt(exit.path);
  return page ?? localizedPath('home', isLocale(exit.locale) ? exit.locale : defaultLocale);
}
