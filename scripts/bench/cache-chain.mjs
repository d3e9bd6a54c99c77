// The load benchmark's part for the cache in front (`npm run bench:load`, scripts/bench-load.mjs;
// docs/operations.md, "The cache in front"), driven by Debian's `wrk`: a Node-based generator would take
// the CPU the cache needs. For a German content page, a job page and the English home page, each asked for
// by a returning reader's browser and by a crawler (no Accept-Language, no cookie), three setups that all
// run at once, measured in short rounds that take turns (the machine's speed drifts: each share is the
// median of the shares within a round):
// - the front door: nginx → Varnish with the repository's VCL → two instances (cache warm);
// - the bare chain: nginx → Varnish with a bare VCL (cache everything for an hour) → nginx serving the same
//   HTML as static files: the ceiling of the chain. It listens on the front door's ports on 127.0.0.2, so
//   both chains run side by side without more ports;
// - nginx serving the same HTML as static files (the bare chain's origin).
// Then, through the front door under load, a rolling restart of the instances (on /api/news/?locale=de,
// the news list's further pages, which pass Varnish to them; its /api/health/ Varnish answers itself) and a restart of Varnish's cache process (`varnishadm stop`/`start`: the
// listening socket stays open): failed requests of each.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { findProgram, nginxConfig, startInstance, startNginx, startRedis, startVarnish } from '../cluster/services.mjs';
import { browserHeaders, chooseTargets, measureRollingRestart } from './load.mjs';
import { median } from './median.mjs';

const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * What a returning reader's browser sends for a page of its language: a document visit, asking for gzip
 * as every browser does (Varnish keeps the instances' gzip answers as they are; the static files have
 * their .gz beside them, which nginx sends as they are).
 */
export const readerHeaders = (language) => ({ ...browserHeaders('gzip', language), 'sec-fetch-dest': 'document' });

/**
 * What a crawler sends (a search engine, a link preview, an uptime monitor): no `Accept-Language`, no
 * cookie, no `Sec-Fetch-Dest`; gzip, as search engines' crawlers ask for it.
 */
export const crawlerHeaders = () => ({ accept: '*/*', 'accept-encoding': 'gzip', 'user-agent': 'lumoplast-bench-crawler' });

/** The clients each page is measured with, beside each other. */
export const clients = {
  browser: { label: 'a returning reader’s browser', headersOf: readerHeaders },
  crawler: { label: 'a crawler', headersOf: crawlerHeaders },
};

/** Each page once for each client: its name (`content page`, `content page, crawler`), path, language, client and request headers. */
export function measuredRequests(pages) {
  return pages.flatMap((page) =>
    Object.entries(clients).map(([client, { headersOf }]) => ({
      ...page,
      name: client === 'browser' ? page.name : `${page.name}, ${client}`,
      client,
      headers: headersOf(page.language),
    })),
  );
}

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

/**
 * Debian's nginx serving a folder as static files (`index.html` for a path ending in /, its `.gz` beside
 * it for a client asking for gzip). `serverConfig`: more directives for its `server` block.
 */
