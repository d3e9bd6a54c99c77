import 'server-only';
import { unstable_cache } from 'next/cache';
import { draftMode } from 'next/headers';
import { pageTag } from '@/lib/edge/cache-keys';
import { newsListPath, type NewsListLocation } from '@/lib/news/news-list-routes';
import type { NewsListPageData } from '@/lib/news/news-pages';
import { newsFeedPath } from '@/lib/news/news-rss';
import { latestSnapshot } from '@/lib/publishing/preview-reads';
import type { Locale } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';
import type { CollectionSnapshots } from './collection-snapshot';
import {
  downloadsView,
  jobOffersView,
  jobOfferView,
  newsArticleView,
  newsFeedView,
  newsListView,
  sitemapPath,
  sitemapView,
  type FeedItem,
  type JobOfferView,
  type NewsArticleView,
  type SitemapView,
} from './page-views';
import { siteStore } from './site-store';
import type { Download } from '@/lib/cms/resources/download';
import type { JobOffer } from '@/lib/cms/resources/job-offer';

/**
 * What the pages read: their view of the content store (`page-views.ts`), never the CMS. Each page's
 * read goes through Next.js's `unstable_cache` tagged with the page's own path, which gives the page
 * that tag: a change of the store expires the tags of exactly the pages whose view it changed
 * (`lib/content-sync/`). In an editor's preview (draft mode) a page reads the CMS's latest version of
 * its collection instead, live and never kept (docs/architecture.md, "Preview").
 */

/** The store's snapshots as they are now, for what is never kept (generateStaticParams, the news endpoint). */
export const storeSnapshots = (): Promise<CollectionSnapshots> => siteStore().snapshots();

/** A page's view of the store, tagged with its path. */
function shownFromStore<View>(path: string, view: (snapshots: CollectionSnapshots) => View): Promise<View> {
  return unstable_cache(async () => view(await storeSnapshots()), ['content-store', path], { tags: [pageTag(path)] })();
}

const previewing = async () => (await draftMode()).isEnabled;

export async function jobOffersPage(locale: Locale): Promise<readonly JobOffer[]> {
  if (await previewing()) return jobOffersView(await latestSnapshot('jobs'), locale);
  return shownFromStore(localizedPath('careers.jobOffers', locale), (snapshots) => jobOffersView(snapshots.jobs, locale));
}

export async function jobOfferPage(locale: Locale, slug: string): Promise<JobOfferView | undefined> {
  if (await previewing()) return jobOfferView(await latestSnapshot('jobs'), locale, slug);
  return shownFromStore(localizedPath('careers.jobOffer', locale, { slug }), (snapshots) => jobOfferView(snapshots.jobs, locale, slug));
}

export async function downloadsPage(locale: Locale): Promise<readonly Download[]> {
  if (await previewing()) return downloadsView(await latestSnapshot('downloads'), locale);
  return shownFromStore(localizedPath('downloads', locale), (snapshots) => downloadsView(snapshots.downloads, locale));
}

export async function newsArticlePage(locale: Locale, slug: string): Promise<NewsArticleView | undefined> {
  if (await previewing()) return newsArticleView(await latestSnapshot('news'), locale, slug);
  return shownFromStore(localizedPath('news.article', locale, { slug }), (snapshots) => newsArticleView(snapshots.news, locale, slug));
}

export async function newsListPage(locale: Locale, location: NewsListLocation): Promise<NewsListPageData | undefined> {
  if (await previewing()) return newsListView(await latestSnapshot('news'), locale, location);
  return shownFromStore(newsListPath(locale, location), (snapshots) => newsListView(snapshots.news, locale, location));
}

/** The records the language switch finds a translation among (never kept): in a preview the CMS's latest, drafts included. */
export async function recordsToSwitchBetween(): Promise<Pick<CollectionSnapshots, 'jobs' | 'news'>> {
  if (!(await previewing())) return storeSnapshots();
  const [jobs, news] = await Promise.all([latestSnapshot('jobs'), latestSnapshot('news')]);
  return { jobs, news };
}

export function newsFeed(locale: Locale): Promise<FeedItem[]> {
  return shownFromStore(newsFeedPath(locale), (snapshots) => newsFeedView(snapshots.news, locale));
}

export function sitemapRecords(): Promise<SitemapView> {
  return shownFromStore(sitemapPath, (snapshots) => sitemapView(snapshots.jobs, snapshots.news));
}
