#!/usr/bin/env node
// `npm start`: serves the production build on http://localhost:3000 (PORT overrides the port).
// Builds first when there is no build yet or when a source file is newer than the build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const buildId = join(root, '.next', 'BUILD_ID');
const sources = ['app', 'components', 'content', 'i18n', 'lib', 'messages', 'public', 'proxy.ts', 'next.config.ts', 'package-lock.json'];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stats.mtimeMs);
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const builtAt = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
const changedAt = Math.max(...sources.map((source) => newestChange(join(root, source))));
if (builtAt < changedAt) {
  console.log(builtAt === 0 ? '> No production build yet: building first.' : '> Sources changed since the last build: building again.');
  run('npx', ['next', 'build']);
}

// Never bind 127.0.0.1 (DESIGN.md §9): next-intl's rewrites would loop. Leaving the host out binds all
// interfaces, and http://localhost:PORT as well as http://127.0.0.1:PORT reach the server.
run('npx', ['next', 'start', '--port', process.env.PORT ?? '3000']);
