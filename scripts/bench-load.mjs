#!/usr/bin/env node
// `npm run bench:load`: requests per second, p99 latency, errors and the server's memory under load
// (pages are judged against a static file of the same server in the same run: bench/README.md).
//
// 1. One instance: the site's server (server.ts) on the build (`NEXT_DIST_DIR`, default .next; built first when
//    stale, as `npm start` does) on BENCH_LOAD_PORT (default 3600), driven by autocannon with
//    BENCH_LOAD_CONNECTIONS (default 10) for BENCH_LOAD_DURATION seconds per target (default 12, in
//    BENCH_LOAD_ROUNDS rounds, default 3: the targets take turns, as the machine's speed drifts) after a
//    warm-up of BENCH_LOAD_WARMUP seconds (default 3) per target. The targets: a content page (German, and
//    the same page in English for an English browser), the first
//    job offer's page, a script file of the same server (of the page's /_next/static/chunks/…js, the one
//    nearest the page's HTML in size) and /api/health/.
//    Each one's rate is given as a share of the script's (the median of the rounds' shares; the target
//    for a page: ≥ 0.3 with 0 errors). The requests are a German browser's first visit (no cookie),
//    uncompressed; BENCH_LOAD_ENCODING=gzip asks for gzip as a browser does. Then what the page policy
//    costs the instance per page (scripts/bench/page-policy.mjs): the hashing of each page's inline
//    scripts, in µs and as a share of the instance's time per answer in the same run.
// 2. The cluster (unless BENCH_LOAD_CLUSTER=0, or when redis-server or nginx is missing): redis-server,
//    two instances and nginx (scripts/cluster/services.mjs) from BENCH_LOAD_CLUSTER_PORT (default 3610:
//    nginx; the instances on the next two ports; Redis on BENCH_LOAD_REDIS_PORT, default 3619), the same
//    targets through nginx, then a rolling restart under load: each instance is stopped and started
//    again while autocannon runs against nginx; 0 failed requests expected.
// 3. The cache in front (unless BENCH_LOAD_CACHE=0, or when Varnish or wrk is missing), driven by Debian's
//    wrk (scripts/bench/cache-chain.mjs): a German content page, the job page and the English home page,
//    each asked for by a returning reader's browser and by a crawler (no Accept-Language, no cookie),
//    through nginx → Varnish → two instances (cache warm), beside nginx → Varnish with a bare VCL → the same
//    HTML as static files (the chain's ceiling), and beside nginx serving those files; then a rolling
//    restart of the instances and a restart of Varnish's cache process under load. The three setups run at
//    once and take turns in BENCH_LOAD_CACHE_ROUNDS rounds (default 12) of 2 s per page, client and setup.
//    Ports from BENCH_LOAD_CACHE_PORT (default 3620: nginx; instances +1, +2; the
//    static nginx +3; Varnish's purge listener +4, Varnish +5, varnishadm +6; the bare chain's nginx and
//    Varnish on the same ports of 127.0.0.2; Redis on BENCH_LOAD_REDIS_PORT).
//    BENCH_LOAD_ONLY=cache measures only this part and writes it into bench/load.json's last figures.
// 4. The content benchmark (unless BENCH_LOAD_CONTENT=0; scripts/bench/content.mjs): `next build` in CMS mode
//    with a generated set of 2,000 news and 80 jobs beside the embedded default's 20 news, one publish's
//    cost to 50 unrelated articles at the front door, and one instance's memory after every address of
//    each site. Ports from BENCH_LOAD_CONTENT_PORT (default 3640). It writes bench/content.json.
//    BENCH_LOAD_ONLY=content runs only this part (and leaves bench/load.json as it is).
// BENCH_LOAD_ORIGIN=http://localhost:3400 measures a server that already runs (e.g. `npm run cluster`)
// instead, without memory figures. Results: the console and bench/load.json.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { formatCacheChain, measureCacheChain } from './bench/cache-chain.mjs';
import { measureContent } from './bench/content.mjs';
import { formatTable, loadSettings, measureOrigin, measureRollingRestart } from './bench/load.mjs';
import { formatPagePolicyCost, measurePagePolicyCost } from './bench/page-policy.mjs';
import { findProgram, missingPrograms, startInstance, startNginx, startRedis } from './cluster/services.mjs';
import { buildWhenStale, distDir, root } from './production-build.mjs';

const settings = loadSettings();
const started = [];

