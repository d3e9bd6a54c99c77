import { describe, expect, it } from 'vitest';
import {
  canLoadMore,
  newsListPageCount,
  newsListStatus,
  newsPageKey,
  shownThrough,
  visibleNews,
  wantedPage,
  type NewsListPage,
} from '@/lib/news/news-list-reads';

type Item = { id: string };
const page = (number: number, pageCount: number, ...ids: string[]): NewsListPage<Item> => ({ items: ids.map((id) => ({ id })), page: number, pageCount });
/** The server rendered page 1 (or another) of a list of three pages. */
const start = (number = 1) => page(number, 3, 'a', 'b');
const ids = (server: NewsListPage<Item>, read: NewsListPage<Item>[], through: number) => visibleNews(server, read, through).map(({ id }) => id);
const status = (reading: boolean, failed: boolean, readCount: number) => newsListStatus({ reading, failed, readCount });

describe('the keys of the pages the browser reads', () => {
  it('start after the server’s page, on the endpoint, in the list’s language and category', () => {
    const key = newsPageKey('de', 'fair', start());
    expect(key(0, null)).toBe('/api/news/?locale=de&category=fair&page=2');
    expect(key(1, page(2, 3, 'c'))).toBe('/api/news/?locale=de&category=fair&page=3');
    expect(newsPageKey('en', 'all', start(2))(0, null)).toBe('/api/news/?locale=en&page=3');
  });

  it('end at the last page, as the page before says: the server’s page, or one read since', () => {
    expect(newsPageKey('de', 'all', start(3))(0, null)).toBeNull();
    const key = newsPageKey('de', 'all', start());
    expect(key(2, page(3, 3, 'e'))).toBeNull();
    // A publish added a page meanwhile: the answer's count goes.
    expect(key(2, page(3, 4, 'e'))).toBe('/api/news/?locale=de&page=4');
  });

  it('never name the server’s page or one before it: the first key is the page after it', () => {
    const pageOf = (url: string | null) => Number(new URL(url ?? '', 'http://localhost').searchParams.get('page'));
    expect(pageOf(newsPageKey('de', 'all', start(1))(0, null))).toBe(2);
    expect(pageOf(newsPageKey('de', 'all', start(2))(0, null))).toBe(3);
  });
});

describe('where the reads stand', () => {
  it('is INITIAL with only the server’s page, which is shown and may be followed by more', () => {
    expect(status(false, false, 0)).toBe('INITIAL');
    expect(ids(start(), [], 1)).toEqual(['a', 'b']);
    expect(canLoadMore('INITIAL', 1, 3)).toBe(true);
  });

  it('is LOADING while a page is read, and takes no "show more" meanwhile', () => {
    expect(status(true, false, 0)).toBe('LOADING');
    expect(canLoadMore('LOADING', 1, 3)).toBe(false);
  });

  it('is SUCCESS once a page arrived, whose number of pages counts from then on', () => {
    const read = [page(2, 4, 'c', 'd')];
    expect(status(false, false, 1)).toBe('SUCCESS');
    expect(newsListPageCount(start(), [])).toBe(3);
    expect(newsListPageCount(start(), read)).toBe(4);
    expect(ids(start(), read, 2)).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(start(), read, 1)).toEqual(['a', 'b']);
  });

  it('is ERROR after a failed read, keeping what is shown and offering another try; LOADING again on it', () => {
    expect(status(false, true, 0)).toBe('ERROR');
    expect(status(false, true, 1)).toBe('ERROR');
    expect(ids(start(), [], 2)).toEqual(['a', 'b']);
    expect(canLoadMore('ERROR', 1, 3)).toBe(true);
    expect(status(true, true, 0)).toBe('LOADING');
  });

  it('shows each record once when a publish moved it onto the next page', () => {
    expect(ids(start(), [page(2, 3, 'b', 'c')], 2)).toEqual(['a', 'b', 'c']);
  });
});

describe('what the address shows', () => {
  it('wants the page the address names, from the server’s page to the last page', () => {
    expect(wantedPage(2, 3, undefined)).toBe(2);
    expect(wantedPage(2, 3, 1)).toBe(2);
    expect(wantedPage(2, 3, 3)).toBe(3);
    expect(wantedPage(2, 3, 9)).toBe(3);
    // A list that shrank below the server's page still shows that page.
    expect(wantedPage(3, 2, 4)).toBe(3);
  });

  it('shows through the wanted page as far as the pages are read', () => {
    expect(shownThrough(1, 0, 3)).toBe(1);
    expect(shownThrough(1, 1, 3)).toBe(2);
    expect(shownThrough(1, 2, 3)).toBe(3);
    const read = [page(2, 3, 'c', 'd'), page(3, 3, 'e')];
    expect(ids(start(), read, shownThrough(1, 2, 3))).toEqual(['a', 'b', 'c', 'd', 'e']);
    // The address moved back (the back button): fewer pages are shown, and all stay read.
    expect(shownThrough(1, 2, 2)).toBe(2);
    expect(shownThrough(1, 2, 1)).toBe(1);
    expect(ids(start(), read, 1)).toEqual(['a', 'b']);
  });

  it('has nothing more to read on the last page', () => {
    expect(canLoadMore('SUCCESS', 3, 3)).toBe(false);
    expect(canLoadMore('SUCCESS', 2, 3)).toBe(true);
  });
});
