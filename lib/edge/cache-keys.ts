import { newsFeedPath } from '@/lib/news/news-rss';
import { isNewsListRoute } from '@/lib/news/news-list-routes';
import { locales } from '@/lib/routing/locales';
import { matchPath } from '@/lib/routing/paths';
import { collectionOfRecordPage, recordRoutes } from '@/lib/routing/record-routes';
import { backendTags, type BackendTag } from '@/lib/records/tags';

/**
 * The keys of an answer for the cache in front of the instances (Varnish's `xkey`, docs/operations.md,
 * "The cache in front"): the cache tags of the backend's collections the answer is built from (`jobs`,
 * `news`, `downloads`, the tags the webhook expires) and one key for its path. The webhook purges a
 * type's key and the keys of the refreshed paths, so every variant of those answers (both languages,
 * the RSC payloads of client navigations, the visitors' language variants) goes at once.
 */
export const cacheKeysHeader = 'xkey';

/** The key of one path (as requested: `/karriere-lumoplast/stellenangebote/`, without the query). */
export const pathKey = (pathname: string) => `path:${pathname}`;

/** The documents of the site built from the records that are no page of the route table. */
const documentTags: Readonly<Record<string, readonly BackendTag[]>> = {
  '/sitemap.xml': [backendTags.jobs, backendTags.news],
  ...Object.fromEntries(locales.map((locale) => [newsFeedPath(locale), [backendTags.news]])),
};

/**
 * The backend's tags an answer at `pathname` is built from, known from its route: the list and record
 * pages of jobs and news, the downloads page, the sitemap, the feeds. The same as the tags Next.js
 * records for the prerendered pages (tests/e2e/cluster/varnish.spec.ts compares them with the build's).
 */
export function backendTagsOfPath(pathname: string): readonly BackendTag[] {
  const document = documentTags[pathname];
  if (document) return document;
  const match = matchPath(pathname);
  if (!match) return [];
  const id = match.entry.id;
  const collection = collectionOfRecordPage(id) ?? (id === recordRoutes.jobs.list ? 'jobs' : isNewsListRoute(id) ? 'news' : undefined);
  if (collection) return [backendTags[collection]];
  return id === 'downloads' ? [backendTags.downloads] : [];
}

/** The header value: the tags, then the path's key, separated by spaces (a path holds none: it is sent percent-encoded). */
export function cacheKeysOf(pathname: string): string {
  return [...backendTagsOfPath(pathname), pathKey(pathname)].join(' ');
}
