import { describe, expect, it, vi } from 'vitest';
import { createBackendClient } from '@/lib/cms/client';
import { createEmbeddedTransport } from '@/lib/cms/embedded-transport';
import { snapshotThrough } from '@/lib/content-store/client-snapshot';
import { newsListView, pagesOf } from '@/lib/content-store/page-views';
import { filterNewsByCategory, newsCategoryFilters } from '@/lib/news/news-category-filter';
import { newsListLocations, newsListPath, newsListSizes, newsPageSize } from '@/lib/news/news-list-routes';
import { answerNewsPageRequest } from '@/lib/news/news-pages';
import { locales } from '@/lib/routing/locales';
import { languageSwitchTarget } from '@/lib/routing/record-translation';

vi.mock('server-only', () => ({}));

/** The embedded default of the project (`content/backend/`), as the content store shows it. */
const embedded = () => createBackendClient(createEmbeddedTransport());
const embeddedNews = async () => snapshotThrough(embedded(), 'news');
const embeddedSnapshots = async () => ({ jobs: await snapshotThrough(embedded(), 'jobs'), news: await embeddedNews(), downloads: await snapshotThrough(embedded(), 'downloads') });

describe.each(locales)('the pages of the embedded news lists in %s', (locale) => {
  it('show every news item of each list once, in order, page by page, and the endpoint the same pages', async () => {
    const news = await embeddedNews();
    const sizes = newsListSizes(news[locale].items);
    const locations = newsListLocations(sizes);
    for (const filter of newsCategoryFilters) {
      const expected = filterNewsByCategory(news[locale].items, filter).map((item) => item.id);
      expect(sizes[filter]).toBe(expected.length);
      const pages = locations.filter((location) => location.filter === filter);
      const shown: string[] = [];
      for (const location of pages) {
        const page = newsListView(news, locale, location);
        expect(page, `${filter} page ${location.page}`).toBeDefined();
        expect(page!.items.length).toBeLessThanOrEqual(newsPageSize);
        expect(page!.items.every((item) => filter === 'all' || item.category === filter)).toBe(true);
        shown.push(...page!.items.map((item) => item.id));
        const answer = await answerNewsPageRequest(new URLSearchParams({ locale, page: String(location.page), ...(filter !== 'all' && { category: filter }) }), async (asked, at) => newsListView(news, asked, at));
        expect(answer).toEqual({ status: 200, body: { items: page!.items, page: page!.page, pageCount: page!.pageCount } });
      }
      expect(shown).toEqual(expected);
      expect(newsListView(news, locale, { filter, page: pages.length + 1 })).toBeUndefined();
    }
  });
});

describe('the pages of the embedded news lists elsewhere', () => {
  it('are all among the pages built from the news, each once: page 1 of every list and every further page, in both languages', async () => {
    const snapshots = await embeddedSnapshots();
    const { news } = snapshots;
    const paths = [...pagesOf('news', snapshots).keys()];
    for (const locale of locales) {
      for (const location of newsListLocations(newsListSizes(news[locale].items))) expect(paths).toContain(newsListPath(locale, location));
    }
    expect(paths).toEqual(expect.arrayContaining(['/news/seite/2/', '/en/news/page/2/', '/news/kategorie/produkte/', '/en/news/category/trade-fairs/']));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('lead the language switch to the same page of the same list, or to the other language’s last page', async () => {
    const snapshots = await embeddedSnapshots();
    expect(languageSwitchTarget('/news/seite/2/', snapshots)).toBe('/en/news/page/2/');
    expect(languageSwitchTarget('/en/news/page/2/', snapshots)).toBe('/news/seite/2/');
    expect(languageSwitchTarget('/en/news/page/9/', snapshots)).toBe('/news/seite/2/');
    expect(languageSwitchTarget('/news/kategorie/messen/seite/3/', snapshots)).toBe('/en/news/category/trade-fairs/');
    expect(languageSwitchTarget('/news/kategorie/messen/', snapshots)).toBe('/en/news/category/trade-fairs/');
  });
});
