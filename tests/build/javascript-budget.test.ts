import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { internalPathname, parameterNames } from '@/lib/routing/paths';
import { routeTable } from '@/lib/routing/route-table';
import { checkJavaScriptBudget, describeOverBudget } from '../../scripts/bench/budget.mjs';
import { pageScripts, readBuildManifest, readClientManifest, scriptBytes } from '../../scripts/bench/build-javascript.mjs';
import { distPath, routeIdOf, siteJavaScript } from './site-javascript';

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
  // A route with parameters may have no page yet (a category's second page while it has six news or
  // fewer): the build still has its folder, whose own scripts are held to the budget instead.
  const uncovered = routeTable.filter((entry) => {
    const covered = new Set(site.pages.map((page) => `${page.routeId} ${page.path.split('/')[1]}`));
    return !['de', 'en'].every((locale) => covered.has(`${entry.id} ${locale}`));
  });

  it('covers every page of the route table in both languages, or the folder of a route with parameters without pages', () => {
    for (const entry of uncovered) expect(parameterNames(entry), `${entry.id} has no page in the build`).not.toEqual([]);
  });

  it.runIf(uncovered.length > 0)('holds the folders of routes with parameters but no page yet within their budget', () => {
    const buildManifest = readBuildManifest(distPath);
    const { dynamicRoutes } = JSON.parse(readFileSync(join(distPath, 'prerender-manifest.json'), 'utf8')) as {
      dynamicRoutes: Record<string, { routeRegex: string }>;
    };
    /** The folder that renders an internal path: of those whose pattern matches, the one with fewest parameters. */
    const folderOf = (path: string) =>
      Object.entries(dynamicRoutes)
        .filter(([, { routeRegex }]) => new RegExp(routeRegex).test(path))
        .map(([folder]) => folder)
        .sort((a, b) => a.split('[').length - b.split('[').length)[0];
    const folders = uncovered.map((entry) => {
      const internal = `/de${internalPathname(entry)}`.replace(/\[(\w+)\]/g, '2');
      const folder = folderOf(internal) ?? internal;
      const manifest = join(distPath, 'server', 'app', folder, 'page_client-reference-manifest.js');
      expect(existsSync(manifest), `${entry.id}: ${folder} is no page folder of the build`).toBe(true);
      return { label: `${folder} (${entry.id})`, routeId: entry.id, gzipBytes: scriptBytes(distPath, pageScripts(buildManifest, readClientManifest(manifest))) };
    });
    expect(describeOverBudget(checkJavaScriptBudget(folders, site.emptyGzipBytes))).toEqual([]);
  });

  it('holds every page within its budget', () => {
    expect(describeOverBudget(checked)).toEqual([]);
  });

  // Only a measurement with the same Next.js says what its empty page loads.
  it.runIf(measured?.next === nextVersion)('computes the empty page like the one the benchmark builds and measures (bench/results.json)', () => {
    expect(Math.abs(site.emptyGzipBytes / (measured?.emptyPage.gzipBytes ?? 0) - 1)).toBeLessThan(0.01);
  });

  it('knows the route of each internal path, for its budget', () => {
    expect(routeIdOf('/de/contact')).toBe('contact');
    expect(routeIdOf('/en')).toBe('home');
  });
});
