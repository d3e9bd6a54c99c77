'use client';

import { useCallback, useReducer } from 'react';
import useSWRInfinite from 'swr/infinite';
import type { Locale } from '@/lib/routing/locales';
import { newsApiUrl, parseNewsTeaserPage } from '@/lib/news/news-api';
import type { NewsCategoryFilter } from '@/lib/news/news-category-filter';
import { canLoadMore, initialNewsList, newsListReducer } from '@/lib/news/news-list-store';
import type { NewsTeaser, NewsTeaserPage } from '@/lib/news/news-teaser';

/** The key of one further page: which list (language, category, reset count) and its cursor. */
type PageKey = readonly ['news-page', Locale, NewsCategoryFilter, number, string];

/** Reads a page from the site's own endpoint; a failed answer is an error with its status. */
async function fetchNewsPage([, locale, , , cursor]: PageKey): Promise<NewsTeaserPage> {
  const response = await fetch(newsApiUrl({ locale, cursor }), { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`The news endpoint answered ${response.status}`);
  return parseNewsTeaserPage(await response.json());
}

/**
 * The news list of a category: the first page the server rendered, and further pages read in the
 * browser through swr (`/api/news/`) when the reader asks for them. The record store's reducer holds
 * what is shown and its status; swr reads, caches and reports each page. Another category resets
 * the store, and its pages are keyed apart, so an answer for the old one never lands in the new one.
 */
export function useNewsList(locale: Locale, category: NewsCategoryFilter, first: NewsTeaserPage) {
  const [state, dispatch] = useReducer(newsListReducer<NewsTeaser>, { category, first }, initialNewsList<NewsTeaser>);
  if (state.category !== category) dispatch({ type: 'reset', category, first });

  const { generation } = state;
  const firstCursor = state.first.next;
  const { setSize } = useSWRInfinite<NewsTeaserPage, Error, (index: number, previous: NewsTeaserPage | null) => PageKey | null>(
    (index, previous) => {
      const cursor = index === 0 ? firstCursor : previous?.next;
      return cursor ? ['news-page', locale, state.category, generation, cursor] : null;
    },
    fetchNewsPage,
    {
      // Nothing is read until the reader asks: the first page came with the HTML.
      initialSize: 0,
      revalidateOnMount: false,
      revalidateFirstPage: false,
      revalidateIfStale: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      shouldRetryOnError: false,
      onSuccess: (pages) => dispatch({ type: 'loaded', generation, pages }),
      onError: (error) => dispatch({ type: 'failed', generation, error: error.message }),
    },
  );

  const pagesShown = state.pages.length;
  const ready = canLoadMore(state);
  /** Reads the next page; after a failure, the page that failed. */
  const loadMore = useCallback(() => {
    if (!ready) return;
    dispatch({ type: 'load' });
    void setSize(pagesShown + 1);
  }, [ready, pagesShown, setSize]);

  return { state, loadMore };
}
