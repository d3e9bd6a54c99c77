import { expect } from '@playwright/test';
import { test } from './site-test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { internalPathname, routeById } from '@/lib/routing/paths';
import { sitePages } from './site-pages';

/** The build's own record of what it prerendered (the `○`/`●` pages of `next build`). */
function prerenderedRoutes(): string[] {
  const manifest = JSON.parse(readFileSync(join(process.cwd(), '.next', 'prerender-manifest.json'), 'utf8')) as {
    routes: Record<string, unknown>;
  };
  return Object.keys(manifest.routes);
}

test('every page of the route table is prerendered at build time in both languages', () => {
  const prerendered = prerenderedRoutes();
  const missing = sitePages
    .map((page) => `/${page.locale}${internalPathname(routeById(page.id))}`.replace(/\/$/, ''))
    .filter((route) => !prerendered.includes(route));
  expect(missing).toEqual([]);
  expect(prerendered).toEqual(expect.arrayContaining(['/de/page-not-found', '/en/page-not-found']));
});
