#!/usr/bin/env node
// `npm start`: serves the production build on http://localhost:3000 (PORT overrides the port) through
// the site's server (server.ts). Builds first when there is no build yet, a source file is newer, or the
// environment sets BACKEND_URL or SITE_URL to another value than the build was made for
// (scripts/production-build.mjs); serves a build made for a CMS with that CMS where BACKEND_URL is unset.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { environmentForBuild } from './build-target.mjs';
import { buildWhenStale, distDir, root, serverEntry } from './production-build.mjs';

const buildStatus = await buildWhenStale();
if (buildStatus !== 0) process.exit(buildStatus);

const server = spawn(process.execPath, [serverEntry], { cwd: root, stdio: 'inherit', env: { ...environmentForBuild(distDir), NODE_ENV: 'production' } });
// A stop of `npm start` (SIGTERM from `docker stop` or a service manager, Ctrl-C) is the server's to
// make: it finishes the requests under way, then exits (server.ts), and so does this process, with its
// code. Without passing it on, this process would end at once and leave the server running.
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
