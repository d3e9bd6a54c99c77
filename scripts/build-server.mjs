#!/usr/bin/env node
// The server entry's build: `server.ts` and the site modules it imports (the front of lib/request/) in one
// ES module, `dist/server.mjs`, which Node runs as it is. Packages (next, zod, …) stay imports from
// node_modules. Part of `npm run build`; `npm start` runs it when the entry is missing or stale.
import { build } from 'esbuild';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

export const serverEntry = join(root, 'dist', 'server.mjs');

/** The part of Varnish's configuration made from the site (lib/edge/varnish-site-vcl.ts), for deploy/varnish/lumoplast.vcl. */
export const siteVclFile = join(root, 'dist', 'varnish', 'site.vcl');

export async function buildServer() {
  await build({
    entryPoints: [join(root, 'server.ts')],
    outfile: serverEntry,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    tsconfig: join(root, 'tsconfig.json'),
    logLevel: 'warning',
  });
  await buildSiteVcl();
}

async function buildSiteVcl() {
  const bundle = join(root, 'dist', 'varnish', 'site-vcl.mjs');
  await build({
    entryPoints: [join(root, 'lib', 'edge', 'varnish-site-vcl.ts')],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    tsconfig: join(root, 'tsconfig.json'),
    logLevel: 'warning',
  });
  const { siteVcl } = await import(`${bundle}?${Date.now()}`);
  mkdirSync(join(root, 'dist', 'varnish'), { recursive: true });
  writeFileSync(siteVclFile, siteVcl());
  rmSync(bundle);
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
