'use client';

import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef } from 'react';
import type { SWRConfiguration } from 'swr';
import useSWRInfinite, { type SWRInfiniteConfiguration } from 'swr/infinite';
import { parseNewsTeaserPage } from '@/lib/news/news-api';
import type { NewsCategoryFilter } from '@/lib/news/news-category-filter';
import { newsListLocationOfPath, newsListPath } from '@/lib/news/news-list-routes';
import {
  canLoadMore,
  newsListPageCount,
  newsListStatus,
  newsPageKey,
  shownThrough,
  visibleNews,
  wantedPage,
} from '@/lib/news/news-list-reads';
import type { NewsTeaserPage } from '@/lib/news/news-teaser';
import type { Locale } from '@/lib/routing/locales';

/** Reads a page from the site's own endpoint; a failed answer is an error with its status. */
async function fetchNewsPage(url: string, signal: AbortSignal | undefined): Promise<NewsTeaserPage> {
  const response = await fetch(url, { headers: { Accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`The news endpoint answered ${response.status}`);
  return parseNewsTeaserPage(await response.json());
}

/**
 * Each island reads into a cache of its own, dropped with it (swr's is one for the whole tab): another
 * list or page is another island, and nothing read for one shows in the other (NewsBrowser provides it).
 */
export const newsListCache: SWRConfiguration = { provider: () => new Map() };

/**
 * swr's defaults keep data fresh under a page left open; a page of this list is a snapshot of a static
 * site, read once, when the reader or the address asks for it:
 * - `initialSize: 0`, `revalidateOnMount: false`: nothing is read on mount. The server rendered the
 *   start page, and the keys begin after it, so the browser never reads that page again.
 * - `revalidateFirstPage: false`: reading the next page does not read the first one read again.
 * - `revalidateOnFocus`, `revalidateOnReconnect: false`: back to the tab or online, nothing is read.
 * - `shouldRetryOnError: false`: a failed read waits for the reader's "try again" under its message.
 */
const readOnce = {
  initialSize: 0,
  revalidateOnMount: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateFirstPage: false,
  shouldRetryOnError: false,
} satisfies SWRInfiniteConfiguration<NewsTeaserPage, Error>;

/**
 * The news list of a page: the page the server rendered, and further pages read in the browser from
 * `/api/news/`. The address decides how far the list goes: "show more" reads the next page and then
 * moves the address on to that page's own (`history.pushState`, which Next.js's router follows), so a
 * reload opens that page and the back button shows the shorter list again. Opened at an address past
 * the server's page (back from an article to a list extended in place), it reads the missing pages.
 */
export function useNewsList(locale: Locale, filter: NewsCategoryFilter, start: NewsTeaserPage) {
  // A read still running when the island goes (another category or page) is cancelled.
  const reading = useRef<AbortController | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    reading.current = controller;
    return () => controller.abort();
  }, []);

  const { data, error, isValidating, setSize } = useSWRInfinite<NewsTeaserPage, Error>(
    newsPageKey(locale, filter, start),
    (url: string) => fetchNewsPage(url, reading.current?.signal),
    readOnce,
  );
  const read = data ?? [];
  const pageCount = newsListPageCount(start, read);
  const location = newsListLocationOfPath(usePathname());
  const wanted = wantedPage(start.page, pageCount, location?.filter === filter ? location.page : undefined);
  const through = shownThrough(start.page, read.length, wanted);
  const status = newsListStatus({ reading: isValidating, failed: error !== undefined, readCount: read.length });

  // The address names a page further than those read (a fresh mount on it, or forward after back).
  useEffect(() => {
    if (through < wanted && status !== 'LOADING' && status !== 'ERROR') void setSize(read.length + 1);
  }, [through, wanted, status, read.length, setSize]);

  /** The page "show more" asked for, whose address the list moves on to once it is read. */
  const movingOnTo = useRef<number | null>(null);
  useEffect(() => {
    const page = movingOnTo.current;
    if (page === null || start.page + read.length < page) return;
    movingOnTo.current = null;
    // Unless the address moved meanwhile (back while the page was read): then it stays where it went.
    if (wanted === page - 1) window.history.pushState(null, '', newsListPath(locale, { filter, page }));
  }, [read.length, wanted, start.page, locale, filter]);

  /** Shows the page after the last one shown: read already (after back) or read now; after a failure, the page that failed. */
  const loadMore = useCallback(() => {
    if (!canLoadMore(status, through, pageCount)) return;
    const page = through + 1;
    if (page - start.page <= read.length) {
      window.history.pushState(null, '', newsListPath(locale, { filter, page }));
      return;
    }
    movingOnTo.current = page;
    void setSize(page - start.page);
  }, [status, through, pageCount, start.page, read.length, setSize, locale, filter]);

  return {
    status,
    pageCount,
    /** The page the address names (the current page of the pagination). */
    currentPage: wanted,
    /** The last page shown. */
    through,
    items: visibleNews(start, read, through),
    loadMore,
  };
}
