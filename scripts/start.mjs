#!/usr/bin/env node
// `npm start`: serves the production build on http://localhost:3000 (PORT overrides the port).
// Builds first when there is no build yet or when a source file is newer than the build.
import { spawnSync } from 'node:child_process';
import { buildWhenStale, root } from './production-build.mjs';

const buildStatus = buildWhenStale();
if (buildStatus !== 0) process.exit(buildStatus);

// Never bind 127.0.0.1 (DESIGN.md §9): next-intl's rewrites would loop. Leaving the host out binds all
// interfaces, and http://localhost:PORT as well as http://127.0.0.1:PORT reach the server.
const result = spawnSync('npx', ['next', 'start', '--port', process.env.PORT ?? '3000'], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
