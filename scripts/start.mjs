#!/usr/bin/env node
// `npm start`: serves the production build on http://localhost:3000 (PORT overrides the port) through
// the site's server (server.ts). Builds first when there is no build yet, a source file is newer, or the
// build was made for another BACKEND_URL or SITE_URL (scripts/production-build.mjs).
import { spawnSync } from 'node:child_process';
import { buildWhenStale, root, serverEntry } from './production-build.mjs';

const buildStatus = await buildWhenStale();
if (buildStatus !== 0) process.exit(buildStatus);

const result = spawnSync(process.execPath, [serverEntry], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
process.exit(result.status ?? 1);
