// The JavaScript of a production build, read from its manifests, without a server or a browser: what
// tests/build/javascript-budget.test.ts holds against the budget (./budget.mjs), and the benchmark's
// cross-check of its measured empty page.
//
// - A page's scripts: the framework (`rootMainFiles` of build-manifest.json) and the entry chunks of
//   every segment its client reference manifest names (`entryJSFiles`: root layout, error and
//   not-found boundaries, the last-resort global error, the page), as the page's HTML names them.
//   `app/global-not-found` is left out: it renders only for paths outside the app, never with a page.
// - A page's client components: the site's `'use client'` modules of its client reference manifest
//   (`clientModules`), what tests/build/client-components.test.ts holds against its budget.
//   The polyfills are left out as well: they load only in browsers without ES modules (`nomodule`).
// - The empty page's scripts, computed: the framework and the chunks of Next.js's own client
//   components (`…/next/dist/client/components/builtin/…`), which an empty App Router page loads too.
//   Measured on 25 November 2026 (Next.js 16.4.6) this comes to within 0.2 kB of the real empty page
//   the benchmark builds (135,094 against 134,876 bytes, 0.2 %: the same framework, split into chunks a little
//   differently), so the budget needs no allowance beyond rounding; `npm run bench` prints both.
// - Sizes as `next start` sends a file to a browser that accepts gzip: gzip-compressed (zlib's default
//   level, as Next.js's compression), a file under 1 kB uncompressed (its threshold).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The bytes of a static file as sent to a browser that accepts gzip. */
export function servedGzipBytes(contents) {
  return contents.length < 1024 ? contents.length : gzipSync(contents).length;
}

/** build-manifest.json of a dist folder (`distPath`: absolute). */
export function readBuildManifest(distPath) {
  const file = join(distPath, 'build-manifest.json');
  if (!existsSync(file)) throw new Error(`no production build in ${distPath} (run \`npx next build\` first)`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** A route's client reference manifest (`server/app/…/page_client-reference-manifest.js`): a script that assigns one JSON object. */
export function readClientManifest(file) {
  const source = readFileSync(file, 'utf8');
  const json = source.match(/^globalThis\.__RSC_MANIFEST\["[^"]+"\]\s*=\s*(\{.*\});?\s*$/m)?.[1];
  if (!json) throw new Error(`${file}: not a client reference manifest`);
  return JSON.parse(json);
}

const builtinEntry = /\/next\/dist\/client\/components\/builtin\//;
const globalNotFoundEntry = /\/app\/global-not-found$/;

/** The script paths (`static/chunks/…`) a page of this manifest loads. */
export function pageScripts(buildManifest, clientManifest) {
  const entries = Object.entries(clientManifest.entryJSFiles ?? {}).filter(([entry]) => !globalNotFoundEntry.test(entry));
  return [...new Set([...buildManifest.rootMainFiles, ...entries.flatMap(([, files]) => files)])];
}

/** The script paths the empty Next.js page loads: the framework and Next.js's own client components. */
export function emptyPageScripts(buildManifest, clientManifest) {
  const entries = Object.entries(clientManifest.entryJSFiles ?? {}).filter(([entry]) => builtinEntry.test(entry));
  if (entries.length === 0) throw new Error("the client reference manifest names none of Next.js's own client components");
  return [...new Set([...buildManifest.rootMainFiles, ...entries.flatMap(([, files]) => files)])];
}

/**
 * The site's client components a page of this manifest loads: the `'use client'` modules that server
 * components render (each one a boundary React hydrates from the server's payload), as paths of the
 * project (`components/header/SiteHeader.tsx`). Next.js's own and the packages' are left out.
 */
export function siteClientComponents(clientManifest) {
  const paths = Object.keys(clientManifest.clientModules ?? {})
    .filter((key) => key.startsWith('[project]/') && !key.includes('/node_modules/'))
    .map((key) => key.slice('[project]/'.length).replace(/ <[^>]*>$/, ''));
  return [...new Set(paths)].sort();
}

/** Sums the served gzip bytes of script paths (`static/chunks/…`) of a dist folder, each file read once. */
export function scriptBytes(distPath, scripts, cache = new Map()) {
  let total = 0;
  for (const script of scripts) {
    if (!cache.has(script)) cache.set(script, servedGzipBytes(readFileSync(join(distPath, script))));
    total += cache.get(script);
  }
  return total;
}

/**
 * Every page the build prerendered under the app's `[locale]` segment (prerender-manifest.json), with
 * the JavaScript it loads. Links prefetch only on intent (components/navigation/LinkNavigation.tsx),
 * so nothing of another page loads with it. `routeIdOf(path)`: the route id of an internal path
 * (`/de/contact`), for its budget.
 */
export function buildPagesJavaScript(distPath, { routeIdOf }) {
  const buildManifest = readBuildManifest(distPath);
  const { routes } = JSON.parse(readFileSync(join(distPath, 'prerender-manifest.json'), 'utf8'));
  const htmlOf = (path) => join(distPath, 'server', 'app', `${path}.html`);
  const manifests = new Map();
  const manifestOf = (srcRoute) => {
    if (!manifests.has(srcRoute)) manifests.set(srcRoute, readClientManifest(join(distPath, 'server', 'app', srcRoute, 'page_client-reference-manifest.js')));
    return manifests.get(srcRoute);
  };
  const pages = Object.entries(routes).filter(([path, route]) => route.srcRoute?.startsWith('/[locale]') && existsSync(htmlOf(path)));
  if (pages.length === 0) throw new Error(`${distPath}: no prerendered pages`);
  const sizes = new Map();
  const emptyScripts = emptyPageScripts(buildManifest, manifestOf(pages[0][1].srcRoute));
  return {
    emptyScripts,
    emptyGzipBytes: scriptBytes(distPath, emptyScripts, sizes),
    pages: pages.map(([path, { srcRoute }]) => {
      const manifest = manifestOf(srcRoute);
      return {
        path,
        routeId: routeIdOf(path) ?? null,
        gzipBytes: scriptBytes(distPath, pageScripts(buildManifest, manifest), sizes),
        clientComponents: siteClientComponents(manifest),
      };
    }),
  };
}
