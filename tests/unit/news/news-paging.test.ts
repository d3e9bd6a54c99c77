import { describe, expect, it, vi } from 'vitest';
import { createBackendClient } from '@/lib/cms/client';
import { createEmbeddedTransport } from '@/lib/cms/embedded-transport';
import { listNews, type NewsItem } from '@/lib/records/news-items';
import { newsCategoryFilters } from '@/lib/news/news-category-filter';
import { newsListLocations, newsListPath, newsPageSize } from '@/lib/news/news-list-routes';
import { answerNewsPageRequest, readNewsListPage, readNewsListSizes } from '@/lib/news/news-pages';
import { locales } from '@/lib/routing/locales';

vi.mock('server-only', () => ({}));

/** The embedded default of the project (`content/backend/news.json`), read the way the site reads it. */
const client = () => createBackendClient(createEmbeddedTransport());
const list = (locale: 'de' | 'en', filter: { category?: NonNullable<NewsItem['category']> }) => listNews(locale, filter, client());

describe.each(locales)('the pages of the embedded news lists in %s', (locale) => {
  it('show every news item of each list once, in order, page by page, and the endpoint the same pages', async () => {
    const sizes = await readNewsListSizes(locale, client());
    const locations = newsListLocations(sizes);
    for (const filter of newsCategoryFilters) {
      const expected = (await listNews(locale, filter === 'all' ? {} : { category: filter }, client())).map((item) => item.id);
      expect(sizes[filter]).toBe(expected.length);
      const pages = locations.filter((location) => location.filter === filter);
      const shown: string[] = [];
      for (const location of pages) {
        const page = await readNewsListPage(locale, location, client());
        expect(page, `${filter} page ${location.page}`).toBeDefined();
        expect(page!.items.length).toBeLessThanOrEqual(newsPageSize);
        expect(page!.items.every((item) => filter === 'all' || item.category === filter)).toBe(true);
        shown.push(...page!.items.map((item) => item.id));
        const answer = await answerNewsPageRequest(new URLSearchParams({ locale, page: String(location.page), ...(filter !== 'all' && { category: filter }) }), list);
        expect(answer).toEqual({ status: 200, body: { items: page!.items, page: page!.page, pageCount: page!.pageCount } });
      }
      expect(shown).toEqual(expected);
      expect(await readNewsListPage(locale, { filter, page: pages.length + 1 }, client())).toBeUndefined();
    }
  });
});

describe('the pages of the embedded news lists elsewhere', () => {
  it('are all named by the webhook, for a CDN purge: page 1 of every list and every further page, in both languages', async () => {
    const { publishedChangeOf } = await import('@/lib/publishing/refreshed-pages');
    const { paths } = await publishedChangeOf('news', undefined, client());
    for (const locale of locales) {
      for (const location of newsListLocations(await readNewsListSizes(locale, client()))) expect(paths).toContain(newsListPath(locale, location));
    }
    expect(paths).toEqual(expect.arrayContaining(['/news/seite/2/', '/en/news/page/2/', '/news/kategorie/produkte/', '/en/news/category/trade-fairs/']));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('lead the language switch to the same page of the same list, or to the other language’s last page', async () => {
    vi.stubEnv('BACKEND_URL', '');
    const { languageSwitchTarget } = await import('@/lib/routing/record-translation');
    expect(await languageSwitchTarget('/news/seite/2/')).toBe('/en/news/page/2/');
    expect(await languageSwitchTarget('/en/news/page/2/')).toBe('/news/seite/2/');
    expect(await languageSwitchTarget('/en/news/page/9/')).toBe('/news/seite/2/');
    expect(await languageSwitchTarget('/news/kategorie/messen/seite/3/')).toBe('/en/news/category/trade-fairs/');
    expect(await languageSwitchTarget('/news/kategorie/messen/')).toBe('/en/news/category/trade-fairs/');
    vi.unstubAllEnvs();
  });
});
