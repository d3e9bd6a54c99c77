import { describe, expect, it } from 'vitest';
import {
  canLoadMore,
  initialNewsList,
  missingPage,
  newsListReducer,
  shownThrough,
  visibleNews,
  wantedPage,
  type NewsListEvent,
  type NewsListState,
} from '@/lib/news/news-list-store';

type Item = { id: string };
const items = (...ids: string[]): Item[] => ids.map((id) => ({ id }));

const run = (state: NewsListState<Item>, ...events: NewsListEvent<Item>[]) => events.reduce(newsListReducer<Item>, state);
/** The server rendered page 1 of a list of three pages. */
const start = (page = 1) => initialNewsList<Item>({ page, items: items('a', 'b'), pageCount: 3 });
const ids = (state: NewsListState<Item>, through: number) => visibleNews(state, through).map(({ id }) => id);

describe('the record store of the news list', () => {
  it('starts INITIAL with the page the server rendered', () => {
    const state = start();
    expect(state).toMatchObject({ status: 'INITIAL', start: 1, pageCount: 3, loaded: {}, pending: null, error: null });
    expect(ids(state, 1)).toEqual(['a', 'b']);
    expect(canLoadMore(state, 1)).toBe(true);
  });

  it('goes INITIAL → LOADING when a page is asked for, and takes no second request meanwhile', () => {
    const loading = run(start(), { type: 'load', page: 2 });
    expect(loading).toMatchObject({ status: 'LOADING', pending: 2 });
    expect(canLoadMore(loading, 1)).toBe(false);
    expect(newsListReducer(loading, { type: 'load', page: 3 })).toBe(loading);
  });

  it('does not read the server’s page, one before it, or one read already', () => {
    const onPage2 = start(2);
    expect(newsListReducer(onPage2, { type: 'load', page: 2 })).toBe(onPage2);
    expect(newsListReducer(onPage2, { type: 'load', page: 1 })).toBe(onPage2);
    const read = run(start(), { type: 'load', page: 2 }, { type: 'loaded', page: 2, items: items('c'), pageCount: 3 });
    expect(newsListReducer(read, { type: 'load', page: 2 })).toBe(read);
  });

  it('goes LOADING → SUCCESS and keeps the page that arrived, with the number of pages it names', () => {
    const state = run(start(), { type: 'load', page: 2 }, { type: 'loaded', page: 2, items: items('c', 'd'), pageCount: 4 });
    expect(state).toMatchObject({ status: 'SUCCESS', pending: null, pageCount: 4, loaded: { 2: items('c', 'd') } });
    expect(ids(state, 2)).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(state, 1)).toEqual(['a', 'b']);
  });

  it('drops an answer to a page it did not ask for', () => {
    const loading = run(start(), { type: 'load', page: 2 });
    expect(newsListReducer(loading, { type: 'loaded', page: 3, items: items('x'), pageCount: 3 })).toBe(loading);
    expect(newsListReducer(loading, { type: 'failed', page: 3, error: 'late' })).toBe(loading);
    expect(newsListReducer(start(), { type: 'loaded', page: 2, items: items('x'), pageCount: 3 })).toEqual(start());
  });

  it('goes LOADING → ERROR keeping what is shown, and LOADING → SUCCESS on the next try', () => {
    const failed = run(start(), { type: 'load', page: 2 }, { type: 'failed', page: 2, error: 'The news endpoint answered 502' });
    expect(failed).toMatchObject({ status: 'ERROR', pending: 2, error: 'The news endpoint answered 502' });
    expect(ids(failed, 2)).toEqual(['a', 'b']);
    expect(canLoadMore(failed, 1)).toBe(true);
    const retried = run(failed, { type: 'load', page: 2 }, { type: 'loaded', page: 2, items: items('c'), pageCount: 3 });
    expect(retried).toMatchObject({ status: 'SUCCESS', error: null });
  });

  it('shows each record once when a publish moved it onto the next page', () => {
    const state = run(start(), { type: 'load', page: 2 }, { type: 'loaded', page: 2, items: items('b', 'c'), pageCount: 3 });
    expect(ids(state, 2)).toEqual(['a', 'b', 'c']);
  });
});

describe('what the address shows', () => {
  const read = (state: NewsListState<Item>, page: number, ...ids: string[]) =>
    run(state, { type: 'load', page }, { type: 'loaded', page, items: items(...ids), pageCount: state.pageCount });

  it('wants the page the address names, from the server’s page to the last page', () => {
    const state = start(2);
    expect(wantedPage(state, undefined)).toBe(2);
    expect(wantedPage(state, 1)).toBe(2);
    expect(wantedPage(state, 3)).toBe(3);
    expect(wantedPage(state, 9)).toBe(3);
  });

  it('shows through the wanted page as far as the pages are read, and names the first missing one', () => {
    const state = start();
    expect(shownThrough(state, 3)).toBe(1);
    expect(missingPage(state, 3)).toBe(2);
    const withSecond = read(state, 2, 'c', 'd');
    expect(shownThrough(withSecond, 3)).toBe(2);
    expect(missingPage(withSecond, 3)).toBe(3);
    const withAll = read(withSecond, 3, 'e');
    expect(shownThrough(withAll, 3)).toBe(3);
    expect(missingPage(withAll, 3)).toBeUndefined();
    expect(ids(withAll, shownThrough(withAll, 3))).toEqual(['a', 'b', 'c', 'd', 'e']);
    // The address moved back (the back button): fewer pages are shown, none is read again.
    expect(shownThrough(withAll, 2)).toBe(2);
    expect(missingPage(withAll, 1)).toBeUndefined();
  });

  it('has nothing more to read on the last page', () => {
    const state = read(read(start(), 2, 'c'), 3, 'd');
    expect(canLoadMore(state, 3)).toBe(false);
    expect(canLoadMore(state, 2)).toBe(true);
  });
});
