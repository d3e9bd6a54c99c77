// The production build that `npm start` and `npm run bench` serve: built again when its dist folder
// has none yet or when a source file is newer than it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

/** The dist folder, as next.config.ts chooses it. */
export const distDir = process.env.NEXT_DIST_DIR || '.next';

const sources = ['app', 'components', 'content', 'i18n', 'lib', 'messages', 'public', 'proxy.ts', 'next.config.ts', 'package-lock.json'];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stats.mtimeMs);
}

/** Runs `next build` when the build is missing or stale; returns its exit status (0 when nothing was to do). */
export function buildWhenStale() {
  const buildId = join(root, distDir, 'BUILD_ID');
  const builtAt = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
  const changedAt = Math.max(...sources.map((source) => newestChange(join(root, source))));
  if (builtAt >= changedAt) return 0;
  console.log(builtAt === 0 ? `> No production build in ${distDir} yet: building first.` : '> Sources changed since the last build: building again.');
  const result = spawnSync('npx', ['next', 'build'], { cwd: root, stdio: 'inherit' });
  return result.status ?? 1;
}
