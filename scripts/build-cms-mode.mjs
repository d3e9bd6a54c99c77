#!/usr/bin/env node
// `npm run build:cms`: the production build in CMS mode (`.next-cms`) that the end-to-end tests of the cms
// and cluster projects, and the soak, run: built against the test JSON:API server (tests/e2e/cms/
// cms-server.mjs), which runs only while it builds. `npm test` makes it beside the embedded build.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = new URL('..', import.meta.url).pathname;
export const cmsEnvironment = JSON.parse(readFileSync(join(root, 'tests/e2e/cms/cms-environment.json'), 'utf8'));

/**
 * Builds the CMS mode; `run(command, args, env)` runs the build and resolves whether it exited 0
 * (scripts/test.mjs passes its own, which prefixes the lines). Resolves whether the build succeeded.
 */
export async function buildCmsMode(run, env = {}) {
  const cms = cmsEnvironment;
  // A fresh build: Next.js keeps fetched data across builds in the dist folder, and the tests change it.
  rmSync(join(root, cms.distDir), { recursive: true, force: true });
  const server = spawn(process.execPath, ['tests/e2e/cms/cms-server.mjs'], { cwd: root, stdio: 'ignore' });
  try {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const up = await fetch(`http://localhost:${cms.cmsPort}/__admin/requests`).then(() => true, () => false);
      if (up) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const buildEnv = {
      ...env,
      NEXT_DIST_DIR: cms.distDir,
      BACKEND_URL: `http://localhost:${cms.cmsPort}/v1/`,
      BACKEND_TOKEN: cms.token,
      REVALIDATE_SECRET: cms.revalidateSecret,
      // A public origin no instance listens on: every answer must name it, never an instance's address.
      SITE_URL: cms.siteUrl,
    };
    return await run(process.execPath, ['scripts/site-build.mjs'], buildEnv);
  } finally {
    server.kill();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const ok = await buildCmsMode((command, args, env) => spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status === 0);
  process.exit(ok ? 0 : 1);
}
