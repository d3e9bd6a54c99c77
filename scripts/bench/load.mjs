// The load benchmark's measuring part (`npm run bench:load`, scripts/bench-load.mjs): autocannon against
// the targets of one origin, the server processes' memory from /proc, and a rolling restart under load.
// It takes an origin, so the same measurement runs against one instance and against the cluster's load
// balancer (`npm run cluster`, scripts/cluster/services.mjs).
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { median } from './median.mjs';

/** The run's bounds, from the environment: seconds per target (in rounds), connections, warm-up seconds per target. */
export function loadSettings(env = process.env) {
  const number = (name, fallback) => {
    const value = env[name]?.trim();
    if (!value) return fallback;
    const parsed = Number(value);
    if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`${name} must be a positive number, not "${value}"`);
    return parsed;
  };
  return {
    durationSeconds: number('BENCH_LOAD_DURATION', 12),
    rounds: Math.round(number('BENCH_LOAD_ROUNDS', 3)),
    connections: Math.round(number('BENCH_LOAD_CONNECTIONS', 10)),
    warmupSeconds: number('BENCH_LOAD_WARMUP', 3),
    // identity: every response uncompressed (autocannon's default); gzip: as a browser asks (Next.js then
    // compresses pages and static files alike on every request).
    encoding: encodingOf(env.BENCH_LOAD_ENCODING?.trim() || undefined),
  };
}

function encodingOf(value = 'identity') {
  if (value !== 'identity' && value !== 'gzip') throw new Error(`BENCH_LOAD_ENCODING must be identity or gzip, not "${value}"`);
  return value;
}

/**
 * What a browser's first visit sends: no cookie, a German browser (an English one with `language: 'en'`,
 * for a target that says so); `Accept-Encoding: gzip` only with `encoding: 'gzip'`. (No answer depends
 * on `Accept-Language`: the path decides a page's language. The header is sent as a browser sends it.)
 */
export function browserHeaders(encoding = 'identity', language = 'de') {
  return {
    accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    'accept-language': language === 'en' ? 'en-US,en;q=0.9,de;q=0.8' : 'de-DE,de;q=0.9,en;q=0.8',
    ...(encoding === 'gzip' ? { 'accept-encoding': 'gzip' } : {}),
    'user-agent': 'lumoplast-bench-load',
  };
}

/** The resident memory of a process in MiB (`VmRSS` of /proc/<pid>/status), or null when it cannot be read. */
export function residentMemoryMiB(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1];
    return kib === undefined ? null : Math.round((Number(kib) / 1024) * 10) / 10;
  } catch {
    return null;
  }
}

async function get(origin, path) {
  const response = await fetch(new URL(path, origin), { redirect: 'manual', headers: browserHeaders() });
  return { status: response.status, text: await response.text() };
}

/**
 * The targets of an origin: a content page in German, the same page in English visited by an English
 * browser (every page passes the request interceptor, which rewrites a German page to its folder), the
 * first job offer's page (the first link of the job list that fits the record
 * pattern), a script file of the same server (of the `/_next/static/chunks/*.js` the content page loads,
 * the one nearest it in size) and the health endpoint. Paths may be given instead (BENCH_LOAD_PAGE, …).
 */
