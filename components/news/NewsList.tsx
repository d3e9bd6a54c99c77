import { getTranslations } from 'next-intl/server';
import { Section } from '@/components/blocks/Section';
import { newsCategoryFilters } from '@/lib/news/news-category-filter';
import { newsListPath } from '@/lib/news/news-list-routes';
import type { NewsListPageData } from '@/lib/news/news-pages';
import { newsFeedPath } from '@/lib/news/news-rss';
import type { Locale } from '@/lib/routing/locales';
import type { NewsFilterOption, NewsListLabels } from './news-labels';
import { NewsBrowser } from './NewsBrowser';
import { NewsCategoryFilter } from './NewsCategoryFilter';
import styles from './NewsList.module.scss';

/** The section of the list: the filter's and the pages' links jump to it. */
const sectionId = 'news-list';

type NewsListProps = {
  locale: Locale;
  /** The page of the list to show. */
  data: NewsListPageData;
};

/**
 * One page of a news list with the category filter, "show more" and the page navigation. The HTML as
 * served holds the page's news and plain links to every other list and page (what a reader without
 * JavaScript, or a crawler, follows); the island then extends the list in place.
 */
export async function NewsList({ locale, data }: NewsListProps) {
  const t = await getTranslations({ locale, namespace: 'News' });
  const labels: NewsListLabels = {
    categories: {
      all: t('categories.all'),
      fair: t('categories.fair'),
      newspaper: t('categories.newspaper'),
      press: t('categories.press'),
      product: t('categories.product'),
    },
    categoryPrefix: t('categoryPrefix'),
    publishedPrefix: t('publishedPrefix'),
    readArticle: t('readArticle'),
    filterLabel: t('filterLabel'),
    showMore: t('showMore'),
    loading: t('loading'),
    loaded: t('loaded'),
    loadError: t('loadError'),
    retry: t('retry'),
    empty: t('empty'),
    paginationLabel: t('paginationLabel'),
    pagePrefix: t('pagePrefix'),
  };
  const options: NewsFilterOption[] = newsCategoryFilters.map((filter) => ({
    filter,
    label: labels.categories[filter],
    href: `${newsListPath(locale, { filter, page: 1 })}#${sectionId}`,
  }));
  const { location, items, page, pageCount } = data;

  return (
    <Section id={sectionId} heading={t('listHeading')}>
      <NewsCategoryFilter label={labels.filterLabel} options={options} current={location.filter} />
      <NewsBrowser
        // Another list or page is another island: nothing read for one shows in the other.
        key={`${location.filter}/${page}`}
        locale={locale}
        filter={location.filter}
        start={{ items, page, pageCount }}
        labels={labels}
        anchor={sectionId}
      />
      <p className={styles.feed}>
        <a href={newsFeedPath(locale)} type="application/rss+xml" className={styles.feedLink}>
          {t('rssLink')}
        </a>
      </p>
    </Section>
  );
}
