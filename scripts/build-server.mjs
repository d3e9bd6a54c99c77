#!/usr/bin/env node
// The server entry's build: `server.ts` and the site modules it imports (the front of lib/request/) in one
// ES module, `dist/server.mjs`, which Node runs as it is. Packages (next, zod, …) stay imports from
// node_modules. Part of `npm run build`; `npm start` runs it when the entry is missing or stale.
import { build } from 'esbuild';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

export const serverEntry = join(root, 'dist', 'server.mjs');

/** The part of Varnish's configuration made from the site (lib/edge/varnish-site-vcl.ts), for deploy/varnish/lumoplast.vcl. */
export const siteVclFile = join(root, 'dist', 'varnish', 'site.vcl');
/** nginx's own error pages, made from the site (lib/edge/front-error-pages.ts), for scripts/cluster/services.mjs. */
export const nginxErrorPagesFile = join(root, 'dist', 'nginx', 'error-pages.json');

/** How esbuild bundles the site's TypeScript for Node.js: one ES module, the project's paths (`@/…`). */
const nodeBundle = { bundle: true, platform: 'node', format: 'esm', target: 'node20', tsconfig: join(root, 'tsconfig.json'), logLevel: 'warning' };

export async function buildServer() {
  await build({ ...nodeBundle, entryPoints: [join(root, 'server.ts')], outfile: serverEntry, packages: 'external' });
  await buildSiteVcl();
  await buildNginxErrorPages();
}

/**
 * A module of the site (a path from the project's root, e.g. `lib/edge/varnish-site-vcl.ts`) imported into
 * a plain Node.js script: bundled with what it imports into a file of its own in dist/, imported, deleted.
 * `serverOnly`: a module of the server's (`import 'server-only'`, which then imports nothing); its
 * packages stay imports from node_modules.
 */
export async function importSiteModule(path, { serverOnly = false } = {}) {
  const bundle = join(root, 'dist', `${path.replace(/[^a-z0-9]+/gi, '-')}-${process.pid}.mjs`);
  const server = serverOnly ? { packages: 'external', alias: { 'server-only': join(root, 'node_modules', 'server-only', 'empty.js') } } : {};
  await build({ ...nodeBundle, ...server, entryPoints: [join(root, path)], outfile: bundle });
  try {
    return await import(`${bundle}?${Date.now()}`);
  } finally {
    rmSync(bundle, { force: true });
  }
}

async function buildSiteVcl() {
  const { siteVcl } = await importSiteModule('lib/edge/varnish-site-vcl.ts');
  mkdirSync(join(root, 'dist', 'varnish'), { recursive: true });
  writeFileSync(siteVclFile, siteVcl());
}

/** nginx's own error pages and their headers (lib/edge/front-error-pages.ts), for `nginxConfig` (scripts/cluster/services.mjs). */
async function buildNginxErrorPages() {
  const { nginxErrorPages } = await importSiteModule('lib/edge/front-error-pages.ts');
  mkdirSync(dirname(nginxErrorPagesFile), { recursive: true });
  writeFileSync(nginxErrorPagesFile, JSON.stringify(nginxErrorPages()));
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
