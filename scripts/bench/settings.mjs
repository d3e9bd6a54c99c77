// The benchmark's settings, from the environment: the Lighthouse categories, how often each page is
// measured, whether the build is checked for staleness and where the results go.
import { join } from 'node:path';
import { root } from '../production-build.mjs';

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/** BENCH_PAGES set: only some page types are measured, and the results go to bench/partial.tmp/. */
export const partialRun = Boolean(process.env.BENCH_PAGES?.trim());

// Lighthouse's scores vary from run to run (mostly TBT, with the machine's load): each page is
// measured several times and the median run reported.
export const runs = Number(process.env.BENCH_RUNS ?? 3);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`BENCH_RUNS must be a whole number ≥ 1, not ${process.env.BENCH_RUNS}`);

/**
 * BENCH_SKIP_BUILD=1: measure NEXT_DIST_DIR and dist/server.mjs as they are, without the staleness
 * check of `npm start` (for a copy of a build while others change the sources and rebuild `.next`).
 */
export const skipBuild = process.env.BENCH_SKIP_BUILD === '1';

/**
 * BENCH_THROTTLING=devtools: Lighthouse throttles the load itself (slow 4G and a 4 × slower CPU applied
 * while the page loads) instead of simulating it from an unthrottled load (`simulate`, its default and the
 * figure of record). Lantern's simulation counts every script that arrived before the paint it observed
 * into LCP (lcp-graph.mjs); the applied throttling measures when the paint came. Its results go to
 * bench/devtools.tmp/, so the simulated ones in bench/results.json stay the record.
 */
export const throttlingMethod = process.env.BENCH_THROTTLING?.trim() || 'simulate';
if (!['simulate', 'devtools'].includes(throttlingMethod)) throw new Error(`BENCH_THROTTLING must be simulate or devtools, not ${process.env.BENCH_THROTTLING}`);

const resultsFolder = [...(throttlingMethod === 'devtools' ? ['devtools.tmp'] : []), ...(partialRun ? ['partial.tmp'] : [])];
export const resultsFile = join(root, 'bench', ...resultsFolder, 'results.json');
export const reportsDir = join(root, 'bench', 'lighthouse.tmp');
