import { join } from 'node:path';
import { localizedPath, matchPath, matchRenderedPath } from '@/lib/routing/paths';
import type { RouteId } from '@/lib/routing/route-table';
import { buildPagesJavaScript } from '../../scripts/bench/build-javascript.mjs';

/** The production build `npm test` makes before this test runs (NEXT_DIST_DIR, as next.config.ts). */
export const distPath = join(process.cwd(), process.env.NEXT_DIST_DIR || '.next');

/**
 * The internal path (`/de/contact`, as the build's prerender manifest names pages) of the page a link
 * leads to, when links prefetch that page on sight (route table: `prefetch: 'visible'`).
 */
export function prefetchedOnSight(href: string): string | undefined {
  const match = matchPath(href.split(/[?#]/)[0] ?? href);
  if (!match || match.entry.prefetch !== 'visible') return undefined;
  // The English path without its prefix is the internal pathname (lib/routing/route-table.ts).
  const english = localizedPath(match.entry.id as RouteId, 'en', match.params).slice('/en'.length);
  return `/${match.locale}${english}`.replace(/(.)\/$/, '$1');
}

/** The route id of a prerendered page's internal path, for its budget. */
export const routeIdOf = (path: string) => matchRenderedPath(`${path}/`)?.entry.id;

/** The JavaScript of every prerendered page of the site's build. */
export const siteJavaScript = (dist = distPath) => buildPagesJavaScript(dist, { routeIdOf, prefetchedOnSight });
