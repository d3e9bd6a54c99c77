import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/lib/backend/backend-error';
import type { NewsPage } from '@/lib/backend/news';
import { newsApiUrl, newsPageSize, parseNewsApiQuery, parseNewsTeaserPage } from '@/lib/news/news-api';
import { answerNewsPageRequest, readFirstNewsPages } from '@/lib/news/news-pages';
import { toNewsTeaser } from '@/lib/news/news-teaser';
import { newsItem, newsTeaser } from './news-fixtures';

vi.mock('server-only', () => ({}));

const cursor = 'news?filter%5Blocale%5D=de&sort=-publishedAt&page%5Bnumber%5D=2&page%5Bsize%5D=6';

describe('the address of the news endpoint', () => {
  it('carries language, category and cursor in the query', () => {
    expect(newsApiUrl({ locale: 'de' })).toBe('/api/news/?locale=de');
    const url = new URL(newsApiUrl({ locale: 'en', category: 'fair', cursor }), 'http://localhost');
    expect(url.pathname).toBe('/api/news/');
    expect(Object.fromEntries(url.searchParams)).toEqual({ locale: 'en', category: 'fair', cursor });
  });

  it('parses what it builds', () => {
    expect(parseNewsApiQuery(new URL(newsApiUrl({ locale: 'en', category: 'press', cursor }), 'http://x').searchParams)).toEqual({
      query: { locale: 'en', category: 'press', cursor },
    });
    expect(parseNewsApiQuery(new URLSearchParams('locale=de&category=all'))).toEqual({ query: { locale: 'de' } });
  });

  it('refuses a missing language, an unknown category and anything that is not a cursor', () => {
    for (const query of ['', 'locale=fr', 'locale=de&category=sport', 'locale=de&cursor=', 'locale=de&cursor=jobs%3Fpage=2', 'locale=de&cursor=https%3A%2F%2Fevil.example%2Fnews', `locale=de&cursor=news${'x'.repeat(2001)}`]) {
      expect(parseNewsApiQuery(new URLSearchParams(query))).toHaveProperty('error');
    }
  });
});

describe('an answer of the news endpoint in the browser', () => {
  it('is accepted when it is a page of teasers', () => {
    const page = { items: [newsTeaser('a'), newsTeaser('b', { category: 'press' })], next: cursor };
    expect(parseNewsTeaserPage(JSON.parse(JSON.stringify(page)))).toEqual(page);
    expect(parseNewsTeaserPage({ items: [], next: null })).toEqual({ items: [], next: null });
  });

  it('is refused when it is anything else', () => {
    for (const body of [null, 'text', { items: [] }, { items: {}, next: null }, { items: [{ id: 'a' }], next: null }, { items: [newsTeaser('a', { category: 'all' as never })], next: null }]) {
      expect(() => parseNewsTeaserPage(body)).toThrow(/not a page of news/);
    }
  });
});

describe('the news endpoint on the server', () => {
  const read = vi.fn<(...args: Parameters<typeof import('@/lib/backend/news').readNewsPage>) => Promise<NewsPage>>();

  beforeEach(() => {
    read.mockReset();
  });

  it('answers a page of teasers with the next cursor, and nothing else of the records', async () => {
    const item = newsItem({ body: '<p>secret body</p>' });
    read.mockResolvedValue({ items: [item], next: cursor, prev: null });
    const answer = await answerNewsPageRequest(new URLSearchParams({ locale: 'de', category: 'fair', cursor }), read);
    expect(read).toHaveBeenCalledWith('de', { size: newsPageSize, category: 'fair', cursor });
    expect(answer).toEqual({ status: 200, body: { items: [toNewsTeaser(item, 'de')], next: cursor } });
    expect(answer.body).toMatchObject({ items: [{ href: '/news/k-2025-messe-duesseldorf/', image: { src: item.image?.url, alt: item.image?.alt, svg: true } }] });
    expect(JSON.stringify(answer.body)).not.toContain('secret body');
    expect(JSON.stringify(answer.body)).not.toContain('articlePdf');
  });

  it('reads the first page of all news without a category or cursor', async () => {
    read.mockResolvedValue({ items: [], next: null, prev: null });
    await answerNewsPageRequest(new URLSearchParams({ locale: 'en' }), read);
    expect(read).toHaveBeenCalledWith('en', { size: newsPageSize });
  });

  it('answers 400 to a malformed query without asking the backend', async () => {
    const answer = await answerNewsPageRequest(new URLSearchParams({ locale: 'xx' }), read);
    expect(answer.status).toBe(400);
    expect(read).not.toHaveBeenCalled();
  });

  it('answers 502 and logs when the backend fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    read.mockRejectedValue(new BackendError({ method: 'GET', target: 'news', status: 503 }));
    const answer = await answerNewsPageRequest(new URLSearchParams({ locale: 'de' }), read);
    expect(answer).toEqual({ status: 502, body: { error: expect.any(String) } });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('status 503'));
    warn.mockRestore();
  });

  it('lets an error that is not the backend’s through', async () => {
    read.mockRejectedValue(new TypeError('bug'));
    await expect(answerNewsPageRequest(new URLSearchParams({ locale: 'de' }), read)).rejects.toThrow('bug');
  });

  it('reads the first page of every choice of the filter for the list', async () => {
    read.mockImplementation(async (locale, options) => ({
      items: [newsItem({ id: options.category ?? 'all', locale, category: options.category ?? 'fair' })],
      next: options.category ? null : cursor,
      prev: null,
    }));
    const pages = await readFirstNewsPages('en', read);
    expect(Object.keys(pages)).toEqual(['all', 'fair', 'newspaper', 'press', 'product']);
    expect(pages.all).toEqual({ items: [expect.objectContaining({ id: 'all', href: '/en/news/k-2025-messe-duesseldorf/' })], next: cursor });
    expect(pages.press.items[0]).toMatchObject({ id: 'press', category: 'press' });
    expect(read).toHaveBeenCalledWith('en', { size: newsPageSize });
    expect(read).toHaveBeenCalledWith('en', { size: newsPageSize, category: 'newspaper' });
  });
});