async function stopAll() {
  while (started.length > 0) await started.pop().stop().catch(() => undefined);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll().then(() => process.exit(130)));

const port = (name, fallback) => Number(process.env[name] || fallback);
const versionOf = (name) => JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;

function summary(label, measurement) {
  console.log(`\n${label} (${measurement.origin})`);
  console.log(formatTable(measurement));
  for (const target of measurement.targets.filter((candidate) => candidate.kind === 'page')) {
    const verdict = target.ratioToStatic >= 0.3 && target.errors === 0 ? 'meets' : 'misses';
    console.log(`  ${target.name}: ${target.ratioToStatic?.toFixed(2)} × the static script's rate, ${target.errors} errors (${verdict} the target of ≥ 0.3 × with 0 errors)`);
  }
  const health = measurement.targets.find((candidate) => candidate.kind === 'health');
  if (health && !health.statusCodes['200']) {
    console.log(`  /api/health/ answered ${Object.keys(health.statusCodes).join(', ')}, not 200: the route is not there (yet) in this build`);
  }
}

async function measureOneInstance() {
  console.log(
    `\n▶ One instance (${distDir}): ${settings.durationSeconds} s per target in ${settings.rounds} rounds, ${settings.connections} connections, ${settings.encoding}`,
  );
  const instance = await startInstance({ distDir, port: port('BENCH_LOAD_PORT', 3600), log: 'collect' });
  started.push(instance);
  try {
    const measurement = await measureOrigin(instance.origin, { settings, processes: [{ name: 'instance', pid: instance.child.pid }] });
    return { ...measurement, pagePolicy: await measurePagePolicyCost(instance.origin, measurement) };
  } finally {
    await started.pop().stop();
  }
}

async function measureCluster() {
  const base = port('BENCH_LOAD_CLUSTER_PORT', 3610);
  console.log(`\n▶ The cluster: redis-server, two instances, nginx (from port ${base})`);
  const redis = await startRedis({ port: port('BENCH_LOAD_REDIS_PORT', 3619) });
  started.push(redis);
  const env = { REDIS_URL: redis.url, TRUSTED_PROXY_HOPS: '1' };
  const instancePorts = [base + 1, base + 2];
  const instances = [];
  for (const instancePort of instancePorts) {
    const instance = await startInstance({ distDir, port: instancePort, env, log: 'collect' });
    started.push(instance);
    instances.push(instance);
  }
  const nginx = await startNginx({ port: base, upstreams: instancePorts.map((instancePort) => `127.0.0.1:${instancePort}`) });
  started.push(nginx);
  const processes = () => instances.map((instance, index) => ({ name: `instance ${index + 1}`, pid: instance.child.pid }));
  try {
    const measurement = await measureOrigin(nginx.origin, { settings, processes: processes() });
    const restartPath = measurement.targets.find((target) => target.kind === 'page')?.path ?? '/';
    const rollingRestart = await measureRollingRestart(nginx.origin, restartPath, {
      count: instances.length,
      connections: settings.connections,
      encoding: settings.encoding,
      async restart(index, note) {
        const old = instances[index];
        await old.stop();
        started.splice(started.indexOf(old), 1);
        note(`instance ${index + 1} stopped (SIGTERM)`);
        const fresh = await startInstance({ distDir, port: instancePorts[index], env, log: 'collect' });
        started.push(fresh);
        instances[index] = fresh;
      },
    });
    return { ...measurement, processes: processes(), rollingRestart };
  } finally {
    await stopAll();
  }
}

async function measureCacheInFront(missing, targets) {
  if (missing.length > 0 || !findProgram('wrk')) {
    const skipped = `missing: ${[...missing.map(({ name }) => name), ...(findProgram('wrk') ? [] : ['wrk'])].join(', ')}`;
    console.log(`\nThe cache in front was not measured: ${skipped}`);
    return { skipped };
  }
  const base = port('BENCH_LOAD_CACHE_PORT', 3620);
  const cacheChain = await measureCacheChain({
    distDir,
    settings: { ...settings, cacheRounds: Math.round(Number(process.env.BENCH_LOAD_CACHE_ROUNDS || 12)) },
    targets,
    ports: { nginx: base, instances: [base + 1, base + 2], staticOrigin: base + 3, purge: base + 4, varnish: base + 5, admin: base + 6, redis: port('BENCH_LOAD_REDIS_PORT', 3619) },
  });
  console.log(`\nThe cache in front (${cacheChain.tool}):`);
  console.log(formatCacheChain(cacheChain));
  for (const page of cacheChain.pages) {
    const verdict = page.frontDoorToBareChain >= 0.9 && page.frontDoor.errors === 0 ? 'meets' : 'misses';
    console.log(`  ${page.name}: ${page.frontDoorToBareChain.toFixed(2)} × the bare chain (${verdict} the target of ≥ 0.9 × with 0 errors)`);
  }
  return cacheChain;
}

