import { legacyNewsCategoryParameter, newsCategoryFilters } from '@/lib/news/news-category-filter';

/**
 * The query parameters the site reads on what the cache in front keeps (everything outside `/api/`,
 * which passes it as it is): Varnish drops every other before its lookup (`site_query` in site.vcl,
 * `varnish-site-vcl.ts`), so a made-up query (`?utm_source=…`) makes no copy of its own and reaches no
 * instance: the page answers as without it.
 * - `paths`: a regular expression over the path; the first rule that matches decides;
 * - `kept`: each kept parameter, by name and, where the site reads only some values, those values.
 * The client router's `_rsc` (a hash of its headers, which Varnish keys by itself) is one of the others.
 */
export type ReadQueryRule = { paths: string; kept: readonly { name: string; values?: readonly string[] }[] };

export const readQueryRules: readonly ReadQueryRule[] = [
  // Next.js's image endpoint: the file, its width and quality.
  { paths: '^/_next/image', kept: [{ name: 'url' }, { name: 'w' }, { name: 'q' }] },
  // Next.js's files: the deployment they belong to (`DEPLOYMENT_ID`), which it adds to their addresses.
  { paths: '^/_next/static/', kept: [{ name: 'dpl' }] },
  // Pages: the news list's old filter (redirected to the category's page).
  { paths: '', kept: [{ name: legacyNewsCategoryParameter, values: newsCategoryFilters }] },
];
