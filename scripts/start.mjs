#!/usr/bin/env node
// `npm start`: serves the production build on http://localhost:3000 (PORT overrides the port) through
// the site's server (server.ts). Builds first when there is no build yet or a source file is newer.
import { spawnSync } from 'node:child_process';
import { buildWhenStale, root, serverEntry } from './production-build.mjs';

const buildStatus = await buildWhenStale();
if (buildStatus !== 0) process.exit(buildStatus);

const result = spawnSync(process.execPath, [serverEntry], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
process.exit(result.status ?? 1);
