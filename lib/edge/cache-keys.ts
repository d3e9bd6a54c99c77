import { newsFeedPath } from '@/lib/news/news-rss';
import { isNewsListRoute } from '@/lib/news/news-list-routes';
import { locales } from '@/lib/routing/locales';
import { matchPath } from '@/lib/routing/paths';
import { collectionOfRecordPage, recordRoutes } from '@/lib/routing/record-routes';
import { backendTags, recordsTag } from '@/lib/records/tags';

/**
 * The keys of an answer for the cache in front of the instances (Varnish's `xkey`, docs/operations.md,
 * "The cache in front"): the cache tags the answer is built from, as far as its path tells them (a
 * type's list tag for the pages that list it, `news:records` for an article), and one key for its path.
 * The webhook purges the keys of the tags it expired and of the paths it refreshed, so every variant of
 * those answers (the RSC payloads of client navigations included) goes at once, and an article stays
 * while another is published: its own record's change reaches it by its path.
 */
export const cacheKeysHeader = 'xkey';

/** The key of one path (as requested: `/karriere-lumoplast/stellenangebote/`, without the query). */
export const pathKey = (pathname: string) => `path:${pathname}`;

/** The documents of the site built from the records that are no page of the route table. */
const documentTags: Readonly<Record<string, readonly string[]>> = {
  '/sitemap.xml': [backendTags.jobs, backendTags.news],
  ...Object.fromEntries(locales.map((locale) => [newsFeedPath(locale), [backendTags.news]])),
};

/**
 * The type-wide tags an answer at `pathname` is built from, known from its route: the list tag of the
 * lists of jobs and news, of a job offer's page (its further vacancies), the downloads page, the
 * sitemap and the feeds; `news:records` of an article, which reads its own record. Each is among the
 * tags Next.js records for the prerendered page (tests/e2e/cluster/varnish.spec.ts compares them with the build's).
 */
export function backendTagsOfPath(pathname: string): readonly string[] {
  const document = documentTags[pathname];
  if (document) return document;
  const match = matchPath(pathname);
  if (!match) return [];
  const id = match.entry.id;
  if (collectionOfRecordPage(id) === 'news') return [recordsTag(backendTags.news)];
  const collection = collectionOfRecordPage(id) ?? (id === recordRoutes.jobs.list ? 'jobs' : isNewsListRoute(id) ? 'news' : undefined);
  if (collection) return [backendTags[collection]];
  return id === 'downloads' ? [backendTags.downloads] : [];
}

/** The header value: the tags, then the path's key, separated by spaces (a path holds none: it is sent percent-encoded). */
export function cacheKeysOf(pathname: string): string {
  return [...backendTagsOfPath(pathname), pathKey(pathname)].join(' ');
}
