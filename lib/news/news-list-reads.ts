import type { Locale } from '@/lib/routing/locales';
import { newsApiUrl } from './news-api';
import type { NewsCategoryFilter } from './news-category-filter';

/**
 * What the news list's island reads in the browser (site-spec §4), and what it shows of it. The server
 * rendered one page of a list, the island's start; the browser reads the pages after it from
 * `/api/news/`, one at a time and in order (components/news/useNewsList.ts holds them with swr's
 * `useSWRInfinite`), so the pages read are always the run of pages right after the start.
 *
 * Which of them are shown follows the address: the page the URL names (`/news/seite/3/`) is the last
 * one shown. So "show more" reads the next page and then moves the address on, and the back button
 * (the address moving back) shows fewer again without forgetting the pages read. Pure: no React.
 */

/** A page of a list as the island holds it: the server's, or one read from the endpoint. */
export interface NewsListPage<Item extends { id: string }> {
  items: readonly Item[];
  /** From 1. */
  page: number;
  pageCount: number;
}

/**
 * `INITIAL` while only the server's page was ever shown, `LOADING` while the browser reads a page,
 * then `SUCCESS`, or `ERROR` when that read failed: everything shown stays, and the reader can try again.
 */
export type NewsListStatus = 'INITIAL' | 'LOADING' | 'SUCCESS' | 'ERROR';

/**
 * The key of each page after the server's (`index` 0 is the next one): its address on the endpoint.
 * None past the list's last page, as the page before says; so the server's page itself, and any page
 * before it, is never read in the browser.
 */
export function newsPageKey(locale: Locale, filter: NewsCategoryFilter, start: NewsListPage<{ id: string }>) {
  return (index: number, previous: NewsListPage<{ id: string }> | null): string | null => {
    const page = start.page + 1 + index;
    return page <= (previous ?? start).pageCount ? newsApiUrl({ locale, filter, page }) : null;
  };
}

/** How many pages the list has, as the last page read says (or the server's, before any). */
export function newsListPageCount(start: NewsListPage<{ id: string }>, read: readonly NewsListPage<{ id: string }>[]): number {
  return (read.at(-1) ?? start).pageCount;
}

/** The page an address asks to show through: from the server's page up to the last page of the list. */
export function wantedPage(start: number, pageCount: number, addressPage: number | undefined): number {
  if (addressPage === undefined || addressPage < start) return start;
  return Math.min(addressPage, Math.max(pageCount, start));
}

/** The last page shown: the wanted one, or the last one read before it. */
export function shownThrough(start: number, readCount: number, wanted: number): number {
  return start + Math.min(Math.max(wanted - start, 0), readCount);
}

/** What the list shows through a page: the server's page and the pages read after it, each record once. */
export function visibleNews<Item extends { id: string }>(start: NewsListPage<Item>, read: readonly NewsListPage<Item>[], through: number): Item[] {
  const seen = new Set<string>();
  const pages = [start, ...read.slice(0, Math.max(through - start.page, 0))];
  // A record published while the reader pages on moves the others down one place: show it once.
  return pages.flatMap(({ items }) =>
    items.filter((item) => {
      if (seen.has(item.id)) return false;
      seen.add(item.id);
      return true;
    }),
  );
}

/** Where the reads stand: a page being read, the last read failed, pages read or none yet. */
export function newsListStatus(reads: { reading: boolean; failed: boolean; readCount: number }): NewsListStatus {
  if (reads.reading) return 'LOADING';
  if (reads.failed) return 'ERROR';
  return reads.readCount > 0 ? 'SUCCESS' : 'INITIAL';
}

/** Whether "show more" may go on past `through` now: there is a further page, and none is being read. */
export function canLoadMore(status: NewsListStatus, through: number, pageCount: number): boolean {
  return through < pageCount && status !== 'LOADING';
}
