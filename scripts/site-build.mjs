#!/usr/bin/env node
// The production build of the site for the environment (`NEXT_DIST_DIR`, `BACKEND_URL`, `SITE_URL`, …):
// 1. the content store's copy the build is made from: every collection read whole from the CMS (or the
//    embedded default) once (lib/content-store/build-seed.ts), into a folder of its own;
// 2. `next build`, whose pages read that copy (`CONTENT_STORE_SEED`), not the CMS;
// 3. the copy into the dist folder (`<distDir>/content-store/`), where every instance of the build starts
//    from it, and what the build was made for (`build-target.json`, scripts/build-target.mjs).
// `npm run build`, `npm start` (when stale), `npm run build:cms` and the benchmarks build through it.
import { spawnSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { importSiteModule } from './build-server.mjs';
import { writeBuildTarget } from './build-target.mjs';

const root = new URL('..', import.meta.url).pathname;

/** Builds the site into `NEXT_DIST_DIR` (default `.next`); answers the exit status. */
export async function buildSite(env = process.env) {
  const distDir = env.NEXT_DIST_DIR || '.next';
  const seed = join(root, '.data', 'build-seeds', `${basename(distDir)}-${process.pid}`);
  rmSync(seed, { recursive: true, force: true });
  try {
    const { writeBuildSeed } = await importSiteModule('lib/content-store/build-seed.ts', { serverOnly: true });
    const counts = await writeBuildSeed(seed);
    console.log(`> The content store's copy for the build: ${Object.entries(counts).map(([collection, count]) => `${count} ${collection}`).join(', ')}`);
  } catch (error) {
    console.error(`✖ The content could not be read for the build: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  try {
    const result = spawnSync('npx', ['next', 'build'], { cwd: root, stdio: 'inherit', env: { ...env, CONTENT_STORE_SEED: seed } });
    if (result.status !== 0) return result.status ?? 1;
    const copy = resolve(root, distDir, 'content-store');
    rmSync(copy, { recursive: true, force: true });
    cpSync(seed, copy, { recursive: true });
    writeBuildTarget(distDir, env);
    return 0;
  } finally {
    rmSync(seed, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exit(await buildSite());
