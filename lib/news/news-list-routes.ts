import type { Locale } from '@/lib/routing/locales';
import { localizedPath, matchRenderedPath, type RouteParams } from '@/lib/routing/paths';
import type { RouteId } from '@/lib/routing/route-table';
import { isNewsCategoryFilter, legacyNewsCategoryParameter, newsCategoryFilters, type NewsCategoryFilter } from './news-category-filter';

/**
 * The pages of the news list as real addresses: every choice of the category filter has a list of its
 * own, and each list is cut into pages of `newsPageSize` news, newest first. Page 1 is the list's own
 * path (`/news/`, `/news/kategorie/messen/`), further pages sit below it (`/news/seite/2/`,
 * `/news/kategorie/messen/seite/2/`). Without JavaScript the filter and "show more" are links to these
 * pages; with it the list enhances in place and keeps the address in step. Pure and free of the
 * backend's schemas: the browser's list island, the request interceptor and the pages all use it.
 */

/** How many news a page of the list holds. */
export const newsPageSize = 6;

/** The route of page 1 and of the further pages of each list. */
const listRoutes = {
  all: { first: 'news', further: 'news.page' },
  fair: { first: 'news.category.fair', further: 'news.category.fair.page' },
  newspaper: { first: 'news.category.newspaper', further: 'news.category.newspaper.page' },
  press: { first: 'news.category.press', further: 'news.category.press.page' },
  product: { first: 'news.category.product', further: 'news.category.product.page' },
} as const satisfies Record<NewsCategoryFilter, { first: RouteId; further: RouteId }>;

/** Where in the news the reader is: which list, which page of it (from 1). */
export interface NewsListLocation {
  readonly filter: NewsCategoryFilter;
  readonly page: number;
}

/** The name of the page number's parameter in the route table (`/news/seite/[page]/`). */
export const newsPageParameter = 'page';

/** Page numbers beyond this are no page of any list (a path the interceptor refuses without asking the backend). */
const maxPageNumber = 100_000;

/**
 * A page number as a path spells it: `2` and up, in plain digits. `1` is not one (page 1 is the list's
 * own path), nor `02`, `2.0` or `+2`: each page has one address.
 */
export function parseNewsPageNumber(value: string | undefined): number | undefined {
  if (value === undefined || !/^[1-9]\d*$/.test(value)) return undefined;
  const page = Number(value);
  return page >= 2 && page <= maxPageNumber ? page : undefined;
}

/** Whether a route of the table is a page of the news list (any list, any page). */
export function isNewsListRoute(id: string): boolean {
  return newsCategoryFilters.some((filter) => listRoutes[filter].first === id || listRoutes[filter].further === id);
}

/**
 * The list and page a route of the table shows, or undefined when it is no page of the news list or
 * its page number is not one (`/news/seite/1/`, `/news/seite/zwei/`).
 */
export function newsListLocation(id: string, params: RouteParams): NewsListLocation | undefined {
  for (const filter of newsCategoryFilters) {
    if (listRoutes[filter].first === id) return { filter, page: 1 };
    if (listRoutes[filter].further === id) {
      const page = parseNewsPageNumber(params[newsPageParameter]);
      return page === undefined ? undefined : { filter, page };
    }
  }
  return undefined;
}

/** The list and page a path of the browser (or of a prerendered page) shows, if it is one of the news list. */
export function newsListLocationOfPath(pathname: string): NewsListLocation | undefined {
  const match = matchRenderedPath(pathname);
  return match && newsListLocation(match.entry.id, match.params);
}

/** The route and parameters of a page of a list. */
export function newsListRoute(location: NewsListLocation): { id: RouteId; params: RouteParams } {
  const routes = listRoutes[location.filter];
  return location.page <= 1 ? { id: routes.first, params: {} } : { id: routes.further, params: { [newsPageParameter]: String(location.page) } };
}

/** The address of a page of a list in a language: `/news/`, `/en/news/category/trade-fairs/page/2/`. */
export function newsListPath(locale: Locale, location: NewsListLocation): string {
  const { id, params } = newsListRoute(location);
  return localizedPath(id, locale, params);
}

/** The route of page 1 of a list (a page with its own introduction in `content/pages/`). */
export function newsListFirstRoute(filter: NewsCategoryFilter): (typeof listRoutes)[NewsCategoryFilter]['first'] {
  return listRoutes[filter].first;
}

/** The list whose page 1 a route is. */
export function newsFilterOfFirstRoute(id: string): NewsCategoryFilter | undefined {
  return newsCategoryFilters.find((filter) => listRoutes[filter].first === id);
}

/** How many pages a list of `total` news has: at least one, where an empty list says that it is empty. */
export function newsPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / newsPageSize));
}

/** The news of one page of a list, in their order; none for a page beyond the last. */
export function newsOfPage<Item>(items: readonly Item[], page: number): Item[] {
  return page < 1 ? [] : items.slice((page - 1) * newsPageSize, page * newsPageSize);
}

/** How many news each list holds: all of them, and those of each category. */
export function newsListSizes(items: readonly { category: string | null }[]): Record<NewsCategoryFilter, number> {
  return Object.fromEntries(
    newsCategoryFilters.map((filter) => [filter, filter === 'all' ? items.length : items.filter((item) => item.category === filter).length]),
  ) as Record<NewsCategoryFilter, number>;
}

/** Every page of every list that holds news of the given sizes: page 1 of each list (empty or not), then the further pages. */
export function newsListLocations(sizes: Readonly<Record<NewsCategoryFilter, number>>): NewsListLocation[] {
  return newsCategoryFilters.flatMap((filter) =>
    Array.from({ length: newsPageCount(sizes[filter]) }, (_, index) => ({ filter, page: index + 1 })),
  );
}

/**
 * How many further pages of each list the build renders: the ones readers reach by "more"; every later
 * one renders on its first visit and is kept, so the build's time does not grow with the archive.
 */
export const prerenderedFurtherPages = 4;

/** The further pages (2 and up) of one list of `total` news that the build renders, as `generateStaticParams` of its folder lists them. */
export function newsFurtherPageParams(total: number): { page: string }[] {
  return Array.from({ length: Math.min(newsPageCount(total) - 1, prerenderedFurtherPages) }, (_, index) => ({ page: String(index + 2) }));
}

/**
 * Where an address of the list from before each category had a page of its own leads: `/news/?category=fair`
 * → `/news/kategorie/messen/` (other query parameters kept). Undefined when the query names no category.
 */
export function legacyNewsListTarget(locale: Locale, search: URLSearchParams): string | undefined {
  const filter = search.get(legacyNewsCategoryParameter);
  if (!isNewsCategoryFilter(filter)) return undefined;
  const rest = new URLSearchParams(search);
  rest.delete(legacyNewsCategoryParameter);
  const query = rest.toString();
  return `${newsListPath(locale, { filter, page: 1 })}${query ? `?${query}` : ''}`;
}
