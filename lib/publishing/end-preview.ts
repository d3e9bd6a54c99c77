import { isLocale, defaultLocale } from '@/lib/routing/locales';
import { localizedPath, matchPath } from '@/lib/routing/paths';
import { collectionOfRecordPage, recordRoutes } from '@/lib/routing/record-routes';

/** Where the preview banner's exit link (`/api/preview/exit/?locale=en`) leads, with the language of the page it was on. */
export const previewExitPath = '/api/preview/exit/';

/**
 * Where an editor lands after ending the preview: the page they were on (the `Referer` of the exit
 * link, when it is a page of this site), or for a record's page its list, or else the home page of the
 * language the link names. Only ever a path of this site. The site is the host the editor asked
 * (`Host`, which nginx and Varnish pass on), not the address the instance listens on: the scheme is
 * left out, as TLS may end in front of the instance.
 */
export function previewExitTarget(referer: string | null, siteHost: string | null, locale: string | null): string {
  let page: string | undefined;
  try {
    const url = referer ? new URL(referer) : undefined;
    if (url && siteHost && url.host === siteHost.toLowerCase()) page = url.pathname;
  } catch {
    page = undefined;
  }
  const match = page === undefined ? undefined : matchPath(page);
  if (match) {
    // A record may exist only as a draft, so leaving the preview from its page goes to its list.
    const collection = collectionOfRecordPage(match.entry.id);
    return collection ? localizedPath(recordRoutes[collection].list, match.locale) : (page as string);
  }
  return localizedPath('home', isLocale(locale) ? locale : defaultLocale);
}
