import { legacyNewsCategoryParameter } from '@/lib/news/news-category-filter';
import { locales, type Locale } from './locales';
import { isServedAtItsFolder } from './page-folders';
import { localizedPath } from './paths';
import { routeTable } from './route-table';

/**
 * Which requests the request interceptor (`proxy.ts`) sees, derived from the route table.
 *
 * Running any interceptor costs a page request about as much as serving the page from the cache
 * (`npm run bench:load`), so the pages that need nothing of it skip it: a page of the route table
 * without parameters whose public path is its page folder's own (the English pages: `/en/competences/`
 * is `app/[locale]/competences/` for `en`), visited by someone whose language cookie next-intl would
 * leave as it is. A German page needs the rewrite to its folder (`/kompetenzen/` → `/de/competences/`),
 * which the interceptor does: the same rewrites in `next.config.ts` would cost every request as much,
 * as Next.js matches each rewrite again for every request to a page or route handler. Everything else
 * passes the interceptor as before: German pages, record pages, paths without their slash, near misses,
 * unknown paths, the visits after which next-intl sets the `NEXT_LOCALE` cookie (a cookie of the other
 * language; none and an `Accept-Language` that does not put the page's language first; anything
 * unusual), the news list's old address with `?category=`, which the interceptor redirects, and every
 * request with a body (`Content-Type`) or naming a Server Action (`Next-Action`), which the interceptor checks
 * before the Server Action reads it.
 *
 * Next.js reads `config.matcher` from `proxy.ts` as a literal at build time, so this cannot be
 * imported there: `tests/unit/routing/proxy-matcher.test.ts` holds the literal equal to
 * `proxyMatcher()`, and `UPDATE_PROXY_MATCHER=1` writes the new value when the route table changes.
 */

const cookieName = 'NEXT_LOCALE';

/** A language tag with no weight or weight 1, then any others: the first tag is the one preferred. */
const firstLanguagePattern = (locale: Locale) =>
  `${locale}(?:-[A-Za-z0-9]{1,8})*(?:\\s*,\\s*(?:[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*|\\*)(?:\\s*;\\s*q=(?:0(?:\\.[0-9]{0,3})?|1(?:\\.0{0,3})?))?)*`;

export type MatcherCondition = { type: 'header' | 'cookie' | 'query'; key: string; value?: string };
export type ProxyMatcher = { source: string; has?: MatcherCondition[]; missing?: MatcherCondition[] };

/** The public paths of the pages that may skip the interceptor in one language: no parameters, served at their folder. */
export function skippablePagePaths(locale: Locale): string[] {
  return routeTable.filter((entry) => !entry[locale].includes('[') && isServedAtItsFolder(entry, locale)).map((entry) => entry[locale]);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The paths after their leading slash, as one alternation (`en/|en/competences/|…`; a home page `/` is empty). */
const alternation = (paths: string[]) => paths.map((path) => escape(path.slice(1))).join('|');

export function proxyMatcher(): ProxyMatcher[] {
  const skippablePaths = locales.flatMap(skippablePagePaths);
  const everySkippablePage = alternation(skippablePaths);
  const skippableNewsLists = locales.map((locale) => localizedPath('news', locale)).filter((path) => skippablePaths.includes(path));
  // A background request of the client router (prefetch, RSC fetch) never changes the cookie.
  const background: MatcherCondition = { type: 'header', key: 'sec-fetch-dest', value: '(?!document$).*' };
  return [
    // Everything but Next.js's own files (chunks, the image endpoint) and the pages that may skip it.
    { source: `/((?!_next/|_vercel/|(?:${everySkippablePage})$).*)` },
    // The news list's old address with its category filter in the query, where the list may skip the interceptor:
    // redirected to the category's page.
    { source: `/(${alternation(skippableNewsLists)})`, has: [{ type: 'query', key: legacyNewsCategoryParameter }] },
    // A request with a body (a form post) or naming a Server Action: the interceptor refuses one it cannot read
    // or whose action this build lacks (`refusalOfPagePost`).
    { source: `/(${everySkippablePage})`, has: [{ type: 'header', key: 'content-type' }] },
    { source: `/(${everySkippablePage})`, has: [{ type: 'header', key: 'next-action' }] },
    ...locales.flatMap((locale): ProxyMatcher[] => {
      if (skippablePagePaths(locale).length === 0) return [];
      const source = `/(${alternation(skippablePagePaths(locale))})`;
      return [
        // A cookie of another language (or an empty one): next-intl sets it to the page's language.
        { source, has: [{ type: 'header', key: 'cookie', value: `(?:.*;)?\\s*${cookieName}=(?!${locale}(?:;|$)).*` }], missing: [background] },
        // No cookie, and no Accept-Language that puts the page's language first.
        {
          source,
          missing: [
            { type: 'header', key: 'cookie', value: `(?:.*;)?\\s*${cookieName}=.*` },
            { type: 'header', key: 'accept-language', value: firstLanguagePattern(locale) },
            background,
          ],
        },
      ];
    }),
  ];
}
