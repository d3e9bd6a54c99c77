// The production build that `npm start`, `npm run cluster` and the benchmarks serve: the site's build in
// its dist folder (scripts/site-build.mjs) and the server entry (`dist/server.mjs`, scripts/build-server.mjs), each made again
// when it is missing or a source file is newer than it; Next.js's build also when it was made for
// another CMS or public origin than the environment names (scripts/build-target.mjs).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildServer, serverEntry } from './build-server.mjs';
import { buildTargetChange, keptTarget } from './build-target.mjs';
import { buildSite } from './site-build.mjs';

export const root = new URL('..', import.meta.url).pathname;

/** The dist folder, as next.config.ts chooses it. */
export const distDir = process.env.NEXT_DIST_DIR || '.next';

export { serverEntry };

const sources = ['app', 'components', 'content', 'i18n', 'lib', 'messages', 'public', 'proxy.ts', 'server.ts', 'next.config.ts', 'package-lock.json'];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stats.mtimeMs);
}

const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

const newestSourceChange = () => Math.max(...sources.map((source) => newestChange(join(root, source))));

/**
 * Why Next.js's build in `folder` must be made again for `env`, in words for the console, or undefined
 * when it can be served as it is.
 */
export function reasonToBuild(folder = distDir, env = process.env, changedAt = newestSourceChange()) {
  const nextBuiltAt = builtAt(resolve(root, folder, 'BUILD_ID'));
  if (nextBuiltAt === 0) return `No production build in ${folder} yet`;
  if (nextBuiltAt < changedAt) return 'Sources changed since the last build';
  return buildTargetChange(folder, env);
}

/** Builds what is missing or stale; returns the exit status (0 when nothing was to do). */
export async function buildWhenStale() {
  const changedAt = newestSourceChange();
  const reason = reasonToBuild(distDir, process.env, changedAt);
  if (reason) {
    console.log(`> ${reason}: building.`);
    // A variable the environment leaves unset keeps what the build was made for, in the new build too.
    const kept = keptTarget(distDir, process.env);
    for (const [name, value] of Object.entries(kept)) console.log(`> ${name} is not set: building for the build's ${value}.`);
    Object.assign(process.env, kept);
    const status = await buildSite();
    if (status !== 0) return status;
  }
  if (builtAt(serverEntry) < changedAt) await buildServer();
  return 0;
}
