'use client';

import { useEffect, useRef, type MouseEvent } from 'react';
import { buttonClassName } from '@/components/action/button-class';
import type { NewsCategoryFilter } from '@/lib/news/news-category-filter';
import { newsListPath } from '@/lib/news/news-list-routes';
import type { NewsTeaserPage } from '@/lib/news/news-teaser';
import type { Locale } from '@/lib/routing/locales';
import type { NewsListLabels } from './news-labels';
import { NewsPagination } from './NewsPagination';
import { NewsTeaserList } from './NewsTeaserList';
import { useNewsList } from './useNewsList';
import styles from './NewsBrowser.module.scss';

type NewsBrowserProps = {
  locale: Locale;
  filter: NewsCategoryFilter;
  /** The page of the list the server rendered. */
  start: NewsTeaserPage;
  labels: NewsListLabels;
  /** The fragment the list's links jump to, so a page opened from them shows the list, not the top. */
  anchor: string;
};

/** A click the browser should handle itself: another tab or window, a download. */
const opensElsewhere = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * The island of the news list: the news of the page, "show more" and the pages of the list. As served
 * (and without JavaScript) "show more" is a link to the next page and the page numbers link to theirs;
 * with JavaScript "show more" appends the next page in place and moves the address on to it.
 */
export function NewsBrowser({ locale, filter, start, labels, anchor }: NewsBrowserProps) {
  const { state, items, through, currentPage, loadMore } = useNewsList(locale, filter, start);
  const listRef = useRef<HTMLUListElement>(null);
  /** Where the news added by the last "show more" start: focus goes to the first of them. */
  const firstAdded = useRef<number | null>(null);

  useEffect(() => {
    const index = firstAdded.current;
    if (index === null || items.length <= index) return;
    firstAdded.current = null;
    listRef.current?.querySelectorAll<HTMLElement>('[data-news-title]')[index]?.focus();
  }, [items.length]);

  const loading = state.status === 'LOADING';
  const failed = state.status === 'ERROR';
  const hasMore = through < state.pageCount;

  return (
    <>
      <NewsTeaserList ref={listRef} items={items} labels={labels} empty={labels.empty} busy={loading} />
      {failed && (
        <p role="alert" className={styles.error}>
          {labels.loadError}
        </p>
      )}
      {hasMore && (
        <div className={styles.more}>
          <a
            href={`${newsListPath(locale, { filter, page: through + 1 })}#${anchor}`}
            className={buttonClassName('primary', styles.moreButton)}
            aria-disabled={loading || undefined}
            onClick={(event) => {
              if (opensElsewhere(event)) return;
              event.preventDefault();
              if (loading) return;
              firstAdded.current = items.length;
              loadMore();
            }}
          >
            {loading ? labels.loading : failed ? labels.retry : labels.showMore}
          </a>
        </div>
      )}
      <NewsPagination
        label={labels.paginationLabel}
        pagePrefix={labels.pagePrefix}
        current={currentPage}
        pageCount={state.pageCount}
        href={(page) => `${newsListPath(locale, { filter, page })}#${anchor}`}
      />
      <p role="status" className={styles.visuallyHidden}>
        {state.status === 'SUCCESS' ? labels.loaded : ''}
      </p>
    </>
  );
}
