import type { NewsCategory } from '@/lib/backend/resources/news-item';
import type { Locale } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';

/**
 * The choices of the news list's category filter: `all`, then every category of the backend.
 * Written out here (not imported from the backend's record schema) so the browser's filter island
 * does not ship the schemas; a unit test keeps the list equal to the backend's categories.
 */
export const newsCategoryFilters = ['all', 'fair', 'newspaper', 'press', 'product'] as const satisfies readonly ('all' | NewsCategory)[];

export type NewsCategoryFilter = (typeof newsCategoryFilters)[number];

/** The query parameter that holds the filter in the URL: `/news/?category=fair`. */
export const newsCategoryParameter = 'category';

export function isNewsCategoryFilter(value: unknown): value is NewsCategoryFilter {
  return typeof value === 'string' && (newsCategoryFilters as readonly string[]).includes(value);
}

/** The filter a URL asks for: its `category` value when it names one, else `all`. */
export function parseNewsCategoryFilter(value: string | null | undefined): NewsCategoryFilter {
  return isNewsCategoryFilter(value) ? value : 'all';
}

/** The category a filter reads from the backend; undefined for `all`. */
export function categoryOfFilter(filter: NewsCategoryFilter): NewsCategory | undefined {
  return filter === 'all' ? undefined : filter;
}

/** The items a filter shows, in their order. */
export function filterNewsByCategory<Item extends { category: NewsCategory | null }>(items: readonly Item[], filter: NewsCategoryFilter): Item[] {
  return filter === 'all' ? [...items] : items.filter((item) => item.category === filter);
}

/** The address of the news list with a filter: `/news/?category=fair`; `all` is the plain list `/news/`. */
export function newsListHref(locale: Locale, filter: NewsCategoryFilter): string {
  const path = localizedPath('news', locale);
  return filter === 'all' ? path : `${path}?${new URLSearchParams({ [newsCategoryParameter]: filter })}`;
}
