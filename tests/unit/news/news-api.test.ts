import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/lib/cms/backend-error';
import type { NewsItem } from '@/lib/records/news-items';
import { newsApiUrl, parseNewsApiQuery, parseNewsTeaserPage } from '@/lib/news/news-api';
import { answerNewsPageRequest, readNewsListPage } from '@/lib/news/news-pages';
import { toNewsTeaser } from '@/lib/news/news-teaser';
import { newsItem, newsTeaser } from './news-fixtures';

vi.mock('server-only', () => ({}));

/** `count` news of a language, newest first, ids `1`…`count`, categories taking turns. */
function manyNews(count: number, locale: 'de' | 'en' = 'de'): NewsItem[] {
  const categories = ['fair', 'press', 'product'] as const;
  return Array.from({ length: count }, (_, index) =>
    newsItem({ id: `${locale}-${index + 1}`, slug: `meldung-${index + 1}`, locale, category: categories[index % categories.length] }),
  );
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
  const list = vi.fn<(locale: 'de' | 'en', filter: { category?: NonNullable<NewsItem['category']> }) => Promise<NewsItem[]>>();

  beforeEach(() => {
    list.mockReset();
  });

  it('answers a page of teasers with its number and the number of pages, and nothing else of the records', async () => {
    const news = manyNews(8).map((item, index) => (index === 6 ? { ...item, body: '<p>secret body</p>' } : item));
    list.mockResolvedValue(news);
    const answer = await answerNewsPageRequest(new URLSearchParams({ locale: 'de', page: '2' }), list);
    expect(list).toHaveBeenCalledWith('de', {}, undefined);
    expect(answer).toEqual({ status: 200, body: { items: news.slice(6).map((item) => toNewsTeaser(item, 'de')), page: 2, pageCount: 2 } });
    expect(answer.body).toMatchObject({ items: [{ href: '/news/meldung-7/', image: { src: news[6]?.image?.url, svg: true } }, { href: '/news/meldung-8/' }] });
    expect(JSON.stringify(answer.body)).not.toContain('secret body');
    expect(JSON.stringify(answer.body)).not.toContain('articlePdf');
  });

  it('reads a category from the backend', async () => {
    list.mockResolvedValue(manyNews(3).filter((item) => item.category === 'press'));
    const answer = await answerNewsPageRequest(new URLSearchParams({ locale: 'en', category: 'press' }), list);
    expect(list).toHaveBeenCalledWith('en', { category: 'press' }, undefined);
    expect(answer).toMatchObject({ status: 200, body: { page: 1, pageCount: 1, items: [{ id: 'de-2' }] } });
  });

  it('answers 404 for a page beyond the last, and page 1 of an empty list with no news', async () => {
    list.mockResolvedValue(manyNews(6));
    expect(await answerNewsPageRequest(new URLSearchParams({ locale: 'de', page: '2' }), list)).toMatchObject({ status: 404 });
    list.mockResolvedValue([]);
    expect(await answerNewsPageRequest(new URLSearchParams({ locale: 'de' }), list)).toEqual({ status: 200, body: { items: [], page: 1, pageCount: 1 } });
  });

  it('answers 400 to a malformed query without asking the backend', async () => {
    const answer = await answerNewsPageRequest(new URLSearchParams({ locale: 'xx' }), list);
    expect(answer.status).toBe(400);
    expect(list).not.toHaveBeenCalled();
  });

  it('answers 502 and logs when the backend fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    list.mockRejectedValue(new BackendError({ method: 'GET', target: 'news', status: 503 }));
    const answer = await answerNewsPageRequest(new URLSearchParams({ locale: 'de' }), list);
    expect(answer).toEqual({ status: 502, body: { error: expect.any(String) } });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('status 503'));
    warn.mockRestore();
  });

  it('lets an error that is not the backend’s through', async () => {
    list.mockRejectedValue(new TypeError('bug'));
    await expect(answerNewsPageRequest(new URLSearchParams({ locale: 'de' }), list)).rejects.toThrow('bug');
  });
});

describe('a page of a news list as its page renders it', () => {
  const list = vi.fn<(locale: 'de' | 'en', filter: { category?: NonNullable<NewsItem['category']> }) => Promise<NewsItem[]>>();

  it('names the languages that have the same page: both when each has as many pages, else its own alone', async () => {
    list.mockImplementation(async (locale) => manyNews(locale === 'de' ? 13 : 7, locale));
    expect(await readNewsListPage('de', { filter: 'all', page: 2 }, undefined, list)).toMatchObject({ page: 2, pageCount: 3, languages: ['de', 'en'] });
    expect(await readNewsListPage('de', { filter: 'all', page: 3 }, undefined, list)).toMatchObject({ page: 3, pageCount: 3, languages: ['de'] });
    expect((await readNewsListPage('de', { filter: 'all', page: 3 }, undefined, list))?.items.map((item) => item.id)).toEqual(['de-13']);
    expect(await readNewsListPage('en', { filter: 'all', page: 3 }, undefined, list)).toBeUndefined();
  });

  it('has page 1 of every list in both languages, even an empty one', async () => {
    list.mockResolvedValue([]);
    expect(await readNewsListPage('en', { filter: 'newspaper', page: 1 }, undefined, list)).toEqual({
      items: [],
      page: 1,
      pageCount: 1,
      location: { filter: 'newspaper', page: 1 },
      languages: ['en', 'de'],
    });
    expect(list).toHaveBeenCalledWith('en', { category: 'newspaper' }, undefined);
    expect(list).toHaveBeenCalledWith('de', { category: 'newspaper' }, undefined);
  });
});
