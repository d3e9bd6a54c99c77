import { describe, expect, it } from 'vitest';
import { newsCategoryFilters } from '@/lib/news/news-category-filter';
import {
  isNewsListRoute,
  legacyNewsListTarget,
  newsFurtherPageParams,
  newsListLocation,
  newsListLocationOfPath,
  newsListLocations,
  newsListPath,
  newsListSizes,
  newsOfPage,
  newsPageCount,
  newsPageSize,
  parseNewsPageNumber,
} from '@/lib/news/news-list-routes';
import { paginationItems } from '@/lib/news/news-pagination';
import { locales } from '@/lib/routing/locales';
import { matchPath } from '@/lib/routing/paths';

describe('the addresses of the news lists', () => {
  it('puts page 1 of each list at its own path and further pages below it, in both languages', () => {
    expect(newsListPath('de', { filter: 'all', page: 1 })).toBe('/news/');
    expect(newsListPath('de', { filter: 'all', page: 2 })).toBe('/news/seite/2/');
    expect(newsListPath('de', { filter: 'fair', page: 1 })).toBe('/news/kategorie/messen/');
    expect(newsListPath('de', { filter: 'fair', page: 3 })).toBe('/news/kategorie/messen/seite/3/');
    expect(newsListPath('de', { filter: 'newspaper', page: 1 })).toBe('/news/kategorie/zeitungsberichte/');
    expect(newsListPath('de', { filter: 'press', page: 1 })).toBe('/news/kategorie/pressemitteilungen/');
    expect(newsListPath('de', { filter: 'product', page: 2 })).toBe('/news/kategorie/produkte/seite/2/');
    expect(newsListPath('en', { filter: 'all', page: 1 })).toBe('/en/news/');
    expect(newsListPath('en', { filter: 'all', page: 2 })).toBe('/en/news/page/2/');
    expect(newsListPath('en', { filter: 'fair', page: 1 })).toBe('/en/news/category/trade-fairs/');
    expect(newsListPath('en', { filter: 'newspaper', page: 2 })).toBe('/en/news/category/newspaper-reports/page/2/');
    expect(newsListPath('en', { filter: 'press', page: 1 })).toBe('/en/news/category/press-releases/');
    expect(newsListPath('en', { filter: 'product', page: 1 })).toBe('/en/news/category/products/');
  });

  it('reads each list and page back from its path, and no other page as one', () => {
    for (const locale of locales) {
      for (const filter of newsCategoryFilters) {
        for (const page of [1, 2, 17]) {
          const path = newsListPath(locale, { filter, page });
          expect(newsListLocationOfPath(path), path).toEqual({ filter, page });
          expect(matchPath(path)?.locale).toBe(locale);
        }
      }
    }
    expect(newsListLocationOfPath('/news/rueckblick-fakuma-2026/')).toBeUndefined();
    expect(newsListLocationOfPath('/kontakt/')).toBeUndefined();
    // The internal path a page is prerendered under.
    expect(newsListLocationOfPath('/de/news/category/trade-fairs/page/2/')).toEqual({ filter: 'fair', page: 2 });
  });

  it('never takes a list page for an article or the other way round', () => {
    expect(matchPath('/news/seite/2/')?.entry.id).toBe('news.page');
    expect(matchPath('/news/kategorie/messen/')?.entry.id).toBe('news.category.fair');
    // One segment below /news/ is always an article, whatever its slug.
    for (const slug of ['seite', 'kategorie', 'page', 'category', '2']) expect(matchPath(`/news/${slug}/`)?.entry.id).toBe('news.article');
    expect(isNewsListRoute('news.article')).toBe(false);
    expect(isNewsListRoute('news.category.press.page')).toBe(true);
  });

  it('has one address per page: page 1 only at the list’s path, page numbers in plain digits', () => {
    expect(parseNewsPageNumber('2')).toBe(2);
    expect(parseNewsPageNumber('120')).toBe(120);
    for (const value of [undefined, '', '1', '0', '02', '-2', '+2', '2.0', '1e2', 'zwei', ' 2', '100001']) expect(parseNewsPageNumber(value), value).toBeUndefined();
    expect(newsListLocation('news.page', { page: '1' })).toBeUndefined();
    expect(newsListLocation('news.page', { page: '3' })).toEqual({ filter: 'all', page: 3 });
    expect(newsListLocation('news.category.press', {})).toEqual({ filter: 'press', page: 1 });
    expect(newsListLocation('contact', {})).toBeUndefined();
  });

  it('leads the list’s old addresses with a category query to the category’s page, keeping other parameters', () => {
    expect(legacyNewsListTarget('de', new URLSearchParams('category=fair'))).toBe('/news/kategorie/messen/');
    expect(legacyNewsListTarget('en', new URLSearchParams('category=product&utm_source=mail'))).toBe('/en/news/category/products/?utm_source=mail');
    expect(legacyNewsListTarget('de', new URLSearchParams('category=all'))).toBe('/news/');
    expect(legacyNewsListTarget('de', new URLSearchParams('category=sport'))).toBeUndefined();
    expect(legacyNewsListTarget('de', new URLSearchParams(''))).toBeUndefined();
  });
});

