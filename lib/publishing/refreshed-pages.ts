import 'server-only';
import type { BackendClient } from '@/lib/cms/client';
import { listDownloads } from '@/lib/records/downloads';
import { listCollection } from '@/lib/records/record-collections';
import { locales } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';
import { isRecordCollection, recordRoutes } from '@/lib/routing/record-routes';
import type { RouteId } from '@/lib/routing/route-table';
import { listNews } from '@/lib/records/news-items';
import { newsCategoryFilters } from '@/lib/news/news-category-filter';
import { newsListFirstRoute, newsListLocations, newsListPath, newsListSizes } from '@/lib/news/news-list-routes';
import { newsFeedPath } from '@/lib/news/news-rss';
import type { RevalidationType } from './webhook-body';

/** The fixed pages built from each type's records, in both languages: for news page 1 of every list (all news, each category). */
const listPages: Record<RevalidationType, readonly RouteId[]> = {
  jobs: [recordRoutes.jobs.list],
  news: newsCategoryFilters.map(newsListFirstRoute),
  downloads: ['downloads'],
};

/** The other documents built from each type's records: the sitemap lists jobs and news, the feeds news. */
const otherDocuments: Record<RevalidationType, readonly string[]> = {
  jobs: ['/sitemap.xml'],
  news: ['/sitemap.xml', ...locales.map(newsFeedPath)],
  downloads: [],
};

/**
 * The pages of a type that depend on its records: the path of every record of both languages, and for
 * news the further pages of each list (downloads have none, but are read all the same).
 */
async function recordPaths(type: RevalidationType, client: BackendClient): Promise<string[]> {
  const perLocale = await Promise.all(
    locales.map(async (locale) => {
      if (!isRecordCollection(type)) {
        await listDownloads(locale, client);
        return [];
      }
      if (type === 'news') {
        const news = await listNews(locale, {}, client);
        // The further pages of every news list (page 1 of each is a fixed page): `/news/seite/2/`, …
        const furtherPages = newsListLocations(newsListSizes(news)).filter((location) => location.page > 1);
        return [
          ...furtherPages.map((location) => newsListPath(locale, location)),
          ...news.map((item) => localizedPath(recordRoutes.news.record, locale, { slug: item.slug })),
        ];
      }
      const records = await listCollection(type, locale, client);
      return records.map((record) => localizedPath(recordRoutes[type].record, locale, { slug: record.slug }));
    }),
  );
  return perLocale.flat();
}

/** The pages and documents of a type that do not depend on its records: its lists, the sitemap, the feeds. */
export function fixedPagesOf(type: RevalidationType): string[] {
  return [...listPages[type].flatMap((id) => locales.map((locale) => localizedPath(id, locale))), ...otherDocuments[type]];
}

/**
 * Every page and document built from a type's records, read fresh from the backend through `client`:
 * the list pages of both languages (for news every page of every list), every record's page, the
 * sitemap and the feeds. Rejects with
 * `BackendError` when the backend does not answer, so the caller knows the records could not be read.
 */
export async function refreshedPagesOf(type: RevalidationType, client: BackendClient): Promise<string[]> {
  return [...fixedPagesOf(type), ...(await recordPaths(type, client))];
}
