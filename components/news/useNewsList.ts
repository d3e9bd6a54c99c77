'use client';

import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { newsApiUrl, readNewsPage } from '@/lib/news/news-api';
import type { NewsCategoryFilter } from '@/lib/news/news-category-filter';
import { newsListLocationOfPath, newsListPath } from '@/lib/news/news-list-routes';
import { canLoadMore, initialNewsList, missingPage, newsListReducer, shownThrough, visibleNews, wantedPage } from '@/lib/news/news-list-store';
import type { NewsTeaser, NewsTeaserPage } from '@/lib/news/news-teaser';
import type { Locale } from '@/lib/routing/locales';

/**
 * The news list of a page: the page the server rendered, and further pages read in the browser from
 * `/api/news/`. The address decides how far the list goes: "show more" reads the next page and then
 * moves the address on to that page's own (`history.pushState`, which Next.js's router follows), so a
 * reload opens that page and the back button shows the shorter list again. Opened at an address past
 * the server's page (back from an article to a list extended in place), it reads the missing pages.
 */
export function useNewsList(locale: Locale, filter: NewsCategoryFilter, start: NewsTeaserPage) {
  const [state, dispatch] = useReducer(newsListReducer<NewsTeaser>, start, initialNewsList<NewsTeaser>);
  const location = newsListLocationOfPath(usePathname());
  const wanted = wantedPage(state, location?.filter === filter ? location.page : undefined);
  const through = shownThrough(state, wanted);
  const missing = missingPage(state, wanted);

  // What the answer to a read meets: the address then, and whether the island is still there.
  const wantedNow = useRef(wanted);
  const reading = useRef<AbortController | null>(null);
  useEffect(() => {
    wantedNow.current = wanted;
  }, [wanted]);
  useEffect(() => () => reading.current?.abort(), []);

  const busy = state.status === 'LOADING';
  const read = useCallback(
    async (page: number) => {
      if (busy) return;
      dispatch({ type: 'load', page });
      const controller = new AbortController();
      reading.current = controller;
      try {
        const answer = await readNewsPage(newsApiUrl({ locale, filter, page }), controller.signal);
        dispatch({ type: 'loaded', page, items: answer.items, pageCount: answer.pageCount });
        // "Show more": the address moves on to the page now shown last. A page read because the
        // address already names a later one leaves the address as it is.
        if (wantedNow.current === page - 1) window.history.pushState(null, '', newsListPath(locale, { filter, page }));
      } catch (error) {
        if (controller.signal.aborted) return;
        dispatch({ type: 'failed', page, error: error instanceof Error ? error.message : String(error) });
      }
    },
    [busy, locale, filter],
  );

  // The address names a page further than those read (a fresh mount on it, or forward after back).
  useEffect(() => {
    if (missing !== undefined && state.status !== 'LOADING' && state.status !== 'ERROR') void read(missing);
  }, [missing, state.status, read]);

  /** Reads the page after the last one shown; after a failure, the page that failed. */
  const loadMore = useCallback(() => {
    if (canLoadMore(state, through)) void read(through + 1);
  }, [state, through, read]);

  return {
    state,
    /** The page the address names (the current page of the pagination). */
    currentPage: wanted,
    /** The last page shown. */
    through,
    items: visibleNews(state, through),
    loadMore,
  };
}
