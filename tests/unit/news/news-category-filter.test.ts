import { describe, expect, it } from 'vitest';
import { newsCategories } from '@/lib/cms/resources/news-item';
import { categoryOfFilter, filterNewsByCategory, isNewsCategoryFilter, newsCategoryFilters } from '@/lib/news/news-category-filter';

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

  it('knows its choices and nothing else', () => {
    for (const filter of newsCategoryFilters) expect(isNewsCategoryFilter(filter)).toBe(true);
    for (const value of [null, '', 'Fair', 'sport', 'toString', 1]) expect(isNewsCategoryFilter(value)).toBe(false);
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
});
