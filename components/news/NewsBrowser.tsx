'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import {
  filterNewsByCategory,
  newsCategoryParameter,
  parseNewsCategoryFilter,
  type NewsCategoryFilter as Filter,
} from '@/lib/news/news-category-filter';
import type { NewsTeaserPage } from '@/lib/news/news-teaser';
import type { Locale } from '@/lib/routing/locales';
import type { NewsFilterOption, NewsListLabels } from './news-labels';
import { NewsCategoryFilter } from './NewsCategoryFilter';
import { NewsTeaserList } from './NewsTeaserList';
import { useNewsList } from './useNewsList';
import styles from './NewsBrowser.module.scss';

type NewsBrowserProps = {
  locale: Locale;
  /** The first page of every choice of the filter, as the server read it. */
  firstPages: Readonly<Record<Filter, NewsTeaserPage>>;
  options: readonly NewsFilterOption[];
  labels: NewsListLabels;
};

/**
 * The island of the news list: reads the category from the URL (`?category=fair`), shows that
 * category's news and reads further pages when the reader asks for more. The page stays static: the
 * server renders the unfiltered list as this island's fallback.
 */
export function NewsBrowser({ locale, firstPages, options, labels }: NewsBrowserProps) {
  const category = parseNewsCategoryFilter(useSearchParams().get(newsCategoryParameter));
  const { state, loadMore } = useNewsList(locale, category, firstPages[category]);
  const listRef = useRef<HTMLUListElement>(null);
  /** Where the news added by the last "show more" start: focus goes to the first of them. */
  const firstAdded = useRef<number | null>(null);

  useEffect(() => {
    if (state.status !== 'SUCCESS' || firstAdded.current === null) return;
    const index = firstAdded.current;
    firstAdded.current = null;
    listRef.current?.querySelectorAll<HTMLElement>('[data-news-title]')[index]?.focus();
  }, [state.status, state.items]);

  // The backend filters by category already; this keeps a record of another category out all the same.
  const shown = filterNewsByCategory(state.items, category);
  const loading = state.status === 'LOADING';
  const failed = state.status === 'ERROR';

  return (
    <>
      <NewsCategoryFilter label={labels.filterLabel} options={options} current={category} />
      <NewsTeaserList ref={listRef} items={shown} locale={locale} labels={labels} empty={labels.empty} busy={loading} />
      {failed && (
        <p role="alert" className={styles.error}>
          {labels.loadError}
        </p>
      )}
      {state.next !== null && (
        <div className={styles.more}>
          <button
            type="button"
            className={styles.moreButton}
            aria-disabled={loading || undefined}
            onClick={() => {
              if (loading) return;
              firstAdded.current = shown.length;
              loadMore();
            }}
          >
            {loading ? labels.loading : failed ? labels.retry : labels.showMore}
          </button>
        </div>
      )}
      <p role="status" className={styles.visuallyHidden}>
        {state.status === 'SUCCESS' ? labels.loaded : ''}
      </p>
    </>
  );
}
