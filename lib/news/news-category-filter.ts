import type { NewsCategory } from '@/lib/cms/resources/news-item';

/**
 * The choices of the news list's category filter: `all`, then every category of the backend.
 * Written out here (not imported from the backend's record schema) so the browser's filter island
 * does not ship the schemas; a unit test keeps the list equal to the backend's categories.
 */
export const newsCategoryFilters = ['all', 'fair', 'newspaper', 'press', 'product'] as const satisfies readonly ('all' | NewsCategory)[];

export type NewsCategoryFilter = (typeof newsCategoryFilters)[number];

/**
 * The query parameter that held the filter in the list's address before each category had a page of
 * its own (`/news/?category=fair`): the request interceptor redirects such addresses to the category's page.
 */
export const legacyNewsCategoryParameter = 'category';

export function isNewsCategoryFilter(value: unknown): value is NewsCategoryFilter {
  return typeof value === 'string' && (newsCategoryFilters as readonly string[]).includes(value);
}

/** The category a filter reads from the backend; undefined for `all`. */
export function categoryOfFilter(filter: NewsCategoryFilter): NewsCategory | undefined {
  return filter === 'all' ? undefined : filter;
}

/** The items a filter shows, in their order. */
export function filterNewsByCategory<Item extends { category: NewsCategory | null }>(items: readonly Item[], filter: NewsCategoryFilter): Item[] {
  return filter === 'all' ? [...items] : items.filter((item) => item.category === filter);
}
