import 'server-only';
import type { BackendClient } from '@/lib/backend/client';
import { listDownloads } from '@/lib/backend/downloads';
import { listJobOffers } from '@/lib/backend/job-offers';
import { listNews } from '@/lib/backend/news';
import { locales } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';
import type { RouteId } from '@/lib/routing/route-table';
import { newsFeedPath } from '@/lib/news/news-rss';
import type { RevalidationType } from './webhook-body';

/** The fixed pages built from each type's records, in both languages. */
const listPages: Record<RevalidationType, readonly RouteId[]> = {
  jobs: ['careers.jobOffers'],
  news: ['news'],
  downloads: ['downloads'],
};

/** The other documents built from each type's records: the sitemap lists jobs and news, the feeds news. */
const otherDocuments: Record<RevalidationType, readonly string[]> = {
  jobs: ['/sitemap.xml'],
  news: ['/sitemap.xml', ...locales.map(newsFeedPath)],
  downloads: [],
};

/** The record pages of a type: the path of every record of both languages. */
async function recordPaths(type: RevalidationType, client: BackendClient): Promise<string[]> {
  const perLocale = await Promise.all(
    locales.map(async (locale) => {
      if (type === 'jobs') return (await listJobOffers(locale, client)).map((job) => localizedPath('careers.jobOffer', locale, { slug: job.slug }));
      if (type === 'news') return (await listNews(locale, {}, client)).map((item) => localizedPath('news.article', locale, { slug: item.slug }));
      await listDownloads(locale, client);
      return [];
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
