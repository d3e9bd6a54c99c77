/**
 * The keys of an answer for the cache in front of the instances (Varnish's `xkey`, docs/operations.md,
 * "The cache in front"): one key for its path, the tag Next.js's page cache keeps the page under too
 * (`lib/content-store/page-reads.ts`). A change of the content store purges the paths of the pages it
 * changed, so every variant of those answers (the RSC payloads of client navigations included) goes at
 * once, and every other page stays.
 */
export const cacheKeysHeader = 'xkey';

/** The key of one path (as requested: `/karriere-lumoplast/stellenangebote/`, without the query). */
export const pathKey = (pathname: string) => `path:${pathname}`;

/** The tag of the page at a path in Next.js's page cache: the key the caches in front keep its answers under. */
export const pageTag = pathKey;

/** The header value (a path holds no space: it is sent percent-encoded). */
export function cacheKeysOf(pathname: string): string {
  return pathKey(pathname);
}
