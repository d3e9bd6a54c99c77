import { describe, expect, it, vi } from 'vitest';
import { sluggedShelf, type CollectionSnapshots } from '@/lib/content-store/collection-snapshot';
import { newsListView } from '@/lib/content-store/page-views';
import type { NewsItem } from '@/lib/records/news-items';
import { newsApiUrl, parseNewsApiQuery, parseNewsTeaserPage } from '@/lib/news/news-api';
import { answerNewsPageRequest } from '@/lib/news/news-pages';
import { toNewsTeaser } from '@/lib/news/news-teaser';
import { newsItem, newsTeaser } from './news-fixtures';

vi.mock('server-only', () => ({}));

/** `count` news of a language, newest first, ids `1`…`count`, categories taking turns. */
function manyNews(count: number, locale: 'de' | 'en' = 'de'): NewsItem[] {
  const categories = ['fair', 'press', 'product'] as const;
  return Array.from({ length: count }, (_, index) =>
    newsItem({
      id: `${locale}-${index + 1}`,
      slug: `meldung-${index + 1}`,
      locale,
      translationKey: `meldung-${index + 1}`,
      category: categories[index % categories.length],
      publishedAt: new Date(Date.UTC(2026, 0, 1) - index * 86_400_000).toISOString(),
    }),
  );
}

/** The news of a content store that holds `de` and `en`. */
const storeOf = (de: NewsItem[], en: NewsItem[] = []): CollectionSnapshots['news'] => ({ de: sluggedShelf(de), en: sluggedShelf(en) });

/** The endpoint's answer from a store of `de` and `en`, and which pages it read. */
function endpointOf(de: NewsItem[], en: NewsItem[] = []) {
  const read = vi.fn(async (locale: 'de' | 'en', location: Parameters<typeof newsListView>[2]) => newsListView(storeOf(de, en), locale, location));
  return { read, answer: (query: Record<string, string>) => answerNewsPageRequest(new URLSearchParams(query), read) };
}

describe('the address of the news endpoint', () => {
  it('carries language, category and page in the query; all news without a category', () => {
    expect(newsApiUrl({ locale: 'de', filter: 'all', page: 2 })).toBe('/api/news/?locale=de&page=2');
    const url = new URL(newsApiUrl({ locale: 'en', filter: 'fair', page: 3 }), 'http://localhost');
    expect(url.pathname).toBe('/api/news/');
    expect(Object.fromEntries(url.searchParams)).toEqual({ locale: 'en', category: 'fair', page: '3' });
  });

  it('parses what it builds, and reads page 1 of all news when the query names neither', () => {
    expect(parseNewsApiQuery(new URL(newsApiUrl({ locale: 'en', filter: 'press', page: 4 }), 'http://x').searchParams)).toEqual({
      query: { locale: 'en', filter: 'press', page: 4 },
    });
    expect(parseNewsApiQuery(new URLSearchParams('locale=de&category=all'))).toEqual({ query: { locale: 'de', filter: 'all', page: 1 } });
    expect(parseNewsApiQuery(new URLSearchParams('locale=de&page=1'))).toEqual({ query: { locale: 'de', filter: 'all', page: 1 } });
  });

  it('refuses a missing language, an unknown category and anything that is not a page number', () => {
    for (const query of ['', 'locale=fr', 'locale=de&category=sport', 'locale=de&page=', 'locale=de&page=0', 'locale=de&page=-2', 'locale=de&page=02', 'locale=de&page=2.5', 'locale=de&page=zwei', 'locale=de&page=1e3']) {
      expect(parseNewsApiQuery(new URLSearchParams(query)), query).toHaveProperty('error');
    }
  });
});

