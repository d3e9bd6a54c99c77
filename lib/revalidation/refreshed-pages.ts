import 'server-only';
import type { BackendClient } from '@/lib/backend/client';
import { listDownloads } from '@/lib/backend/downloads';
import { listCollection } from '@/lib/backend/record-collections';
import { locales } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';
import { isRecordCollection, recordRoutes } from '@/lib/routing/record-routes';
import type { RouteId } from '@/lib/routing/route-table';
import { newsFeedPath } from '@/lib/news/news-rss';
import type { RevalidationType } from './webhook-body';

/** The fixed pages built from each type's records, in both languages. */
const listPages: Record<RevalidationType, readonly RouteId[]> = {
  jobs: [recordRoutes.jobs.list],
  news: [recordRoutes.news.list],
  downloads: ['downloads'],
};

/** The other documents built from each type's records: the sitemap lists jobs and news, the feeds news. */
const otherDocuments: Record<RevalidationType, readonly string[]> = {
  jobs: ['/sitemap.xml'],
  news: ['/sitemap.xml', ...locales.map(newsFeedPath)],
  downloads: [],
};

/** The record pages of a type: the path of every record of both languages (downloads have none, but are read all the same). */
async function recordPaths(type: RevalidationType, client: BackendClient): Promise<string[]> {
  const perLocale = await Promise.all(
    locales.map(async (locale) => {
      if (!isRecordCollection(type)) {
        await listDownloads(locale, client);
        return [];
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
 * the list pages of both languages, every record's page, the sitemap and the feeds. Rejects with
 * `BackendError` when the backend does not answer, so the caller knows the records could not be read.
 */
export async function refreshedPagesOf(type: RevalidationType, client: BackendClient): Promise<string[]> {
  return [...fixedPagesOf(type), ...(await recordPaths(type, client))];
}
