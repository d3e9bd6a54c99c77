import type { Download } from '@/lib/cms/resources/download';
import type { JobOffer } from '@/lib/cms/resources/job-offer';
import type { NewsItem } from '@/lib/cms/resources/news-item';
import type { SitemapRecord } from '@/lib/metadata/sitemap';
import { filterNewsByCategory } from '@/lib/news/news-category-filter';
import { newsListLocations, newsListPath, newsListSizes, newsPageCount, type NewsListLocation } from '@/lib/news/news-list-routes';
import { newsTeaserPage, type NewsListPageData } from '@/lib/news/news-pages';
import { newsFeedPath } from '@/lib/news/news-rss';
import { locales, otherLocale, type Locale } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';
import type { CollectionSnapshots, SluggedShelf } from './collection-snapshot';
import type { StoreCollection } from './collections';

/**
 * What each page built from the content store shows: a pure function of the store's snapshots. A page
 * renders its view (read through `lib/content-store/page-reads.ts`), and the sync compares every page's
 * view before and after a change (`changedPages`), so exactly the pages whose view changed are renewed.
 */

/** How the site names a record's translation: its language and clean slug. */
export type TranslationAddress = Pick<JobOffer, 'locale' | 'slug'>;

/** Where the record of the other language that shares `item`'s translation key is. */
function translationIn(
  shelves: Record<Locale, Pick<SluggedShelf<JobOffer | NewsItem>, 'byTranslationKey'>>,
  item: Pick<JobOffer, 'locale' | 'translationKey'>,
): TranslationAddress | undefined {
  const other = shelves[otherLocale(item.locale)].byTranslationKey.get(item.translationKey);
  return other && { locale: other.locale, slug: other.slug };
}

/** Another vacancy as a job's page links it. */
export type FurtherJob = Pick<JobOffer, 'id' | 'slug' | 'title'>;

/** How many other vacancies a job's page lists. */
export const furtherJobCount = 5;

export interface JobOfferView {
  job: JobOffer;
  translation?: TranslationAddress;
  furtherJobs: FurtherJob[];
}

export function jobOffersView(jobs: CollectionSnapshots['jobs'], locale: Locale): readonly JobOffer[] {
  return jobs[locale].items;
}

export function jobOfferView(jobs: CollectionSnapshots['jobs'], locale: Locale, slug: string): JobOfferView | undefined {
  const job = jobs[locale].bySlug.get(slug);
  if (!job) return undefined;
  const furtherJobs = jobs[locale].items
    .filter((other) => other.id !== job.id)
    .slice(0, furtherJobCount)
    .map(({ id, slug: otherSlug, title }) => ({ id, slug: otherSlug, title }));
  const translation = translationIn(jobs, job);
  return { job, ...(translation && { translation }), furtherJobs };
}

export function downloadsView(downloads: CollectionSnapshots['downloads'], locale: Locale): readonly Download[] {
  return downloads[locale].items;
}

export interface NewsArticleView {
  item: NewsItem;
  translation?: TranslationAddress;
}

export function newsArticleView(news: CollectionSnapshots['news'], locale: Locale, slug: string): NewsArticleView | undefined {
  const item = news[locale].bySlug.get(slug);
  if (!item) return undefined;
  const translation = translationIn(news, item);
  return { item, ...(translation && { translation }) };
}

/** A page of a news list, or undefined for a page beyond its last (page 1 always exists). */
export function newsListView(news: CollectionSnapshots['news'], locale: Locale, location: NewsListLocation): NewsListPageData | undefined {
  const page = newsTeaserPage(filterNewsByCategory(news[locale].items, location.filter), locale, location.page);
  if (!page) return undefined;
  const otherHasPage = location.page <= newsPageCount(filterNewsByCategory(news[otherLocale(locale)].items, location.filter).length);
  return { ...page, location, languages: otherHasPage ? [locale, otherLocale(locale)] : [locale] };
}

/** What the feed of a language shows of each article. */
export type FeedItem = Pick<NewsItem, 'title' | 'slug' | 'teaser' | 'category' | 'publishedAt'>;

export function newsFeedView(news: CollectionSnapshots['news'], locale: Locale): FeedItem[] {
  return news[locale].items.map(({ title, slug, teaser, category, publishedAt }) => ({ title, slug, teaser, category, publishedAt }));
}

export interface SitemapView {
  jobOffers: SitemapRecord[];
  news: SitemapRecord[];
}

export function sitemapView(jobs: CollectionSnapshots['jobs'], news: CollectionSnapshots['news']): SitemapView {
  return {
    jobOffers: locales.flatMap((locale) => jobs[locale].items.map(({ translationKey, slug, publishedAt }) => ({ locale, translationKey, slug, publishedAt }))),
    news: locales.flatMap((locale) => news[locale].items.map(({ translationKey, slug, publishedAt, category }) => ({ locale, translationKey, slug, publishedAt, category }))),
  };
}

export const sitemapPath = '/sitemap.xml';

/** Every page built from a collection, by its path, each with its view (computed when asked). */
export function pagesOf(collection: StoreCollection, snapshots: CollectionSnapshots): Map<string, () => unknown> {
  const pages = new Map<string, () => unknown>();
  for (const locale of locales) {
    if (collection === 'jobs') {
      pages.set(localizedPath('careers.jobOffers', locale), () => jobOffersView(snapshots.jobs, locale));
      for (const job of snapshots.jobs[locale].items) {
        pages.set(localizedPath('careers.jobOffer', locale, { slug: job.slug }), () => jobOfferView(snapshots.jobs, locale, job.slug));
      }
    } else if (collection === 'news') {
      for (const location of newsListLocations(newsListSizes(snapshots.news[locale].items))) {
        pages.set(newsListPath(locale, location), () => newsListView(snapshots.news, locale, location));
      }
      for (const item of snapshots.news[locale].items) {
        pages.set(localizedPath('news.article', locale, { slug: item.slug }), () => newsArticleView(snapshots.news, locale, item.slug));
      }
      pages.set(newsFeedPath(locale), () => newsFeedView(snapshots.news, locale));
    } else {
      pages.set(localizedPath('downloads', locale), () => downloadsView(snapshots.downloads, locale));
    }
  }
  if (collection !== 'downloads') pages.set(sitemapPath, () => sitemapView(snapshots.jobs, snapshots.news));
  return pages;
}