describe('an answer of the news endpoint in the browser', () => {
  it('is accepted when it is a page of teasers with its number and the number of pages', () => {
    const page = { items: [newsTeaser('a'), newsTeaser('b', { category: 'press', published: null })], page: 2, pageCount: 3 };
    expect(parseNewsTeaserPage(JSON.parse(JSON.stringify(page)))).toEqual(page);
    expect(parseNewsTeaserPage({ items: [], page: 1, pageCount: 1 })).toEqual({ items: [], page: 1, pageCount: 1 });
  });

  it('is refused when it is anything else', () => {
    for (const body of [
      null,
      'text',
      { items: [] },
      { items: {}, page: 1, pageCount: 1 },
      { items: [{ id: 'a' }], page: 1, pageCount: 1 },
      { items: [newsTeaser('a', { category: 'all' as never })], page: 1, pageCount: 1 },
      { items: [{ ...newsTeaser('a'), published: '2025-09-16T09:00:00+02:00' }], page: 1, pageCount: 1 },
      { items: [newsTeaser('a', { published: { dateTime: '2025-09-16T09:00:00+02:00' } as never })], page: 1, pageCount: 1 },
      { items: [], page: 0, pageCount: 1 },
      { items: [], page: 1, pageCount: 1.5 },
      { items: [], page: '2', pageCount: 3 },
    ]) {
      expect(() => parseNewsTeaserPage(body)).toThrow(/not a page of news/);
    }
  });
});

describe('the news endpoint on the server', () => {
  it('answers a page of teasers with its number and the number of pages, and nothing else of the records', async () => {
    const news = manyNews(8).map((item, index) => (index === 6 ? { ...item, body: '<p>secret body</p>' } : item));
    const { read, answer: ask } = endpointOf(news);
    const answer = await ask({ locale: 'de', page: '2' });
    expect(read).toHaveBeenCalledWith('de', { filter: 'all', page: 2 });
    expect(answer).toEqual({ status: 200, body: { items: news.slice(6).map((item) => toNewsTeaser(item, 'de')), page: 2, pageCount: 2 } });
    expect(answer.body).toMatchObject({ items: [{ href: '/news/meldung-7/', image: { src: news[6]?.image?.url, svg: true } }, { href: '/news/meldung-8/' }] });
    expect(JSON.stringify(answer.body)).not.toContain('secret body');
    expect(JSON.stringify(answer.body)).not.toContain('articlePdf');
    expect(answer.body).not.toHaveProperty('languages');
  });

  it('reads a category', async () => {
    const { read, answer: ask } = endpointOf([], manyNews(3, 'en'));
    const answer = await ask({ locale: 'en', category: 'press' });
    expect(read).toHaveBeenCalledWith('en', { filter: 'press', page: 1 });
    expect(answer).toMatchObject({ status: 200, body: { page: 1, pageCount: 1, items: [{ id: 'en-2' }] } });
  });

  it('answers 404 for a page beyond the last, and page 1 of an empty list with no news', async () => {
    expect(await endpointOf(manyNews(6)).answer({ locale: 'de', page: '2' })).toMatchObject({ status: 404 });
    expect(await endpointOf([]).answer({ locale: 'de' })).toEqual({ status: 200, body: { items: [], page: 1, pageCount: 1 } });
  });

  it('answers 400 to a malformed query without reading the store', async () => {
    const { read, answer: ask } = endpointOf(manyNews(3));
    expect((await ask({ locale: 'xx' })).status).toBe(400);
    expect(read).not.toHaveBeenCalled();
  });
});

describe('a page of a news list as its page renders it', () => {
  it('names the languages that have the same page: both when each has as many pages, else its own alone', () => {
    const store = storeOf(manyNews(13, 'de'), manyNews(7, 'en'));
    expect(newsListView(store, 'de', { filter: 'all', page: 2 })).toMatchObject({ page: 2, pageCount: 3, languages: ['de', 'en'] });
    expect(newsListView(store, 'de', { filter: 'all', page: 3 })).toMatchObject({ page: 3, pageCount: 3, languages: ['de'] });
    expect(newsListView(store, 'de', { filter: 'all', page: 3 })?.items.map((item) => item.id)).toEqual(['de-13']);
    expect(newsListView(store, 'en', { filter: 'all', page: 3 })).toBeUndefined();
  });

  it('has page 1 of every list in both languages, even an empty one', () => {
    expect(newsListView(storeOf([], []), 'en', { filter: 'newspaper', page: 1 })).toEqual({
      items: [],
      page: 1,
      pageCount: 1,
      location: { filter: 'newspaper', page: 1 },
      languages: ['en', 'de'],
    });
  });
});
