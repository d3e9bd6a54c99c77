#!/usr/bin/env node
// `npm start`: serves the production build on http://localhost:3000 (PORT overrides the port) through
// the site's server (server.ts). Builds first when there is no build yet, a source file is newer, or the
// environment sets BACKEND_URL or SITE_URL to another value than the build was made for
// (scripts/production-build.mjs); serves a build made for a CMS with that CMS where BACKEND_URL is unset.
import { spawnSync } from 'node:child_process';
import { environmentForBuild } from './build-target.mjs';
import { buildWhenStale, distDir, root, serverEntry } from './production-build.mjs';

const buildStatus = await buildWhenStale();
if (buildStatus !== 0) process.exit(buildStatus);

const result = spawnSync(process.execPath, [serverEntry], { cwd: root, stdio: 'inherit', env: { ...environmentForBuild(distDir), NODE_ENV: 'production' } });
process.exit(result.status ?? 1);