export async function startStaticNginx({ address = '127.0.0.1', port, folder, serverConfig = '' }) {
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
    listen ${address}:${port};
    root ${folder};
    index index.html;
${serverConfig}
  }
}
`,
  );
  const child = spawn(findProgram('nginx'), ['-p', prefix, '-c', config], { stdio: 'ignore' });
  await waitForAnswer(`http://${address}:${port}/`);
  return {
    pid: child.pid,
    origin: `http://${address}:${port}`,
    async stop() {
      child.kill('SIGQUIT');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/** The bare VCL: every answer of the origin kept an hour, Varnish's built-in VCL for the rest. */
export const bareVcl = (origin, address = '127.0.0.1') => `vcl 4.1;\nbackend static { .host = "${address}"; .port = "${origin}"; }\nsub vcl_backend_response { set beresp.ttl = 1h; }\n`;

/** Varnish with a VCL of its own (default: the bare VCL in front of the static origin) on `address:port`. */
export async function startBareVarnish({ address = '127.0.0.1', port, adminPort, origin, vcl = bareVcl(origin), parameters = [] }) {
  const prefix = mkdtempSync(join(tmpdir(), 'lumoplast-bare-varnish-'));
  chmodSync(prefix, 0o755);
  const vclFile = join(prefix, 'bare.vcl');
  writeFileSync(vclFile, vcl, { mode: 0o644 });
  const args = ['-F', '-n', join(prefix, 'work'), '-a', `${address}:${port}`, '-T', `${address}:${adminPort}`, '-f', vclFile, '-s', 'malloc,256m', ...parameters.flatMap((parameter) => ['-p', parameter])];
  const child = spawn(findProgram('varnishd'), args, { stdio: 'ignore' });
  await waitForAnswer(`http://${address}:${port}/`);
  return {
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/** The front door's nginx configuration (nginxConfig, as startNginx runs it) listening on `address:port`. */
export async function startNginxAt({ address, port, upstreams }) {
  const prefix = mkdtempSync(join(tmpdir(), 'lumoplast-nginx-'));
  chmodSync(prefix, 0o755);
  for (const folder of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(prefix, folder), { mode: 0o777 });
  const config = join(prefix, 'nginx.conf');
  writeFileSync(config, nginxConfig({ listen: `${address}:${port}`, upstreams, prefix }));
  const child = spawn(findProgram('nginx'), ['-p', prefix, '-c', config], { stdio: ['ignore', 'ignore', 'inherit'] });
  const origin = `http://${address}:${port}`;
  await waitForAnswer(`${origin}/`);
  return {
    pid: child.pid,
    origin,
    async stop() {
      child.kill('SIGQUIT');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

export async function waitForAnswer(url, timeoutMs = 30_000) {
  const started = Date.now();
  for (;;) {
    const status = await fetch(url).then((response) => response.status, () => 0);
    if (status > 0) return;
    if (Date.now() - started > timeoutMs) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * What a client gets for `url` with `headers`, as wrk receives it (no decompression): status, the size of
 * the status line and headers, of the body, its Content-Encoding, and whether the cache answered (X-Cache
 * of the front door; a bare Varnish's X-Varnish names two transactions on a hit).
 */
export function describeAnswer(url, headers) {
  return new Promise((resolve, reject) => {
    const request = httpGet(url, { headers, agent: false }, (response) => {
      let bodyBytes = 0;
      response.on('data', (chunk) => {
        bodyBytes += chunk.length;
      });
      response.on('end', () => {
        const raw = response.rawHeaders;
        let headerBytes = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n\r\n`.length;
        for (let index = 0; index < raw.length; index += 2) headerBytes += `${raw[index]}: ${raw[index + 1]}\r\n`.length;
        const hit = response.headers['x-cache'] ?? (String(response.headers['x-varnish'] ?? '').includes(' ') ? 'hit' : 'miss');
        resolve({ status: response.statusCode, headerBytes, bodyBytes, contentEncoding: response.headers['content-encoding'] ?? 'none', cache: hit });
      });
    });
    request.on('error', reject);
  });
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
 * The CPU time (user and system, in clock ticks of 10 ms) that processes and all their descendants have
 * used so far, from /proc: what serving costs, which the other work on a shared machine disturbs far less
 * than the rate.
 */
export function cpuTicksOf(pids) {
  const stats = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const text = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      stats.push({ pid: Number(entry), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // The process ended meanwhile.
    }
  }
  const counted = new Set(pids);
  for (let grown = true; grown; ) {
    grown = false;
    for (const stat of stats) {
      if (!counted.has(stat.pid) && counted.has(stat.ppid)) {
        counted.add(stat.pid);
        grown = true;
      }
    }
  }
  return stats.filter((stat) => counted.has(stat.pid)).reduce((total, stat) => total + stat.ticks, 0);
}

/**
 * Rounds of `wrk` against several setups that run at once: in each round every page is measured on every
 * setup in turn (the order reversed every other round, so a drift of the machine's speed falls on each
 * alike), with the page's request headers (`page.headers`). `setups`: name → origin. `processes`: name → the process ids of the setup's servers (their
 * descendants included), whose CPU time per request each run gets (`cpuMicrosecondsPerRequest`). Returns
 * page name → setup name → the rounds' wrk runs.
 */
export function measureInRounds({ pages, setups, processes = {}, rounds, secondsPerRound, connections, log = console.log }) {
  const measured = Object.fromEntries(pages.map((page) => [page.name, Object.fromEntries(Object.keys(setups).map((name) => [name, []]))]));
  for (let roundIndex = 0; roundIndex < rounds; roundIndex += 1) {
    log(`  round ${roundIndex + 1} of ${rounds}`);
    const order = roundIndex % 2 === 0 ? Object.keys(setups) : Object.keys(setups).reverse();
    for (const page of pages) {
      for (const name of order) {
        const ticksBefore = processes[name] ? cpuTicksOf(processes[name]) : 0;
        const run = runWrk(new URL(page.path, setups[name]).href, { seconds: secondsPerRound, connections, headers: page.headers });
        if (processes[name]) run.cpuMicrosecondsPerRequest = round(((cpuTicksOf(processes[name]) - ticksBefore) * 10_000) / run.requests);
        measured[page.name][name].push(run);
      }
    }
  }
  return measured;
}

/** The median over the rounds of `setup`'s rate ÷ `reference`'s rate in the same round. */
export const shareOf = (runs, setup, reference) => round(median(runs[setup].map((run, index) => run.requestsPerSecond / runs[reference][index].requestsPerSecond)), 3);

export const summarize = (runs) => ({
  requestsPerSecond: round(median(runs.map((run) => run.requestsPerSecond))),
  ...(runs[0]?.cpuMicrosecondsPerRequest === undefined ? {} : { cpuMicrosecondsPerRequest: round(median(runs.map((run) => run.cpuMicrosecondsPerRequest))) }),
  roundRequestsPerSecond: runs.map((run) => round(run.requestsPerSecond)),
  latencyP99Ms: Math.max(...runs.map((run) => run.latencyP99Ms ?? 0)),
  errors: runs.reduce((total, run) => total + run.non2xx3xx + run.socketErrors, 0),
});

/** Writes each page's HTML (as the front door gives it) and its .gz into `folder`, as the static origin serves them. */
export async function copyPages({ pages, origin, folder }) {
  for (const page of pages) {
    const answer = await fetch(new URL(page.path, origin), { headers: readerHeaders(page.language) });
    if (answer.status !== 200) throw new Error(`${page.path} answered ${answer.status} through ${origin}`);
    const html = await answer.text();
    mkdirSync(join(folder, page.path), { recursive: true, mode: 0o755 });
    writeFileSync(join(folder, page.path, 'index.html'), html, { mode: 0o644 });
    writeFileSync(join(folder, page.path, 'index.html.gz'), gzipSync(html), { mode: 0o644 });
  }
}

/**
 * The whole measurement. `ports`: nginx (front door), Varnish, its purge listener and admin port, the two
 * instances, the static nginx, Redis; the bare chain's nginx and Varnish use the front door's ports on
 * 127.0.0.2. `targets`: load.mjs's choice (made through the front door when not given).
 * `settings.cacheRounds`: the number of rounds (default 12) of 2 s for each page and setup.
 */
export async function measureCacheChain({ distDir, ports, targets, settings, log = console.log }) {
  const { connections } = settings;
  const rounds = settings.cacheRounds ?? 12;
  const secondsPerRound = 2;
  const started = [];
  const stopAll = async () => {
    while (started.length > 0) await started.pop().stop().catch(() => undefined);
  };
  const folder = mkdtempSync(join(tmpdir(), 'lumoplast-static-pages-'));
  chmodSync(folder, 0o755);
  const result = {
    tool: `wrk, 2 threads, ${connections} connections, ${rounds} rounds of ${secondsPerRound} s per page, client and setup, the setups in turn`,
    requestHeaders: {
      browser: 'a returning reader: Accept-Language of the page’s language, Sec-Fetch-Dest: document, Accept-Encoding: gzip, no cookie',
      crawler: 'a crawler: Accept: */*, Accept-Encoding: gzip, no Accept-Language, no cookie, no Sec-Fetch-Dest',
    },
  };
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
    const varnish = await startVarnish({ port: ports.varnish, purgePort: ports.purge, adminPort: ports.admin, upstreams, distDir });
    started.push(varnish);
    const nginx = await startNginx({ port: ports.nginx, upstreams: [`127.0.0.1:${ports.varnish}`] });
    started.push(nginx);
    await waitForAnswer(`${nginx.origin}/api/health/`);
    const pages = measuredRequests(pagesOf(targets ?? (await chooseTargets(nginx.origin))));
    await copyPages({ pages, origin: nginx.origin, folder });

    // The bare chain beside it: nginx → Varnish (bare VCL) → the static nginx, which is also the third setup.
    log(`  the bare chain: nginx 127.0.0.2:${ports.nginx} → Varnish (bare VCL) 127.0.0.2:${ports.varnish} → static nginx :${ports.staticOrigin}`);
    const staticNginx = await startStaticNginx({ port: ports.staticOrigin, folder });
    started.push(staticNginx);
    const bareVarnish = await startBareVarnish({ address: '127.0.0.2', port: ports.varnish, adminPort: ports.admin, origin: ports.staticOrigin });
    started.push(bareVarnish);
    const bareFront = await startNginxAt({ address: '127.0.0.2', port: ports.nginx, upstreams: [`127.0.0.2:${ports.varnish}`] });
    started.push(bareFront);

    const setups = { frontDoor: nginx.origin, bareChain: bareFront.origin, nginxStatic: staticNginx.origin };
    // nginx and Varnish of each chain (the instances are not asked while the cache is warm), the static nginx.
    const processes = { frontDoor: [nginx.child.pid, varnish.child.pid], bareChain: [bareFront.pid, bareVarnish.pid], nginxStatic: [staticNginx.pid] };
    for (const page of pages) {
      page.answers = {};
      for (const [name, origin] of Object.entries(setups)) {
        await describeAnswer(new URL(page.path, origin).href, page.headers);
        page.answers[name] = await describeAnswer(new URL(page.path, origin).href, page.headers);
      }
      if (page.answers.frontDoor.cache !== 'hit' || page.answers.bareChain.cache !== 'hit') throw new Error(`${page.path}: not a hit on both chains: ${JSON.stringify(page.answers)}`);
    }
    const measured = measureInRounds({ pages, setups, processes, rounds, secondsPerRound, connections, log });
    result.pages = pages.map((page) => {
      const runs = measured[page.name];
      return {
        ...page,
        frontDoor: summarize(runs.frontDoor),
        bareChain: summarize(runs.bareChain),
        nginxStatic: summarize(runs.nginxStatic),
        frontDoorToBareChain: shareOf(runs, 'frontDoor', 'bareChain'),
        frontDoorToNginxStatic: shareOf(runs, 'frontDoor', 'nginxStatic'),
        bareChainToNginxStatic: shareOf(runs, 'bareChain', 'nginxStatic'),
        // The other way round: how much more CPU time the front door's nginx and Varnish take per request.
        cpuFrontDoorToBareChain: round(median(runs.frontDoor.map((run, index) => run.cpuMicrosecondsPerRequest / runs.bareChain[index].cpuMicrosecondsPerRequest)), 3),
      };
    });

    log('  rolling restart of the instances under load (/api/news/?locale=de, which passes the cache) …');
    result.rollingRestart = await measureRollingRestart(nginx.origin, '/api/news/?locale=de', {
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
  } finally {
    await stopAll();
    rmSync(folder, { recursive: true, force: true });
  }
  return result;
}

/** The results as console lines. */
export function formatCacheChain(result) {
  const lines = [`${'page, client'.padEnd(24)} front door req/s  bare chain req/s  nginx static req/s  ÷ bare chain  ÷ nginx static  errors`];
  for (const page of result.pages) {
    lines.push(
      `${page.name.padEnd(24)} ${String(page.frontDoor.requestsPerSecond).padStart(17)} ${String(page.bareChain.requestsPerSecond).padStart(17)} ${String(page.nginxStatic.requestsPerSecond).padStart(19)} ${page.frontDoorToBareChain.toFixed(2).padStart(13)} ${page.frontDoorToNginxStatic.toFixed(2).padStart(15)}  ${page.frontDoor.errors}`,
    );
  }
  for (const page of result.pages) {
    lines.push(
      `${page.name.padEnd(24)} CPU time per request (nginx and Varnish): front door ${page.frontDoor.cpuMicrosecondsPerRequest} µs, bare chain ${page.bareChain.cpuMicrosecondsPerRequest} µs (× ${page.cpuFrontDoorToBareChain.toFixed(2)}), static nginx ${page.nginxStatic.cpuMicrosecondsPerRequest} µs`,
    );
  }
  for (const [label, restart] of [['Rolling restart of the instances', result.rollingRestart], ['Restart of Varnish’s cache process', result.varnishRestart]]) {
    lines.push(`${label} under load (${restart.path}): ${restart.requests} requests in ${restart.seconds} s, ${restart.errors} failed ${JSON.stringify(restart.statusCodes)}`);
  }
  return lines.join('\n');
}
