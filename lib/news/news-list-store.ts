/**
 * The record store of the news list (site-spec §4): `INITIAL` while only the page the server rendered
 * is shown, `LOADING` while the browser reads a further page, then `SUCCESS` or `ERROR`. A page that
 * fails to load keeps everything shown and its error, so the reader can try again.
 *
 * The store holds the pages read; which of them are shown follows the address: the page the URL names
 * (`/news/seite/3/`) is the last one shown, from the page the server rendered on. So "show more" reads
 * the next page and then moves the address on, and the back button (the address moving back) shows
 * fewer again. Pure: the news list's island feeds it the events.
 */
export type NewsListStatus = 'INITIAL' | 'LOADING' | 'SUCCESS' | 'ERROR';

export interface NewsListState<Item extends { id: string }> {
  status: NewsListStatus;
  /** The page the server rendered (from 1) and its news. */
  start: number;
  first: readonly Item[];
  /** How many pages the list has, as the last answer said. */
  pageCount: number;
  /** The further pages read in the browser, by their number. */
  loaded: Readonly<Record<number, readonly Item[]>>;
  /** The page being read, or the one whose reading failed last. */
  pending: number | null;
  /** Why the last page load failed; kept until a page arrives. */
  error: string | null;
}

export type NewsListEvent<Item> =
  /** The reader asks for a page (or again after a failure), or the address names one not read yet. */
  | { type: 'load'; page: number }
  | { type: 'loaded'; page: number; items: readonly Item[]; pageCount: number }
  | { type: 'failed'; page: number; error: string };

/** The store of a list as the server rendered one page of it. */
export function initialNewsList<Item extends { id: string }>(start: { page: number; items: readonly Item[]; pageCount: number }): NewsListState<Item> {
  return { status: 'INITIAL', start: start.page, first: start.items, pageCount: start.pageCount, loaded: {}, pending: null, error: null };
}

export function newsListReducer<Item extends { id: string }>(state: NewsListState<Item>, event: NewsListEvent<Item>): NewsListState<Item> {
  switch (event.type) {
    case 'load':
      if (state.status === 'LOADING' || event.page <= state.start || event.page in state.loaded) return state;
      return { ...state, status: 'LOADING', pending: event.page };
    case 'loaded':
      if (state.status !== 'LOADING' || event.page !== state.pending) return state;
      return {
        ...state,
        status: 'SUCCESS',
        loaded: { ...state.loaded, [event.page]: event.items },
        pageCount: event.pageCount,
        pending: null,
        error: null,
      };
    case 'failed':
      if (state.status !== 'LOADING' || event.page !== state.pending) return state;
      return { ...state, status: 'ERROR', error: event.error };
  }
}

/** The page an address asks to show through: from the server's page up to the last page of the list. */
export function wantedPage(state: NewsListState<{ id: string }>, addressPage: number | undefined): number {
  if (addressPage === undefined || addressPage < state.start) return state.start;
  return Math.min(addressPage, Math.max(state.pageCount, state.start));
}

/** The last page shown: the wanted one, or the last before the first page not read yet. */
export function shownThrough(state: NewsListState<{ id: string }>, wanted: number): number {
  let page = state.start;
  while (page < wanted && page + 1 in state.loaded) page += 1;
  return page;
}

/** The first page the address wants that has not been read yet, if any. */
export function missingPage(state: NewsListState<{ id: string }>, wanted: number): number | undefined {
  const through = shownThrough(state, wanted);
  return through < wanted ? through + 1 : undefined;
}

/** What the list shows through a page: the server's page and the further pages read, each record once. */
export function visibleNews<Item extends { id: string }>(state: NewsListState<Item>, through: number): Item[] {
  const seen = new Set<string>();
  const pages = [state.first];
  for (let page = state.start + 1; page <= through; page += 1) pages.push(state.loaded[page] ?? []);
  // A record published while the reader pages on moves the others down one place: show it once.
  return pages.flatMap((items) =>
    items.filter((item) => {
      if (seen.has(item.id)) return false;
      seen.add(item.id);
      return true;
    }),
  );
}

/** Whether "show more" may read the page after `through` now: there is one, and none is being read. */
export function canLoadMore(state: NewsListState<{ id: string }>, through: number): boolean {
  return through < state.pageCount && state.status !== 'LOADING';
}
