/**
 * The site's server process: `npm start`, `npm run cluster`, the Docker image, the benchmarks and the
 * end-to-end tests all run this file, built to `dist/server.mjs` (`scripts/build-server.mjs`).
 *
 * A request meets Node's HTTP server with the site's front (`lib/request/site-server.ts`: the refusals
 * Node or Next.js would answer with a 500), then Next.js's request handler: the request interceptor
 * (`proxy.ts`), then the page, route handler or file. docs/architecture.md, "The request path".
 *
 * `PORT` (default 3000) is the port; the server listens on every interface, or on `LISTEN_ADDRESS` alone
 * (`npm run cluster` and the tests: 127.0.0.1, so nothing else on the host's network reaches an instance
 * past the front door). That is the socket's address only: Next.js is never given a hostname (its
 * `HOSTNAME` makes next-intl's rewrites loop, docs/development.md). `--dev` serves `next dev`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { edgePurgeUrls } from '@/lib/edge/edge-caches';
import { captureOutsideRequests } from '@/lib/instances/outside-requests.mjs';
import { builtForHttps } from '@/lib/request/build-origin';
import { gracefulStop } from '@/lib/request/graceful-stop';
import { createSiteServer } from '@/lib/request/site-server';
import { siteStylesheets } from '@/lib/security/site-stylesheets';

// Before any request: the context background work (the content sync's retries and second renewals) is started in (lib/instances/outside-requests.mjs).
captureOutsideRequests();

const development = process.argv.includes('--dev');
const port = Number(process.env.PORT || 3000);
// The project's folder: this file runs as dist/server.mjs.
const dir = fileURLToPath(new URL('..', import.meta.url));

const app = next({ dev: development, dir, port });
// The build's folder, as next.config.ts names it.
const buildFolder = path.join(dir, process.env.NEXT_DIST_DIR || '.next');
const server = createSiteServer(app.getRequestHandler(), {
  development,
  cacheKeys: edgePurgeUrls().length > 0,
  siteStylesheets: siteStylesheets(buildFolder),
  publicHttps: !development && builtForHttps(buildFolder),
});
const stopServing = gracefulStop(server);
await app.prepare();
const listenAddress = process.env.LISTEN_ADDRESS || undefined;
server.listen(port, listenAddress, () => console.log(`> Lumoplast site on http://${listenAddress ?? 'localhost'}:${port} (${development ? 'development' : 'production'})`));

/**
 * On SIGTERM (a rolling restart, `docker stop`) or Ctrl-C: no new connections, the open requests finish,
 * each answer closing its connection, then exit; within `stopGraceMs`, before `docker stop`'s 10 s.
 */
const stopGraceMs = 8000;
let stopping = false;
function stop(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  void stopServing(stopGraceMs).then(() => app.close().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143)));
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