export async function chooseTargets(origin, env = process.env) {
  const contentPath = env.BENCH_LOAD_PAGE || '/kompetenzen/';
  const jobListPath = env.BENCH_LOAD_JOB_LIST || '/karriere-lumoplast/stellenangebote/';
  const content = await get(origin, contentPath);
  if (content.status !== 200) throw new Error(`${contentPath} answered ${content.status}, expected 200`);

  let jobPath = env.BENCH_LOAD_JOB_PAGE;
  if (!jobPath) {
    const list = await get(origin, jobListPath);
    if (list.status !== 200) throw new Error(`${jobListPath} answered ${list.status}, expected 200`);
    const escaped = jobListPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    jobPath = [...list.text.matchAll(/<a\b[^>]*\bhref="([^"?#]+)"/g)].map(([, href]) => href).find((href) => new RegExp(`^${escaped}[^/]+/$`).test(href));
    if (!jobPath) throw new Error(`${jobListPath} links no job offer's page`);
  }

  const scriptPath = env.BENCH_LOAD_SCRIPT || (await scriptLikePage(origin, contentPath, content.text));

  const englishPath = env.BENCH_LOAD_ENGLISH_PAGE || /<link\b[^>]*\bhreflang="en"[^>]*\bhref="https?:\/\/[^/"]+(\/[^"]*)"/i.exec(content.text)?.[1] || '/en/competences/';
  return [
    { name: 'content page', kind: 'page', path: contentPath },
    { name: 'content page en', kind: 'page', path: englishPath, language: 'en' },
    { name: 'job page', kind: 'page', path: jobPath },
    { name: 'static script', kind: 'static', path: scriptPath },
    { name: 'health', kind: 'health', path: env.BENCH_LOAD_HEALTH || '/api/health/' },
  ];
}

/**
 * Of the scripts a page loads, the one whose size is nearest the page's own HTML: the same bytes served as a
 * file, so a page's share of its rate says what serving it costs beyond its size (the page's scripts range
 * from 2 kB to over 200 kB, whose rates differ several times over).
 */
async function scriptLikePage(origin, pagePath, html) {
  const scripts = [...new Set([...html.matchAll(/<script\b[^>]*\bsrc="(\/_next\/static\/chunks\/[^"?]+\.js)(?:\?[^"]*)?"/g)].map(([, src]) => src))];
  if (scripts.length === 0) throw new Error(`${pagePath} loads no /_next/static/chunks/*.js script`);
  const pageBytes = Buffer.byteLength(html);
  const sized = await Promise.all(scripts.map(async (path) => ({ path, bytes: Buffer.byteLength((await get(origin, path)).text) })));
  return sized.reduce((best, script) => (Math.abs(script.bytes - pageBytes) < Math.abs(best.bytes - pageBytes) ? script : best)).path;
}

const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** One autocannon run against `origin + path`; `processes` ({ name, pid }) are sampled for memory while it runs. */
export async function measurePath(origin, path, { seconds, connections, encoding = 'identity', processes = [], headers = browserHeaders(encoding) }) {
  const url = new URL(path, origin).href;
  const peak = new Map();
  const sample = () => {
    for (const { pid } of processes) {
      const rss = residentMemoryMiB(pid);
      if (rss !== null) peak.set(pid, Math.max(peak.get(pid) ?? 0, rss));
    }
  };
  const sampler = setInterval(sample, 250);
  const socketErrorKinds = {};
  let result;
  try {
    const run = autocannon({ url, connections, duration: seconds, headers });
    run.on('reqError', (error) => {
      const kind = error?.code ?? error?.message ?? String(error);
      socketErrorKinds[kind] = (socketErrorKinds[kind] ?? 0) + 1;
    });
    result = await run;
  } finally {
    clearInterval(sampler);
  }
  sample();
  return {
    seconds: result.duration || seconds,
    requests: result.requests.total,
    latencyP99Ms: result.latency.p99,
    latencyAverageMs: result.latency.average,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count])),
    non2xx: result.non2xx,
    socketErrors: result.errors,
    socketErrorKinds,
    timeouts: result.timeouts,
    memory: processes.map(({ name, pid }) => ({ name, pid, rssMiB: residentMemoryMiB(pid), peakRssMiB: peak.get(pid) ?? null })),
  };
}

/**
 * Every target of an origin, and each one's rate as a share of the static script's (the target for a
 * page: ≥ 0.3 with 0 errors). The machine's speed drifts (bench/README.md), so the targets take turns: each
 * is warmed up, then measured in `rounds` runs of `durationSeconds / rounds` seconds, one target after the
 * other in every round; the share is the median of the rounds' shares (each against the static script's
 * rate of the same round). `processes`: the server processes whose memory to report.
 */
export async function measureOrigin(origin, { processes = [], settings = loadSettings(), targets, log = console.log } = {}) {
  const chosen = targets ?? (await chooseTargets(origin));
  const { durationSeconds, rounds, warmupSeconds, connections, encoding } = settings;
  const headersOf = (target) => browserHeaders(encoding, target.language);
  for (const target of chosen) {
    log(`  warming up ${target.name.padEnd(15)} ${target.path}`);
    await autocannon({ url: new URL(target.path, origin).href, connections, duration: warmupSeconds, headers: headersOf(target) });
  }
  const runs = chosen.map(() => []);
  for (let round = 0; round < rounds; round += 1) {
    log(`  round ${round + 1} of ${rounds}`);
    for (const [index, target] of chosen.entries()) {
      runs[index].push(await measurePath(origin, target.path, { seconds: durationSeconds / rounds, connections, headers: headersOf(target), processes }));
    }
  }
  const rate = (run) => run.requests / run.seconds;
  const staticIndex = chosen.findIndex((target) => target.kind === 'static');
  const results = chosen.map((target, index) => {
    const own = runs[index];
    const sum = (field) => own.reduce((total, run) => total + run[field], 0);
    const statusCodes = {};
    for (const run of own) for (const [code, count] of Object.entries(run.statusCodes)) statusCodes[code] = (statusCodes[code] ?? 0) + count;
    const socketErrorKinds = {};
    for (const run of own) for (const [kind, count] of Object.entries(run.socketErrorKinds)) socketErrorKinds[kind] = (socketErrorKinds[kind] ?? 0) + count;
    const last = own.at(-1);
    return {
      ...target,
      requests: sum('requests'),
      seconds: round(sum('seconds'), 2),
      requestsPerSecond: round(sum('requests') / sum('seconds')),
      roundRequestsPerSecond: own.map((run) => round(rate(run))),
      latencyP99Ms: Math.max(...own.map((run) => run.latencyP99Ms)),
      latencyAverageMs: round(own.reduce((total, run) => total + run.latencyAverageMs * run.requests, 0) / Math.max(1, sum('requests')), 2),
      statusCodes,
      non2xx: sum('non2xx'),
      socketErrors: sum('socketErrors'),
      socketErrorKinds,
      timeouts: sum('timeouts'),
      errors: sum('non2xx') + sum('socketErrors'),
      memory: last.memory.map((memory, processIndex) => ({
        ...memory,
        peakRssMiB: Math.max(...own.map((run) => run.memory[processIndex]?.peakRssMiB ?? 0)) || null,
      })),
      ratioToStatic: staticIndex < 0 ? null : round(median(own.map((run, roundIndex) => rate(run) / rate(runs[staticIndex][roundIndex]))), 3),
    };
  });
  return { origin, settings, targets: results };
}

