import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeTable } from '@/lib/routing/route-table';
import { checkJavaScriptBudget, describeOverBudget } from '../../scripts/bench/budget.mjs';
import { prefetchedOnSight, routeIdOf, siteJavaScript } from './site-javascript';

// The JavaScript budget of scripts/bench/budget.mjs, held by the production build itself: every
// prerendered page, both languages, read from the build's manifests (scripts/bench/build-javascript.mjs),
// against the empty Next.js page computed from the same manifests. Runs after `next build` (a step of
// scripts/test.mjs of its own); `npm run bench` measures the same budget in a browser.
const site = siteJavaScript();
const checked = checkJavaScriptBudget(
  site.pages.map((page) => ({ ...page, label: `${page.path} (${page.routeId ?? 'no route'})` })),
  site.emptyGzipBytes,
);
const resultsFile = join(process.cwd(), 'bench', 'results.json');
const measured: { next: string; emptyPage: { gzipBytes: number } } | undefined = existsSync(resultsFile)
  ? JSON.parse(readFileSync(resultsFile, 'utf8'))
  : undefined;
const nextVersion: string = JSON.parse(readFileSync(join(process.cwd(), 'node_modules', 'next', 'package.json'), 'utf8')).version;

describe('the JavaScript budget of the production build', () => {
  it('covers every page of the route table in both languages', () => {
    const covered = new Set(site.pages.map((page) => `${page.routeId} ${page.path.split('/')[1]}`));
    for (const entry of routeTable) {
      for (const locale of ['de', 'en']) expect(covered, `${entry.id} (${locale})`).toContain(`${entry.id} ${locale}`);
    }
  });

  it('holds every page within its budget, with what it prefetches on sight', () => {
    expect(describeOverBudget(checked)).toEqual([]);
  });

  // Only a measurement with the same Next.js says what its empty page loads.
  it.runIf(measured?.next === nextVersion)('computes the empty page like the one the benchmark builds and measures (bench/results.json)', () => {
    expect(Math.abs(site.emptyGzipBytes / (measured?.emptyPage.gzipBytes ?? 0) - 1)).toBeLessThan(0.01);
  });

  it('counts pages prefetched on sight and leaves out those prefetched on intent', () => {
    expect(prefetchedOnSight('/')).toBe('/de');
    expect(prefetchedOnSight('/en/competences/development/')).toBe('/en/competences/development');
    expect(prefetchedOnSight('/kontakt/')).toBeUndefined();
    expect(prefetchedOnSight('/media/guide.pdf')).toBeUndefined();
    expect(routeIdOf('/de/contact')).toBe('contact');
    const home = site.pages.find((page) => page.path === '/de');
    expect(home?.gzipBytes).toBeGreaterThanOrEqual(home?.documentGzipBytes ?? Infinity);
  });
});