const outputFile = process.env.BENCH_LOAD_OUTPUT || join(root, 'bench', 'load.json');

async function main() {
  if (process.env.BENCH_LOAD_ONLY === 'content') {
    await measureContent({ started });
    return;
  }
  const results = {
    measuredAt: new Date().toISOString(),
    machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? null, node: process.version },
    versions: { next: versionOf('next'), 'next-intl': versionOf('next-intl'), autocannon: versionOf('autocannon') },
    settings,
    requestHeaders: `a first visit of a German browser: Accept, Accept-Language de-DE, no cookie; ${settings.encoding === 'gzip' ? 'Accept-Encoding: gzip' : 'no Accept-Encoding (uncompressed)'}`,
    singleInstance: null,
    cluster: null,
    cacheChain: null,
  };

  if (process.env.BENCH_LOAD_ONLY === 'cache') {
    // Only the cache in front, written into the figures of the last full run.
    const buildStatus = await buildWhenStale();
    if (buildStatus !== 0) process.exit(buildStatus);
    const previous = existsSync(outputFile) ? JSON.parse(readFileSync(outputFile, 'utf8')) : {};
    const cacheChain = await measureCacheInFront(missingPrograms());
    // Nothing measured (a program missing): the last figures stay as they are.
    if (cacheChain.skipped) process.exit(1);
    Object.assign(results, previous, { cacheChain: { ...cacheChain, measuredAt: new Date().toISOString(), settings } });
  } else if (process.env.BENCH_LOAD_ORIGIN) {
    console.log(`\n▶ ${process.env.BENCH_LOAD_ORIGIN} (a server that already runs: no memory figures)`);
    results.origin = await measureOrigin(process.env.BENCH_LOAD_ORIGIN, { settings });
    summary('A running server', results.origin);
  } else {
    const buildStatus = await buildWhenStale();
    if (buildStatus !== 0) process.exit(buildStatus);
    results.build = { distDir };

    results.singleInstance = await measureOneInstance();
    summary('One instance', results.singleInstance);
    console.log(`\nWhat the page policy (each page's script hashes) costs the instance:\n${formatPagePolicyCost(results.singleInstance.pagePolicy)}`);

    const missing = missingPrograms();
    if (process.env.BENCH_LOAD_CLUSTER === '0') results.cluster = { skipped: 'BENCH_LOAD_CLUSTER=0' };
    else if (missing.length > 0) results.cluster = { skipped: `missing: ${missing.map(({ name, install }) => `${name} (${install})`).join(', ')}` };
    else {
      results.cluster = await measureCluster();
      summary('The cluster through nginx', results.cluster);
      const restart = results.cluster.rollingRestart;
      console.log(
        `\nRolling restart under load (${restart.path}, both instances in turn): ${restart.requests} requests in ${restart.seconds} s, ` +
          `${restart.errors} failed (status codes ${JSON.stringify(restart.statusCodes)}, socket errors ${restart.socketErrors} ${JSON.stringify(restart.socketErrorKinds)}), p99 ${restart.latencyP99Ms} ms, max ${restart.latencyMaxMs} ms`,
      );
    }
    if (results.cluster.skipped) console.log(`\nThe cluster was not measured: ${results.cluster.skipped}`);

    if (process.env.BENCH_LOAD_CACHE === '0') results.cacheChain = { skipped: 'BENCH_LOAD_CACHE=0' };
    else results.cacheChain = await measureCacheInFront(missing, results.singleInstance.targets);
  }

  mkdirSync(join(outputFile, '..'), { recursive: true });
  writeFileSync(outputFile, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nWritten: ${outputFile}`);
  if (!process.env.BENCH_LOAD_ONLY && !process.env.BENCH_LOAD_ORIGIN && process.env.BENCH_LOAD_CONTENT !== '0') await measureContent({ started });
}

main().catch(async (error) => {
  console.error(`✖ ${error instanceof Error ? error.stack : error}`);
  await stopAll();
  process.exit(1);
});
