import { describe, expect, it } from 'vitest';
import { canLoadMore, initialNewsList, newsListReducer, type NewsListEvent, type NewsListState } from '@/lib/news/news-list-store';

type Item = { id: string };
const item = (id: string): Item => ({ id });
const first = { items: [item('a'), item('b')], next: 'news?page%5Bnumber%5D=2' };
const second = { items: [item('c'), item('d')], next: 'news?page%5Bnumber%5D=3' };
const third = { items: [item('e')], next: null };

const run = (state: NewsListState<Item>, ...events: NewsListEvent<Item>[]) => events.reduce(newsListReducer<Item>, state);
const start = () => initialNewsList<Item>({ category: 'all', first });

describe('the record store of the news list', () => {
  it('starts INITIAL with the page the server rendered', () => {
    const state = start();
    expect(state).toMatchObject({ status: 'INITIAL', category: 'all', items: first.items, next: first.next, pages: [], error: null, generation: 0 });
    expect(canLoadMore(state)).toBe(true);
  });

  it('goes INITIAL → LOADING when the reader asks for more', () => {
    const state = run(start(), { type: 'load' });
    expect(state.status).toBe('LOADING');
    expect(state.items).toEqual(first.items);
    expect(canLoadMore(state)).toBe(false);
  });

  it('ignores a second request while a page is loading', () => {
    const loading = run(start(), { type: 'load' });
    expect(newsListReducer(loading, { type: 'load' })).toBe(loading);
  });

  it('goes LOADING → SUCCESS and appends the page that arrived', () => {
    const state = run(start(), { type: 'load' }, { type: 'loaded', generation: 0, pages: [second] });
    expect(state.status).toBe('SUCCESS');
    expect(state.items.map(({ id }) => id)).toEqual(['a', 'b', 'c', 'd']);
    expect(state.next).toBe(second.next);
  });

  it('goes SUCCESS → LOADING → SUCCESS for every further page until the last', () => {
    const state = run(
      start(),
      { type: 'load' },
      { type: 'loaded', generation: 0, pages: [second] },
      { type: 'load' },
      { type: 'loaded', generation: 0, pages: [second, third] },
    );
    expect(state.items.map(({ id }) => id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(state.next).toBeNull();
    expect(canLoadMore(state)).toBe(false);
    expect(newsListReducer(state, { type: 'load' })).toBe(state);
  });

  it('shows a record that moved to the next page only once', () => {
    const state = run(start(), { type: 'load' }, { type: 'loaded', generation: 0, pages: [{ items: [item('b'), item('c')], next: null }] });
    expect(state.items.map(({ id }) => id)).toEqual(['a', 'b', 'c']);
  });

  it('goes LOADING → ERROR when a page fails, keeping what is shown and the error', () => {
    const loaded = run(start(), { type: 'load' }, { type: 'loaded', generation: 0, pages: [second] });
    const failed = run(loaded, { type: 'load' }, { type: 'failed', generation: 0, error: 'The news endpoint answered 502' });
    expect(failed.status).toBe('ERROR');
    expect(failed.error).toBe('The news endpoint answered 502');
    expect(failed.items).toEqual(loaded.items);
    expect(failed.pages).toEqual(loaded.pages);
    expect(failed.next).toBe(second.next);
    expect(canLoadMore(failed)).toBe(true);
  });

  it('retries from ERROR: LOADING keeps the error until the page arrives, SUCCESS clears it', () => {
    const failed = run(start(), { type: 'load' }, { type: 'failed', generation: 0, error: 'offline' });
    const retrying = run(failed, { type: 'load' });
    expect(retrying).toMatchObject({ status: 'LOADING', error: 'offline', items: first.items });
    const recovered = run(retrying, { type: 'loaded', generation: 0, pages: [second] });
    expect(recovered).toMatchObject({ status: 'SUCCESS', error: null });
    expect(recovered.items).toHaveLength(4);
  });

  it('resets to INITIAL with the first page of another category', () => {
    const fairFirst = { items: [item('f')], next: null };
    const busy = run(start(), { type: 'load' }, { type: 'loaded', generation: 0, pages: [second] }, { type: 'load' });
    const reset = run(busy, { type: 'reset', category: 'fair', first: fairFirst });
    expect(reset).toMatchObject({ status: 'INITIAL', category: 'fair', items: fairFirst.items, next: null, pages: [], error: null, generation: 1 });
  });

  it('resets from ERROR and forgets the error', () => {
    const failed = run(start(), { type: 'load' }, { type: 'failed', generation: 0, error: 'offline' });
    expect(run(failed, { type: 'reset', category: 'all', first })).toMatchObject({ status: 'INITIAL', error: null, items: first.items });
  });

  it('drops an answer to a request made before the last reset', () => {
    const reset = run(start(), { type: 'load' }, { type: 'reset', category: 'press', first }, { type: 'load' });
    expect(run(reset, { type: 'loaded', generation: 0, pages: [second] })).toBe(reset);
    expect(run(reset, { type: 'failed', generation: 0, error: 'late' })).toBe(reset);
    expect(run(reset, { type: 'loaded', generation: 1, pages: [second] }).status).toBe('SUCCESS');
  });

  it('ignores answers nobody waits for', () => {
    const initial = start();
    expect(run(initial, { type: 'loaded', generation: 0, pages: [] })).toBe(initial);
    expect(run(initial, { type: 'failed', generation: 0, error: 'x' })).toBe(initial);
  });

  it('does not load when the server page was the only one', () => {
    const single = initialNewsList<Item>({ category: 'product', first: { items: [item('p')], next: null } });
    expect(canLoadMore(single)).toBe(false);
    expect(newsListReducer(single, { type: 'load' })).toBe(single);
  });
});
