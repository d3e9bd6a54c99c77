import type { NewsCategoryFilter } from './news-category-filter';

/**
 * The record store of the news list (site-spec §4): `INITIAL` while only the page the server rendered
 * is shown, `LOADING` while the browser reads a further page, then `SUCCESS` or `ERROR`; `reset`
 * (another category) returns to `INITIAL`. A page that fails to load keeps everything shown and its
 * error, so the reader can try again. Pure: the news list's island feeds it the events.
 */
export type NewsListStatus = 'INITIAL' | 'LOADING' | 'SUCCESS' | 'ERROR';

export interface NewsListPage<Item> {
  items: Item[];
  /** The cursor of the page after this one; null on the last page. */
  next: string | null;
}

export interface NewsListState<Item extends { id: string }> {
  status: NewsListStatus;
  /** The filter whose records the store holds. */
  category: NewsCategoryFilter;
  /** Counts resets, so an answer to a request made before the last reset is dropped. */
  generation: number;
  /** The first page: rendered by the server. */
  first: NewsListPage<Item>;
  /** The further pages read in the browser, in order. */
  pages: NewsListPage<Item>[];
  /** What the list shows: the first page and the further pages, each record once. */
  items: Item[];
  /** The cursor of the page "show more" reads; null when every page is shown. */
  next: string | null;
  /** Why the last page load failed; kept until a page arrives or the store is reset. */
  error: string | null;
}

export type NewsListEvent<Item> =
  /** The reader asks for the next page (or again after a failure). */
  | { type: 'load' }
  /** The further pages read so far, the one just asked for included. */
  | { type: 'loaded'; generation: number; pages: NewsListPage<Item>[] }
  | { type: 'failed'; generation: number; error: string }
  /** Another category: its first page, nothing loaded yet. */
  | { type: 'reset'; category: NewsCategoryFilter; first: NewsListPage<Item> };

function uniqueItems<Item extends { id: string }>(pages: readonly NewsListPage<Item>[]): Item[] {
  const seen = new Set<string>();
  // A record published while the reader pages on moves the others down one place: show it once.
  return pages.flatMap((page) =>
    page.items.filter((item) => {
      if (seen.has(item.id)) return false;
      seen.add(item.id);
      return true;
    }),
  );
}

function freshState<Item extends { id: string }>(category: NewsCategoryFilter, first: NewsListPage<Item>, generation: number): NewsListState<Item> {
  return { status: 'INITIAL', category, generation, first, pages: [], items: uniqueItems([first]), next: first.next, error: null };
}

/** The store of a category as the server rendered it. */
export function initialNewsList<Item extends { id: string }>(start: { category: NewsCategoryFilter; first: NewsListPage<Item> }): NewsListState<Item> {
  return freshState(start.category, start.first, 0);
}

/** Whether "show more" may read a page now: there is one, and none is being read. */
export function canLoadMore(state: NewsListState<{ id: string }>): boolean {
  return state.next !== null && state.status !== 'LOADING';
}

export function newsListReducer<Item extends { id: string }>(state: NewsListState<Item>, event: NewsListEvent<Item>): NewsListState<Item> {
  switch (event.type) {
    case 'load':
      return canLoadMore(state) ? { ...state, status: 'LOADING' } : state;
    case 'loaded': {
      if (state.status !== 'LOADING' || event.generation !== state.generation) return state;
      const last = event.pages.at(-1);
      return {
        ...state,
        status: 'SUCCESS',
        pages: event.pages,
        items: uniqueItems([state.first, ...event.pages]),
        next: last ? last.next : state.first.next,
        error: null,
      };
    }
    case 'failed':
      if (state.status !== 'LOADING' || event.generation !== state.generation) return state;
      return { ...state, status: 'ERROR', error: event.error };
    case 'reset':
      return freshState(event.category, event.first, state.generation + 1);
  }
}