describe('cutting a list into pages', () => {
  it('has at least one page, and a page more for every started page size', () => {
    expect(newsPageSize).toBe(6);
    expect([0, 1, 6, 7, 12, 13].map(newsPageCount)).toEqual([1, 1, 1, 2, 2, 3]);
  });

  it('gives each page its news in order, and none beyond the last', () => {
    const items = Array.from({ length: 14 }, (_, index) => index + 1);
    expect(newsOfPage(items, 1)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(newsOfPage(items, 3)).toEqual([13, 14]);
    expect(newsOfPage(items, 4)).toEqual([]);
    expect(newsOfPage(items, 0)).toEqual([]);
  });

  it('counts each list and names every page of every list, page 1 of an empty one too', () => {
    const sizes = newsListSizes([
      ...Array.from({ length: 7 }, () => ({ category: 'fair' })),
      ...Array.from({ length: 2 }, () => ({ category: 'press' })),
      { category: null },
    ]);
    expect(sizes).toEqual({ all: 10, fair: 7, newspaper: 0, press: 2, product: 0 });
    expect(newsListLocations(sizes)).toEqual([
      { filter: 'all', page: 1 },
      { filter: 'all', page: 2 },
      { filter: 'fair', page: 1 },
      { filter: 'fair', page: 2 },
      { filter: 'newspaper', page: 1 },
      { filter: 'press', page: 1 },
      { filter: 'product', page: 1 },
    ]);
    expect(newsFurtherPageParams(13)).toEqual([{ page: '2' }, { page: '3' }]);
    expect(newsFurtherPageParams(6)).toEqual([]);
    // A long archive: the build renders the first further pages, the rest render on their first visit.
    expect(newsFurtherPageParams(1000)).toEqual(['2', '3', '4', '5'].map((page) => ({ page })));
  });
});

describe('the page navigation', () => {
  const shown = (current: number, count: number) => paginationItems(current, count).map((item) => (item.kind === 'gap' ? '…' : item.page));

  it('is empty for a single page and names every page of a short list', () => {
    expect(shown(1, 1)).toEqual([]);
    expect(shown(1, 2)).toEqual([1, 2]);
    expect(shown(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('names the first, the last and the pages around the current one, with gaps for the rest', () => {
    expect(shown(1, 10)).toEqual([1, 2, '…', 10]);
    expect(shown(5, 10)).toEqual([1, '…', 4, 5, 6, '…', 10]);
    expect(shown(10, 10)).toEqual([1, '…', 9, 10]);
    // A gap would hide a single page: the page is named instead.
    expect(shown(4, 10)).toEqual([1, 2, 3, 4, 5, '…', 10]);
    expect(shown(7, 10)).toEqual([1, '…', 6, 7, 8, 9, 10]);
  });
});