/**
 * A rolling restart under load: autocannon runs against `origin + path` while each instance in turn is
 * stopped and started again (`restart(index)` does both and resolves once it answers again). Every
 * request must succeed (the load balancer sends them to the instance that is up).
 */
export async function measureRollingRestart(origin, path, { count, restart, connections, pauseSeconds = 2, encoding = 'identity', headers = browserHeaders(encoding), log = console.log }) {
  const url = new URL(path, origin).href;
  const run = autocannon({ url, connections, duration: 600, headers });
  const socketErrorKinds = {};
  run.on('reqError', (error) => {
    const kind = error?.code ?? error?.message ?? String(error);
    socketErrorKinds[kind] = (socketErrorKinds[kind] ?? 0) + 1;
  });
  const events = [];
  const started = Date.now();
  const at = () => round((Date.now() - started) / 1000, 2);
  let runError;
  const finished = Promise.resolve(run).catch((error) => {
    runError = error;
  });
  try {
    await new Promise((resolve) => setTimeout(resolve, pauseSeconds * 1000));
    for (let index = 0; index < count; index += 1) {
      log(`  restarting instance ${index + 1} of ${count} under load …`);
      events.push({ at: at(), event: `stopping instance ${index + 1}` });
      await restart(index, (event) => events.push({ at: at(), event }));
      events.push({ at: at(), event: `instance ${index + 1} answers again` });
      await new Promise((resolve) => setTimeout(resolve, pauseSeconds * 1000));
    }
  } finally {
    run.stop();
  }
  await finished;
  if (runError) throw runError;
  const result = await run;
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count: n }]) => [code, n]));
  return {
    path,
    seconds: round(result.duration, 1),
    requests: result.requests.total,
    requestsPerSecond: round(result.requests.total / result.duration),
    latencyP99Ms: result.latency.p99,
    latencyMaxMs: result.latency.max,
    statusCodes,
    non2xx: result.non2xx,
    socketErrors: result.errors,
    socketErrorKinds,
    timeouts: result.timeouts,
    errors: result.non2xx + result.errors,
    events,
  };
}

/** The results of one origin as console lines: rate, p99, errors, memory and the share of the static script's rate. */
export function formatTable(measurement) {
  const header = ['target', 'path', 'req/s', 'p99 ms', 'errors', 'status codes (socket errors)', 'RSS MiB (peak)', '÷ static'];
  const rows = measurement.targets.map((target) => [
    target.name,
    target.path.length > 48 ? `${target.path.slice(0, 45)}…` : target.path,
    target.requestsPerSecond.toFixed(0),
    String(target.latencyP99Ms),
    String(target.errors),
    [...Object.entries(target.statusCodes), ...Object.entries(target.socketErrorKinds ?? {})].map(([code, count]) => `${code}×${count}`).join(' '),
    target.memory.map((memory) => `${memory.rssMiB ?? '?'} (${memory.peakRssMiB ?? '?'})`).join(' + ') || '–',
    target.ratioToStatic === null ? '–' : target.ratioToStatic.toFixed(2),
  ]);
  const widths = header.map((_, column) => Math.max(header[column].length, ...rows.map((row) => row[column].length)));
  const line = (cells) => cells.map((cell, column) => (column >= 2 && column !== 5 && column !== 6 ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}
