// The load benchmark's part for the cache in front (`npm run bench:load`, scripts/bench-load.mjs;
// docs/operations.md, "The cache in front"), driven by Debian's `wrk`: a Node-based generator would take
// the CPU the cache needs. In one run, for a German content page, a job page and the English home page:
// - the front door: nginx → Varnish with the repository's VCL → two instances (cache warm);
// - the bare chain: nginx → Varnish with a bare VCL (cache everything for an hour) → nginx serving the same
//   HTML as static files: the ceiling of the chain;
// - nginx serving the same HTML as static files.
// Then, through the front door under load, a rolling restart of the instances (on /api/health/, which
// passes Varnish to them) and a restart of Varnish's cache process (`varnishadm stop`/`start`: the
// listening socket stays open): failed requests of each.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { findProgram, startInstance, startNginx, startRedis, startVarnish } from '../cluster/services.mjs';
import { browserHeaders, measureRollingRestart } from './load.mjs';
import { median } from './median.mjs';

const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * What a returning reader's browser sends for a page of its language: a document visit, asking for gzip
 * as every browser does (Varnish keeps the instances' gzip answers as they are; the static files have
 * their .gz beside them, which nginx sends as they are).
 */
const readerHeaders = (language) => ({ ...browserHeaders('gzip', language), 'sec-fetch-dest': 'document' });

/** One `wrk` run: requests per second, p99 latency, errors (non-2xx/3xx answers and socket errors). */
export function runWrk(url, { seconds, connections, headers }) {
  const args = ['-t2', `-c${connections}`, `-d${seconds}s`, '--latency', ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]), url];
  const run = spawnSync(findProgram('wrk') ?? 'wrk', args, { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`wrk failed: ${run.stderr || run.stdout}`);
  const output = run.stdout;
  const number = (pattern) => Number(pattern.exec(output)?.[1] ?? 0);
  const p99 = /^\s+99%\s+([\d.]+)(us|ms|s)$/m.exec(output);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    requestsPerSecond: number(/^Requests\/sec:\s+([\d.]+)$/m),
    requests: number(/^\s+(\d+) requests in/m),
    latencyP99Ms: p99 ? round(Number(p99[1]) * { us: 0.001, ms: 1, s: 1000 }[p99[2]], 2) : null,
    non2xx3xx: number(/Non-2xx or 3xx responses: (\d+)/),
    socketErrors: socket ? socket.slice(1).reduce((total, count) => total + Number(count), 0) : 0,
  };
}

