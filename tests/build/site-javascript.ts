import { join } from 'node:path';
import { matchRenderedPath } from '@/lib/routing/paths';
import { buildPagesJavaScript } from '../../scripts/bench/build-javascript.mjs';

/** The production build `npm test` makes before this test runs (NEXT_DIST_DIR, as next.config.ts). */
export const distPath = join(process.cwd(), process.env.NEXT_DIST_DIR || '.next');

/** The route id of a prerendered page's internal path, for its budget. */
export const routeIdOf = (path: string) => matchRenderedPath(`${path}/`)?.entry.id;

/** The JavaScript of every prerendered page of the site's build. */
export const siteJavaScript = (dist = distPath) => buildPagesJavaScript(dist, { routeIdOf });
