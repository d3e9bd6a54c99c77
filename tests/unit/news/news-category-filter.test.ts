import { describe, expect, it } from 'vitest';
import { newsCategories } from '@/lib/backend/resources/news-item';
import {
  categoryOfFilter,
  filterNewsByCategory,
  newsCategoryFilters,
  newsListHref,
  parseNewsCategoryFilter,
} from '@/lib/news/news-category-filter';

const items = [
  { id: '1', category: 'fair' },
  { id: '2', category: 'press' },
  { id: '3', category: 'fair' },
  { id: '4', category: 'product' },
] as const;

describe('the category filter of the news list', () => {
  it('offers all, then every category of the backend', () => {
    expect(newsCategoryFilters[0]).toBe('all');
    expect(newsCategoryFilters.slice(1)).toEqual([...newsCategories]);
  });

  it('reads the category from the URL and falls back to all', () => {
    expect(parseNewsCategoryFilter('fair')).toBe('fair');
    expect(parseNewsCategoryFilter('newspaper')).toBe('newspaper');
    expect(parseNewsCategoryFilter('all')).toBe('all');
    expect(parseNewsCategoryFilter(null)).toBe('all');
    expect(parseNewsCategoryFilter('')).toBe('all');
    expect(parseNewsCategoryFilter('Fair')).toBe('all');
    expect(parseNewsCategoryFilter('toString')).toBe('all');
  });

  it('shows every item for all and only the items of a category otherwise, in their order', () => {
    expect(filterNewsByCategory(items, 'all').map(({ id }) => id)).toEqual(['1', '2', '3', '4']);
    expect(filterNewsByCategory(items, 'fair').map(({ id }) => id)).toEqual(['1', '3']);
    expect(filterNewsByCategory(items, 'newspaper')).toEqual([]);
  });

  it('reads no category from the backend for all', () => {
    expect(categoryOfFilter('all')).toBeUndefined();
    expect(categoryOfFilter('press')).toBe('press');
  });

  it('links to the list with the category in the query, and to the plain list for all', () => {
    expect(newsListHref('de', 'fair')).toBe('/news/?category=fair');
    expect(newsListHref('en', 'product')).toBe('/en/news/?category=product');
    expect(newsListHref('de', 'all')).toBe('/news/');
    expect(newsListHref('en', 'all')).toBe('/en/news/');
  });
});
