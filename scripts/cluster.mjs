#!/usr/bin/env node
// `npm run cluster`: the site as several instances behind a cache and a front door (docs/operations.md),
// on this machine: a Redis server, two instances of one build sharing it (cache, tag invalidations,
// the contact form's limit), Debian's Varnish in front of them (deploy/varnish/lumoplast.vcl) and
// Debian's nginx in front of Varnish, all on loopback ports. Ctrl-C stops them all.
// nginx serves HTTPS on CLUSTER_TLS_PORT (default 3443), with a self-signed certificate for localhost
// made once under .data/tls/ (scripts/cluster/local-certificate.mjs); on CLUSTER_PORT (default 3400)
// plain HTTP only redirects there. The instances take the two ports after CLUSTER_PORT, Varnish the third
// (its purge listener the fourth, varnishadm the fifth), Redis CLUSTER_REDIS_PORT (default 6390). The
// embedded default, or the CMS with BACKEND_URL and BACKEND_TOKEN set, as for `npm start`.
import { keptTarget } from './build-target.mjs';
import { buildWhenStale, distDir } from './production-build.mjs';
import { localCertificate } from './cluster/local-certificate.mjs';
import { missingPrograms, startInstance, startNginx, startRedis, startVarnish } from './cluster/services.mjs';

const missing = missingPrograms();
if (missing.length > 0) {
  console.error(`✖ npm run cluster needs ${missing.map(({ name }) => name).join(' and ')} from Debian's packages. Install with:`);
  for (const { install } of missing) console.error(`  ${install}`);
  process.exit(1);
}

const port = Number(process.env.CLUSTER_PORT ?? 3400);
const tlsPort = Number(process.env.CLUSTER_TLS_PORT ?? 3443);
const redisPort = Number(process.env.CLUSTER_REDIS_PORT ?? 6390);

const buildStatus = await buildWhenStale();
if (buildStatus !== 0) process.exit(buildStatus);

const started = [];
async function stopAll() {
  for (const service of started.reverse()) await service.stop().catch(() => undefined);
}
process.on('SIGINT', () => stopAll().then(() => process.exit(0)));
process.on('SIGTERM', () => stopAll().then(() => process.exit(0)));

try {
  const redis = await startRedis({ port: redisPort });
  started.push(redis);
  const { BACKEND_URL: buildBackend } = keptTarget(distDir, process.env);
  const env = {
    // A build made for a CMS is served with it where BACKEND_URL is unset (scripts/build-target.mjs).
    ...(buildBackend ? { BACKEND_URL: buildBackend } : {}),
    REDIS_URL: redis.url,
    // nginx sets X-Forwarded-For itself (Varnish adds nothing): one proxy hop to trust.
    TRUSTED_PROXY_HOPS: '1',
    // The cache to purge after a publish; with it set, every answer names its cache keys.
    EDGE_PURGE_URLS: `http://127.0.0.1:${port + 4}/`,
    // Both instances run one build, so they share its Server Actions key; NEXT_SERVER_ACTIONS_ENCRYPTION_KEY,
    // when set, goes to the build and to both instances alike (README: running several instances).
  };
  const instances = [];
  for (const instancePort of [port + 1, port + 2]) {
    const instance = await startInstance({ distDir, port: instancePort, env, log: 'inherit' });
    started.push(instance);
    instances.push(instance);
  }
  const varnish = await startVarnish({ port: port + 3, purgePort: port + 4, adminPort: port + 5, upstreams: instances.map((instance) => `127.0.0.1:${instance.port}`), distDir });
  started.push(varnish);
  const tls = { port: tlsPort, ...localCertificate() };
  const nginx = await startNginx({ port, upstreams: [`127.0.0.1:${port + 3}`], tls });
  started.push(nginx);
  console.log(
    `\n▶ The cluster is up: ${nginx.origin}/ (nginx; ${nginx.plainOrigin}/ redirects there; the certificate is self-signed: ${tls.certificate}) → Varnish :${port + 3} → ${instances.map((instance) => instance.origin).join(', ')}; Redis ${redis.url}. Ctrl-C stops it.`,
  );
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : error}`);
  await stopAll();
  process.exit(1);
}
