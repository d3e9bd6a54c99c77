import { describe, expect, it, vi } from 'vitest';
import { createBackendClient } from '@/lib/backend/client';
import { createEmbeddedTransport } from '@/lib/backend/embedded-transport';
import { listNews, readNewsPage } from '@/lib/backend/news';
import { newsPageSize } from '@/lib/news/news-api';
import { answerNewsPageRequest, readFirstNewsPages } from '@/lib/news/news-pages';
import { locales } from '@/lib/routing/locales';

vi.mock('server-only', () => ({}));

/** The embedded default of the project (`content/backend/news.json`), read the way the site reads it. */
const client = () => createBackendClient(createEmbeddedTransport());
const read: typeof readNewsPage = (locale, options) => readNewsPage(locale, options, client());

describe.each(locales)('paging the embedded news in %s through the endpoint', (locale) => {
  it('shows every news item once: the first page from the server, the rest page by page from the endpoint', async () => {
    const all = await listNews(locale, {}, client());
    const first = (await readFirstNewsPages(locale, read)).all;
    expect(first.items).toHaveLength(Math.min(newsPageSize, all.length));

    const shown = [...first.items];
    let next = first.next;
    for (let pages = 0; next !== null && pages < 20; pages += 1) {
      const answer = await answerNewsPageRequest(new URLSearchParams({ locale, cursor: next }), read);
      if (answer.status !== 200) throw new Error(`the endpoint answered ${answer.status}`);
      // The cursor travels through the browser: it names no origin.
      expect(next).not.toMatch(/^[a-z]+:/i);
      shown.push(...answer.body.items);
      next = answer.body.next;
    }
    expect(next).toBeNull();
    expect(shown.map((item) => item.id)).toEqual(all.map((item) => item.id));
  });

  it('reads each category on its own, first page and further ones', async () => {
    const pages = await readFirstNewsPages(locale, read);
    for (const category of ['fair', 'newspaper', 'press', 'product'] as const) {
      const expected = (await listNews(locale, { category }, client())).map((item) => item.id);
      expect(pages[category].items.every((item) => item.category === category)).toBe(true);
      expect(pages[category].items.map((item) => item.id)).toEqual(expected.slice(0, newsPageSize));
    }
  });
});
