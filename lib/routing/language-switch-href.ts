import type { Locale } from './locales';
import { alternatePath, localizedPath, matchRenderedPath, parameterNames } from './paths';
import type { RouteId } from './route-table';

/** The endpoint that finds the translation of a job or news record (`app/api/language-switch/`). */
export const languageSwitchEndpoint = '/api/language-switch/';

/**
 * The href of the language switch on a page. A page of the route table links straight to its
 * counterpart; a job or news record's translation has a slug of its own, which only the backend knows,
 * and a further page of a news list (`/news/seite/3/`) may be beyond the other language's last, so
 * their switch asks the endpoint, which redirects.
 */
export function languageSwitchHref(pathname: string, target: Locale): string {
  const match = matchRenderedPath(pathname);
  if (!match || parameterNames(match.entry).length === 0) return alternatePath(pathname, target);
  const publicPath = localizedPath(match.entry.id as RouteId, match.locale, match.params);
  return `${languageSwitchEndpoint}?${new URLSearchParams({ path: publicPath })}`;
}
