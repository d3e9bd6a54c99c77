import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { Section } from '@/components/blocks/Section';
import { newsCategoryFilters, newsListHref, type NewsCategoryFilter as Filter } from '@/lib/news/news-category-filter';
import { newsFeedPath } from '@/lib/news/news-rss';
import type { NewsTeaserPage } from '@/lib/news/news-teaser';
import type { Locale } from '@/lib/routing/locales';
import type { NewsFilterOption, NewsListLabels } from './news-labels';
import { NewsBrowser } from './NewsBrowser';
import { NewsCategoryFilter } from './NewsCategoryFilter';
import { NewsTeaserList } from './NewsTeaserList';
import styles from './NewsList.module.scss';

type NewsListProps = {
  locale: Locale;
  /** The first page of every choice of the filter. */
  firstPages: Readonly<Record<Filter, NewsTeaserPage>>;
};

/**
 * The news of a language with the category filter and "show more". The HTML as served lists the
 * first page of all news (what a reader without JavaScript sees); the island then follows the
 * category in the URL and reads further pages.
 */
export async function NewsList({ locale, firstPages }: NewsListProps) {
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
  };
  const options: NewsFilterOption[] = newsCategoryFilters.map((filter) => ({
    filter,
    label: labels.categories[filter],
    href: newsListHref(locale, filter),
  }));

  return (
    <Section id="news-list" heading={t('listHeading')}>
      <Suspense
        fallback={
          <>
            <NewsCategoryFilter label={labels.filterLabel} options={options} current="all" />
            <NewsTeaserList items={firstPages.all.items} locale={locale} labels={labels} empty={labels.empty} />
          </>
        }
      >
        <NewsBrowser locale={locale} firstPages={firstPages} options={options} labels={labels} />
      </Suspense>
      <p className={styles.feed}>
        <a href={newsFeedPath(locale)} type="application/rss+xml" className={styles.feedLink}>
          {t('rssLink')}
        </a>
      </p>
    </Section>
  );
}