/** Debian's nginx serving a folder as static files (`index.html` for a path ending in /). */
async function startStaticNginx({ port, folder }) {
  const prefix = mkdtempSync(join(tmpdir(), 'lumoplast-static-'));
  chmodSync(prefix, 0o755);
  const config = join(prefix, 'nginx.conf');
  writeFileSync(
    config,
    `worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  keepalive_requests 100000;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  default_type text/html;
  gzip_static on;
  server {
    listen 127.0.0.1:${port};
    root ${folder};
    index index.html;
  }
}
`,
  );
  const child = spawn(findProgram('nginx'), ['-p', prefix, '-c', config], { stdio: 'ignore' });
  await waitForAnswer(`http://127.0.0.1:${port}/`);
  return {
    async stop() {
      child.kill('SIGQUIT');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/** Varnish with a bare VCL (every answer of the static origin kept an hour) on `port`. */
async function startBareVarnish({ port, adminPort, origin }) {
  const prefix = mkdtempSync(join(tmpdir(), 'lumoplast-bare-varnish-'));
  chmodSync(prefix, 0o755);
  const vcl = join(prefix, 'bare.vcl');
  writeFileSync(vcl, `vcl 4.1;\nbackend static { .host = "127.0.0.1"; .port = "${origin}"; }\nsub vcl_backend_response { set beresp.ttl = 1h; }\n`, { mode: 0o644 });
  const child = spawn(findProgram('varnishd'), ['-F', '-n', join(prefix, 'work'), '-a', `127.0.0.1:${port}`, '-T', `127.0.0.1:${adminPort}`, '-f', vcl, '-s', 'malloc,256m'], { stdio: 'ignore' });
  await waitForAnswer(`http://127.0.0.1:${port}/`);
  return {
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

async function waitForAnswer(url, timeoutMs = 30_000) {
  const started = Date.now();
  for (;;) {
    const status = await fetch(url).then((response) => response.status, () => 0);
    if (status > 0) return;
    if (Date.now() - started > timeoutMs) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The targets: a German content page, the first job offer's page (as load.mjs chose them) and the English home page. */
function pagesOf(targets) {
  const content = targets.find((target) => target.name === 'content page');
  const job = targets.find((target) => target.name === 'job page');
  return [
    { name: 'content page', path: content.path, language: 'de' },
    { name: 'job page', path: job.path, language: 'de' },
    { name: 'home page en', path: '/en/', language: 'en' },
  ];
}

/**
 * The whole measurement. `ports`: nginx (front door), Varnish, its purge listener and admin port, the two
 * instances and the static nginx (reused in turn by the bare chain), Redis. `targets`: load.mjs's choice.
 */
export async function measureCacheChain({ distDir, ports, targets, settings, log = console.log }) {
  const { durationSeconds, rounds, connections } = settings;
  const pages = pagesOf(targets);
  const started = [];
  const stopAll = async () => {
    while (started.length > 0) await started.pop().stop().catch(() => undefined);
  };
  const measured = Object.fromEntries(pages.map((page) => [page.name, { frontDoor: [], bareChain: [], nginxStatic: [] }]));
  const measure = (setup, origin) => {
    for (const page of pages) {
      measured[page.name][setup].push(runWrk(new URL(page.path, origin).href, { seconds: Math.max(1, Math.round(durationSeconds / rounds)), connections, headers: readerHeaders(page.language) }));
    }
  };
  const folder = mkdtempSync(join(tmpdir(), 'lumoplast-static-pages-'));
  chmodSync(folder, 0o755);
  const result = { tool: `wrk, 2 threads, ${connections} connections`, requestHeaders: 'a returning reader: Accept-Language of the page’s language, Sec-Fetch-Dest: document, Accept-Encoding: gzip, no cookie' };
  try {
    // The front door: nginx → Varnish (the repository's VCL) → two instances.
    log(`\n▶ The cache in front (wrk): nginx :${ports.nginx} → Varnish :${ports.varnish} → instances :${ports.instances.join(', :')}`);
    const redis = await startRedis({ port: ports.redis });
    started.push(redis);
    const env = { REDIS_URL: redis.url, TRUSTED_PROXY_HOPS: '1', EDGE_PURGE_URLS: `http://127.0.0.1:${ports.purge}/` };
    const instances = [];
    for (const port of ports.instances) {
      const instance = await startInstance({ distDir, port, env, log: 'collect' });
      started.push(instance);
      instances.push(instance);
    }
    const upstreams = ports.instances.map((port) => `127.0.0.1:${port}`);
    let varnish = await startVarnish({ port: ports.varnish, purgePort: ports.purge, adminPort: ports.admin, upstreams });
    started.push(varnish);
    const nginx = await startNginx({ port: ports.nginx, upstreams: [`127.0.0.1:${ports.varnish}`] });
    started.push(nginx);
    await waitForAnswer(`${nginx.origin}/api/health/`);
    for (const page of pages) {
      // Warm, and the same HTML for the static origin.
      const answer = await fetch(new URL(page.path, nginx.origin), { headers: readerHeaders(page.language) });
      if (answer.status !== 200) throw new Error(`${page.path} answered ${answer.status} through the front door`);
      const html = await answer.text();
      page.cacheStatus = (await fetch(new URL(page.path, nginx.origin), { headers: readerHeaders(page.language) })).headers.get('x-cache');
      mkdirSync(join(folder, page.path), { recursive: true, mode: 0o755 });
      writeFileSync(join(folder, page.path, 'index.html'), html, { mode: 0o644 });
      writeFileSync(join(folder, page.path, 'index.html.gz'), gzipSync(html), { mode: 0o644 });
    }
    for (let roundIndex = 0; roundIndex < rounds; roundIndex += 1) {
      log(`  front door, round ${roundIndex + 1} of ${rounds}`);
      measure('frontDoor', nginx.origin);
    }

    log('  rolling restart of the instances under load (/api/health/, which passes the cache) …');
    result.rollingRestart = await measureRollingRestart(nginx.origin, '/api/health/', {
      count: instances.length,
      connections,
      log,
      async restart(index, note) {
        const old = instances[index];
        await old.stop();
        started.splice(started.indexOf(old), 1);
        note(`instance ${index + 1} stopped (SIGTERM)`);
        const fresh = await startInstance({ distDir, port: ports.instances[index], env, log: 'collect' });
        started.push(fresh);
        instances[index] = fresh;
      },
    });
    log('  restart of Varnish’s cache process under load (the content page) …');
    result.varnishRestart = await measureRollingRestart(nginx.origin, pages[0].path, {
      count: 1,
      connections,
      headers: readerHeaders('de'),
      log,
      async restart(_, note) {
        for (const command of ['stop', 'start']) {
          const done = spawnSync(findProgram('varnishadm') ?? 'varnishadm', ['-n', varnish.workFolder, command], { encoding: 'utf8' });
          if (done.status !== 0) throw new Error(`varnishadm ${command}: ${done.stdout}${done.stderr}`);
          note(`varnishadm ${command}`);
        }
      },
    });
    await stopAll();
    varnish = undefined;

    // The bare chain and the static files, on the same ports in turn.
    log(`\n▶ The bare chain: nginx :${ports.nginx} → Varnish (bare VCL) :${ports.varnish} → static nginx :${ports.instances[0]}`);
    started.push(await startStaticNginx({ port: ports.instances[0], folder }));
    started.push(await startBareVarnish({ port: ports.varnish, adminPort: ports.admin, origin: ports.instances[0] }));
    const bareFront = await startNginx({ port: ports.nginx, upstreams: [`127.0.0.1:${ports.varnish}`] });
    started.push(bareFront);
    for (const page of pages) await fetch(new URL(page.path, bareFront.origin), { headers: readerHeaders(page.language) });
    const staticOrigin = `http://127.0.0.1:${ports.instances[0]}`;
    for (let roundIndex = 0; roundIndex < rounds; roundIndex += 1) {
      log(`  bare chain and static nginx, round ${roundIndex + 1} of ${rounds}`);
      measure('bareChain', bareFront.origin);
      measure('nginxStatic', staticOrigin);
    }
  } finally {
    await stopAll();
    rmSync(folder, { recursive: true, force: true });
  }
  const summarize = (runs) => ({
    requestsPerSecond: round(runs.reduce((total, run) => total + run.requestsPerSecond, 0) / runs.length),
    roundRequestsPerSecond: runs.map((run) => round(run.requestsPerSecond)),
    latencyP99Ms: Math.max(...runs.map((run) => run.latencyP99Ms ?? 0)),
    errors: runs.reduce((total, run) => total + run.non2xx3xx + run.socketErrors, 0),
  });
  result.pages = pages.map((page) => {
    const runs = measured[page.name];
    const share = (setup, reference) => round(median(runs[setup].map((run, index) => run.requestsPerSecond / runs[reference][index].requestsPerSecond)), 3);
    return {
      ...page,
      frontDoor: summarize(runs.frontDoor),
      bareChain: summarize(runs.bareChain),
      nginxStatic: summarize(runs.nginxStatic),
      frontDoorToBareChain: share('frontDoor', 'bareChain'),
      frontDoorToNginxStatic: share('frontDoor', 'nginxStatic'),
      bareChainToNginxStatic: share('bareChain', 'nginxStatic'),
    };
  });
  return result;
}

/** The results as console lines. */
export function formatCacheChain(result) {
  const lines = ['page            front door req/s  bare chain req/s  nginx static req/s  ÷ bare chain  ÷ nginx static  errors'];
  for (const page of result.pages) {
    lines.push(
      `${page.name.padEnd(15)} ${String(page.frontDoor.requestsPerSecond).padStart(17)} ${String(page.bareChain.requestsPerSecond).padStart(17)} ${String(page.nginxStatic.requestsPerSecond).padStart(19)} ${page.frontDoorToBareChain.toFixed(2).padStart(13)} ${page.frontDoorToNginxStatic.toFixed(2).padStart(15)}  ${page.frontDoor.errors}`,
    );
  }
  for (const [label, restart] of [['Rolling restart of the instances', result.rollingRestart], ['Restart of Varnish’s cache process', result.varnishRestart]]) {
    lines.push(`${label} under load (${restart.path}): ${restart.requests} requests in ${restart.seconds} s, ${restart.errors} failed ${JSON.stringify(restart.statusCodes)}`);
  }
  return lines.join('\n');
}
