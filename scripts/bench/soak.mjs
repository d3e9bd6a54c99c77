// The soak (`npm run bench:soak`, scripts/bench-soak.mjs, and tests/e2e/cluster/soak.spec.ts): the cluster
// of scripts/cluster/services.mjs (a test CMS, redis-server, two instances of the CMS-mode build, nginx)
// under mixed traffic for a while — pages in both languages with the RSC requests of a client
// navigation, the news endpoint, enquiries near each client's limit, a publish with its webhook in turn,
// one instance restarted midway — and each instance's memory and open descriptors at rest after a
// warm-up and at the end. `runSoak` starts everything, measures, stops everything and judges the run
// against `soakTargets`; how it is made: bench/README.md ("Soak").
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { copyBuild, root, startInstance, startNginx, startRedis } from '../cluster/services.mjs';
import { browserHeaders, residentMemoryMiB } from './load.mjs';
import { choosePages } from './pages.mjs';
import { readRouteTable } from './route-table.mjs';

/**
 * What a soak must show. Descriptors are counted at rest (no request in flight, nginx's and Node's idle
 * keep-alive connections closed), where an instance holds only its listening socket, its Redis
 * connections, its log pipes and Node's own handles: the count may differ by a few between two moments
 * of rest (a connection the undici pool or Redis opens lazily), never by one per request, enquiry or
 * publish, which a leak would add by the hundred in a run.
 */
export const soakTargets = { serverErrors: 0, memoryGrowthMiB: 50, descriptorTolerance: 5, publishVisibleWithinMs: 15_000 };

const cms = JSON.parse(readFileSync(join(root, 'tests/e2e/cms/cms-environment.json'), 'utf8'));
const messages = Object.fromEntries(['de', 'en'].map((locale) => [locale, JSON.parse(readFileSync(join(root, 'messages', `${locale}.json`), 'utf8'))]));

/** The record types the webhook knows, each with the page type of its list (scripts/bench/pages.mjs). */
const publishedTypes = [
  { type: 'jobs', listPage: 'job offers' },
  { type: 'news', listPage: 'news' },
  { type: 'downloads', listPage: 'downloads' },
];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * The run's bounds: `durationSeconds` of traffic after `warmupSeconds` (default a tenth of it, 45–60 s),
 * `concurrency` visitors sending together at most `requestsPerSecond` in all, `enquiriesPerMinute`, a
 * publish every `publishEverySeconds` (30 s in a 10-minute run, scaled down for a shorter one, at least 5 s).
 */
export function soakSettings({ durationSeconds = 600, warmupSeconds, concurrency = 4, requestsPerSecond = 40, enquiriesPerMinute = 10, publishEverySeconds } = {}) {
  for (const [name, value] of Object.entries({ durationSeconds, concurrency, requestsPerSecond, enquiriesPerMinute })) {
    if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, not ${value}`);
  }
  // An instance's memory climbs for its first ~50 s of this traffic (first renders, V8 growing its heap),
  // then swings by ±20 MiB around a level (bench/README.md, "Soak"): a shorter warm-up would count the climb.
  const warmup = warmupSeconds ?? Math.min(60, Math.max(45, Math.round(durationSeconds / 10)));
  return {
    durationSeconds,
    warmupSeconds: warmup,
    concurrency: Math.round(concurrency),
    requestsPerSecond,
    enquiriesPerMinute,
    publishEverySeconds: publishEverySeconds ?? Math.max(5, Math.min(30, Math.round((30 * durationSeconds) / 600))),
  };
}

/** The number of a command-line flag (`--duration 60`), or undefined. */
export function flagNumber(argv, name) {
  const index = argv.findIndex((argument) => argument === `--${name}` || argument.startsWith(`--${name}=`));
  if (index === -1) return undefined;
  const text = argv[index].includes('=') ? argv[index].split('=')[1] : argv[index + 1];
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} needs a positive number, not "${text}"`);
  return value;
}

/** The open descriptors of a process (`/proc/<pid>/fd`), or null when it cannot be read. */
export function openDescriptors(pid) {
  try {
    return readdirSync(`/proc/${pid}/fd`).length;
  } catch {
    return null;
  }
}

/** The value at a percentile (0–100) of numbers, nearest rank. */
export function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** One HTTP request through an agent (a client address of its own with `localAddress`); never throws. */
function send(agent, origin, path, { method = 'GET', headers = {}, body, timeoutMs = 30_000 } = {}) {
  const url = new URL(path, origin);
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request({ host: url.hostname, port: url.port, path: url.pathname + url.search, method, headers, agent, timeout: timeoutMs }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode, headers: response.headers, text: Buffer.concat(chunks).toString(), ms: performance.now() - started }),
      );
      response.on('error', (error) => resolve({ status: null, error: error.code ?? error.message, ms: performance.now() - started }));
    });
    request.on('timeout', () => request.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    request.on('error', (error) => resolve({ status: null, error: error.code ?? error.message, ms: performance.now() - started }));
    request.end(body);
  });
}

/** What the traffic met, by kind of request: answers by status, failures by kind, latencies. */
function createTally() {
  const kinds = new Map();
  const unexpected = [];
  return {
    record(kind, answer, expected, path) {
      const entry = kinds.get(kind) ?? { requests: 0, statusCodes: {}, socketErrors: {}, latencies: [] };
      kinds.set(kind, entry);
      entry.requests += 1;
      entry.latencies.push(answer.ms);
      if (answer.status === null) entry.socketErrors[answer.error] = (entry.socketErrors[answer.error] ?? 0) + 1;
      else entry.statusCodes[answer.status] = (entry.statusCodes[answer.status] ?? 0) + 1;
      const ok = answer.status === expected;
      if (!ok && unexpected.length < 50) unexpected.push({ kind, path, status: answer.status, error: answer.error, at: new Date().toISOString() });
      return ok;
    },
    summary() {
      const all = [...kinds.values()];
      const sum = (pick) => all.reduce((total, entry) => total + pick(entry), 0);
      const merge = (field) => all.reduce((merged, entry) => {
        for (const [key, count] of Object.entries(entry[field])) merged[key] = (merged[key] ?? 0) + count;
        return merged;
      }, {});
      const latencies = all.flatMap((entry) => entry.latencies);
      const statusCodes = merge('statusCodes');
      return {
        requests: sum((entry) => entry.requests),
        statusCodes,
        serverErrors: Object.entries(statusCodes).filter(([code]) => Number(code) >= 500).reduce((total, [, count]) => total + count, 0),
        socketErrors: merge('socketErrors'),
        unexpected,
        latencyP50Ms: round(percentile(latencies, 50) ?? 0),
        latencyP99Ms: round(percentile(latencies, 99) ?? 0),
        latencyMaxMs: round(latencies.reduce((most, value) => Math.max(most, value), 0)),
        byKind: Object.fromEntries(
          [...kinds].map(([kind, entry]) => [
            kind,
            { requests: entry.requests, statusCodes: entry.statusCodes, socketErrors: entry.socketErrors, latencyP99Ms: round(percentile(entry.latencies, 99) ?? 0) },
          ]),
        ),
      };
    },
  };
}

/** Lets the traffic pause (for a measurement at rest) and counts the requests in flight. */
function createGate() {
  let paused = null;
  let inFlight = 0;
  return {
    async pass() {
      while (paused) await paused.promise;
    },
    async during(work) {
      inFlight += 1;
      try {
        return await work();
      } finally {
        inFlight -= 1;
      }
    },
    /** Stops new requests and waits until none is in flight. */
    async pause() {
      let resolve;
      paused = { promise: new Promise((done) => (resolve = done)), resolve };
      while (inFlight > 0) await sleep(50);
    },
    resume() {
      const current = paused;
      paused = null;
      current?.resolve();
    },
  };
}

/**
 * A process's memory and descriptors at rest: after the last request, the idle keep-alive connections
 * close (nginx's to the instances after 4 s, the instances' own after 5 s, undici's to the CMS after 4 s);
 * then the count is read until it holds still for 1.5 s (at most 10 s more).
 */
async function atRest(processes) {
  await sleep(5500);
  const read = () => processes.map(({ pid }) => openDescriptors(pid));
  let last = read();
  let still = 0;
  for (let attempt = 0; attempt < 20 && still < 3; attempt += 1) {
    await sleep(500);
    const now = read();
    still = now.every((count, index) => count === last[index]) ? still + 1 : 0;
    last = now;
  }
  return processes.map(({ pid }, index) => ({ pid, at: new Date().toISOString(), rssMiB: residentMemoryMiB(pid), descriptors: last[index] }));
}

function underLoad(pid) {
  return { pid, at: new Date().toISOString(), rssMiB: residentMemoryMiB(pid), descriptors: openDescriptors(pid) };
}

/** The contact form's hidden fields (React's `$ACTION_…`, the locale) as a visitor without JavaScript gets them. */
function formFields(html, formLabel) {
  const form = new RegExp(`<form[^>]*aria-label="${formLabel}"[^>]*>[\\s\\S]*?</form>`).exec(html)?.[0] ?? '';
  const hidden = [...form.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?/g)].map(([, name, value = '']) => [name, value.replaceAll('&quot;', '"').replaceAll('&amp;', '&')]);
  return hidden.some(([name]) => name.startsWith('$ACTION')) ? hidden : null;
}

const escapeHtml = (text) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * Starts the cluster, drives it and stops it; resolves with the figures and the verdict (`failures`
 * empty when every target is met). `ports`: { cms, redis, nginx, instances: [a, b] }.
 */
export async function runSoak({ ports, settings = soakSettings(), distDir = cms.distDir, copyName = 'soak', log = console.log }) {
  const started = [];
  const stopAll = async () => {
    while (started.length > 0) await started.pop().stop().catch(() => undefined);
  };
  const cmsOrigin = `http://localhost:${ports.cms}`;
  const enquiryLimit = 5; // lib/contact/enquiry-rate-limit.ts, enquiryRateLimit.limit: each client sends exactly this many.
  const enquiryCount = Math.max(enquiryLimit, Math.round((settings.durationSeconds / 60) * settings.enquiriesPerMinute));
  const ceilingPerMinute = Math.ceil(settings.enquiriesPerMinute * 2);
  const environment = (redisUrl) => ({
    BACKEND_URL: `${cmsOrigin}/v1/`,
    BACKEND_TOKEN: cms.token,
    REVALIDATE_SECRET: cms.revalidateSecret,
    PREVIEW_SECRET: cms.previewSecret,
    REDIS_URL: redisUrl,
    // nginx sets X-Forwarded-For to the address it was reached from: one proxy hop to trust.
    TRUSTED_PROXY_HOPS: '1',
    // Every enquiry of the soak within the site-wide ceiling (a fixed window of a minute), twice its rate.
    ENQUIRY_CEILING_PER_MINUTE: String(ceilingPerMinute),
  });

  try {
    log(`▶ Soak: a test CMS on :${ports.cms}, redis-server :${ports.redis}, instances :${ports.instances.join(', :')} of ${distDir}, nginx :${ports.nginx}`);
    const cmsServer = spawn(process.execPath, [join(root, 'tests/e2e/cms/cms-server.mjs')], { cwd: root, env: { ...process.env, CMS_PORT: String(ports.cms) }, stdio: 'ignore' });
    const cmsExited = new Promise((resolve) => cmsServer.once('exit', resolve));
    started.push({
      async stop() {
        if (cmsServer.exitCode === null && cmsServer.signalCode === null) cmsServer.kill();
        await cmsExited;
      },
    });
    for (let attempt = 0; ; attempt += 1) {
      if ((await fetch(`${cmsOrigin}/__admin/requests`).then((response) => response.status, () => 0)) === 200) break;
      if (attempt > 100) throw new Error(`the test CMS did not answer on ${cmsOrigin}`);
      await sleep(100);
    }
    const redis = await startRedis({ port: ports.redis });
    started.push(redis);
    const copy = copyBuild(distDir, copyName);
    const env = environment(redis.url);
    const instances = [];
    for (const port of ports.instances) {
      const instance = await startInstance({ distDir: copy, port, env, log: 'collect' });
      started.push(instance);
      instances.push(instance);
    }
    // The instances that are up (the restarted one is left out from its SIGTERM until it answers again).
    let restarting;
    const instanceOrigins = () => instances.filter((instance) => instance !== restarting).map((instance) => instance.origin);
    const nginx = await startNginx({ port: ports.nginx, upstreams: ports.instances.map((port) => `127.0.0.1:${port}`) });
    started.push(nginx);
    const origin = nginx.origin;

    const pages = await choosePages(origin, readRouteTable());
    const newsApi = [];
    for (const locale of ['de', 'en']) {
      const first = JSON.parse((await send(undefined, origin, `/api/news/?locale=${locale}`)).text ?? '{}');
      for (let page = 1; page <= (first.pageCount ?? 1); page += 1) newsApi.push(`/api/news/?locale=${locale}&page=${page}`);
    }
    // The requests of the visitors, by weight: a page's HTML, the RSC payload a client navigation to it
    // asks (`RSC: 1`; `_rsc` empty: the cache-busting value of a request without router state), a page of
    // the news endpoint. Each visitor is a German or English browser as the page's language says.
    const requests = [
      ...pages.map((page) => ({ kind: 'page', path: page.path, weight: 6, headers: browserHeaders('identity', page.language) })),
      ...pages.map((page) => ({ kind: 'rsc', path: `${page.path}?_rsc`, weight: 2, headers: { ...browserHeaders('identity', page.language), rsc: '1' } })),
      ...newsApi.map((path) => ({ kind: 'news endpoint', path, weight: (2 * pages.length) / newsApi.length, headers: { accept: 'application/json' } })),
    ];
    const totalWeight = requests.reduce((total, request) => total + request.weight, 0);
    const pick = () => {
      let at = Math.random() * totalWeight;
      for (const request of requests) if ((at -= request.weight) < 0) return request;
      return requests[requests.length - 1];
    };

    const gate = createGate();
    let tally = createTally();
    const visitorAgent = new http.Agent({ keepAlive: true, maxSockets: settings.concurrency });
    let trafficRuns = true;
    const visitor = async () => {
      const interval = (1000 * settings.concurrency) / settings.requestsPerSecond;
      while (trafficRuns) {
        await gate.pass();
        if (!trafficRuns) break;
        const next = Date.now() + interval;
        const request = pick();
        const answer = await gate.during(() => send(visitorAgent, origin, request.path, { headers: request.headers }));
        tally.record(request.kind, answer, 200, request.path);
        await sleep(Math.max(0, next - Date.now()));
      }
    };
    const instanceProcesses = () => instances.map((instance, index) => ({ name: `instance ${index + 1}`, pid: instance.child.pid }));
    // Every instance's memory and descriptors every 5 s, under traffic, to see the trend (soak.json's `timeline`).
    const timeline = [];
    const soakStarted = Date.now();
    // And every second, for the level each process reached in its warm-up (`levelOf`).
    const everySecond = new Map();
    const fineSampler = setInterval(() => {
      for (const { pid } of instanceProcesses()) everySecond.set(pid, [...(everySecond.get(pid) ?? []), { time: Date.now(), rssMiB: residentMemoryMiB(pid) }]);
    }, 1000);
    started.push({ stop: async () => clearInterval(fineSampler) });
    /**
     * The memory level a process reached under this traffic: the highest RSS of the second half of its
     * warm-up, or its reading at rest when higher. RSS swings by tens of MiB as V8 collects (the
     * timeline); a reading taken at a low point would count the next swing up as growth, while a leak
     * raises the memory past every earlier high.
     */
    const levelOf = (snapshot, since) =>
      Math.max(snapshot.rssMiB ?? 0, ...(everySecond.get(snapshot.pid) ?? []).filter((sample) => sample.time >= since && sample.rssMiB !== null).map((sample) => sample.rssMiB));
    const sampler = setInterval(() => {
      for (const { name, pid } of instanceProcesses()) {
        timeline.push({ second: Math.round((Date.now() - soakStarted) / 1000), instance: name, pid, rssMiB: residentMemoryMiB(pid), descriptors: openDescriptors(pid) });
      }
    }, 5000);
    started.push({ stop: async () => clearInterval(sampler) });

    log(`  warm-up: ${settings.warmupSeconds} s of the same traffic (${pages.length} pages, ${newsApi.length} pages of the news endpoint)`);
    const visitors = Array.from({ length: settings.concurrency }, visitor);
    // The warm-up meets every kind of request once at least, so no code runs for the first time after it:
    // an enquiry in each language (from a client address of its own) and a publish of each type.
    const warmupClient = new http.Agent({ keepAlive: true, localAddress: '127.0.0.254' });
    const warmupSteps = [
      () => sendEnquiry(warmupClient, origin, pages, 'de', 'warm-up 1', tally),
      ...publishedTypes.map((type, index) => () => publish(origin, cmsOrigin, pages, type, index % 2 === 0 ? 'de' : 'en', `warm-up-${index + 1}`, tally, instanceOrigins)),
      () => sendEnquiry(warmupClient, origin, pages, 'en', 'warm-up 2', tally),
    ];
    const warmupStarted = Date.now();
    for (const [index, step] of warmupSteps.entries()) {
      await sleep(Math.max(0, warmupStarted + ((index + 0.5) * settings.warmupSeconds * 1000) / warmupSteps.length - Date.now()));
      await gate.during(step);
    }
    warmupClient.destroy();
    await sleep(Math.max(0, warmupStarted + settings.warmupSeconds * 1000 - Date.now()));
    await gate.pause();
    const warmup = tally.summary();
    const startSnapshots = (await atRest(instanceProcesses())).map((snapshot) => ({ ...snapshot, levelMiB: levelOf(snapshot, warmupStarted + (settings.warmupSeconds * 1000) / 2) }));
    log(`  at rest after the warm-up: ${startSnapshots.map((snapshot, index) => `instance ${index + 1} ${snapshot.rssMiB} MiB, ${snapshot.descriptors} descriptors`).join('; ')}`);

    // The measured part.
    tally = createTally();
    const measuredStart = Date.now();
    const elapsed = () => (Date.now() - measuredStart) / 1000;
    let pausedSeconds = 0;
    const trafficSeconds = () => elapsed() - pausedSeconds;
    const untilTraffic = async (seconds) => {
      while (trafficSeconds() < seconds) await sleep(100);
    };
    gate.resume();

    // Enquiries: each client address (127.0.0.2, …: nginx passes the address it was reached from on in
    // X-Forwarded-For) sends exactly its limit, evenly spread over the run; each must get the success message.
    const enquiries = { sent: 0, accepted: 0, failed: [], clients: Math.ceil(enquiryCount / enquiryLimit), perClient: enquiryLimit, ceilingPerMinute };
    const enquiryRun = (async () => {
      const clients = Array.from({ length: enquiries.clients }, (_, index) => new http.Agent({ keepAlive: true, localAddress: `127.0.0.${index + 2}` }));
      try {
        for (let number = 0; number < enquiryCount; number += 1) {
          await untilTraffic(((number + 0.5) * settings.durationSeconds) / enquiryCount);
          await gate.pass();
          const locale = number % 2 === 0 ? 'de' : 'en';
          const client = clients[Math.floor(number / enquiryLimit)];
          const outcome = await gate.during(() => sendEnquiry(client, origin, pages, locale, number, tally));
          enquiries.sent += 1;
          if (outcome === 'sent') enquiries.accepted += 1;
          else enquiries.failed.push({ number, locale, outcome });
        }
      } finally {
        for (const client of clients) client.destroy();
      }
    })();

    // Publishes: a record of each type in turn added to the CMS, the webhook called through nginx; the list
    // page of the record's language must show it on the next visit.
    const publishes = [];
    const publishRun = (async () => {
      for (let number = 0; (number + 1) * settings.publishEverySeconds < settings.durationSeconds; number += 1) {
        await untilTraffic((number + 1) * settings.publishEverySeconds);
        await gate.pass();
        const result = await gate.during(() => publish(origin, cmsOrigin, pages, publishedTypes[number % publishedTypes.length], number % 2 === 0 ? 'de' : 'en', number, tally, instanceOrigins));
        publishes.push(result);
      }
    })();

    // The restart, midway: a measurement at rest of the instance first (the end of its first life), then
    // SIGTERM under traffic and a start on the same port; its second life is measured from the end of a
    // warm-up of its own (under traffic) to the end.
    const restartIndex = instances.length - 1;
    const restart = { instance: `instance ${restartIndex + 1}`, port: ports.instances[restartIndex] };
    const lives = instances.map(() => []);
    await untilTraffic(settings.durationSeconds / 2);
    const pauseStarted = Date.now();
    await gate.pause();
    const [beforeRestart] = await atRest([instanceProcesses()[restartIndex]]);
    pausedSeconds += (Date.now() - pauseStarted) / 1000;
    gate.resume();
    await sleep(1000);
    restart.stoppedAt = round(trafficSeconds());
    const old = instances[restartIndex];
    restarting = old;
    await old.stop();
    started.splice(started.indexOf(old), 1);
    const fresh = await startInstance({ distDir: copy, port: ports.instances[restartIndex], env, log: 'collect' });
    started.push(fresh);
    instances[restartIndex] = fresh;
    restarting = undefined;
    restart.answersAgainAt = round(trafficSeconds());
    restart.downSeconds = round(restart.answersAgainAt - restart.stoppedAt);
    log(`  ${restart.instance} restarted (SIGTERM, started again on :${restart.port}): ${restart.downSeconds} s without it`);
    lives[restartIndex].push({ life: 'before the restart', start: startSnapshots[restartIndex], end: beforeRestart });
    const secondLifeWarmup = Math.min(settings.warmupSeconds, Math.max(3, (settings.durationSeconds - trafficSeconds()) / 3));
    const secondLifeWarmupStarted = Date.now();
    await untilTraffic(trafficSeconds() + secondLifeWarmup);
    const secondLifeSnapshot = underLoad(fresh.child.pid);
    const secondLifeStart = { ...secondLifeSnapshot, levelMiB: levelOf(secondLifeSnapshot, secondLifeWarmupStarted + (secondLifeWarmup * 1000) / 2) };

    await untilTraffic(settings.durationSeconds);
    await Promise.all([enquiryRun, publishRun]);
    await gate.pause();
    trafficRuns = false;
    const measured = tally.summary();
    const seconds = round(trafficSeconds());
    gate.resume();
    await Promise.all(visitors);
    visitorAgent.destroy();
    const endSnapshots = await atRest(instanceProcesses());
    instances.forEach((_, index) => {
      if (index === restartIndex) {
        // A second life whose warm-up was cut short (a short run) still climbs: its memory is shown, not judged.
        const memoryJudged = secondLifeWarmup >= settings.warmupSeconds;
        lives[index].push({ life: 'after the restart', start: secondLifeStart, startUnderLoad: true, warmupSeconds: round(secondLifeWarmup), memoryJudged, end: endSnapshots[index] });
      }
      else lives[index].push({ life: 'whole run', start: startSnapshots[index], end: endSnapshots[index] });
    });
    const serverLog = instances.map((instance) => instance.output.join(''));
    await stopAll();
    return judge({ settings, seconds, warmup, measured, enquiries, publishes, restart, lives, pages, newsApi, serverLog, timeline });
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** One enquiry as a visitor without JavaScript sends it from `client`'s address: the form page, then the post. */
async function sendEnquiry(client, origin, pages, locale, number, tally) {
  const path = pages.find((page) => page.type === 'contact' && page.language === locale).path;
  const page = await send(client, origin, path, { headers: browserHeaders('identity', locale) });
  if (!tally.record('enquiry form', page, 200, path)) return `the form page answered ${page.status ?? page.error}`;
  const fields = formFields(page.text, messages[locale].ContactForm.formLabel);
  if (!fields) return 'the form page has no form with its action fields';
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  const values = {
    subject: `Soak ${number}: ${locale === 'de' ? 'Angebot Dosierkappe' : 'Quotation for a dosing cap'}`,
    message: locale === 'de' ? 'Guten Tag, bitte senden Sie uns ein Angebot für 250.000 Kappen.' : 'Hello, please send us a quotation for 250,000 caps.',
    name: 'Jana Berger',
    company: 'Beispiel GmbH',
    city: 'Herborn',
    email: `jana.berger+soak${number}@example.com`,
    privacyConsent: 'on',
    website: '',
  };
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  const answer = await send(client, origin, path, {
    method: 'POST',
    headers: { ...browserHeaders('identity', locale), 'content-type': encoded.headers.get('content-type'), 'content-length': String(body.length) },
    body,
  });
  if (!tally.record('enquiry post', answer, 200, path)) return `the post answered ${answer.status ?? answer.error}`;
  // What the visitor reads: the success message as the page's text (the form's messages also travel in its data).
  return answer.text.includes(`>${escapeHtml(messages[locale].ContactForm.success)}<`) ? 'sent' : 'no success message';
}

/** A record of `type` (a copy of the newest one of the language, under a new id) added to the CMS, then the webhook. */
async function publish(origin, cmsOrigin, pages, { type, listPage }, locale, number, tally, instanceOrigins) {
  const headers = { authorization: `Bearer ${cms.token}` };
  const newest = await fetch(`${cmsOrigin}/v1/${type}?filter[locale]=${locale}&page[size]=1`, { headers }).then((response) => response.json());
  const template = newest.data[0];
  const id = `soak-${number}-${type}-${locale}`;
  const title = `Soak ${number} ${type} ${locale}`;
  const record = {
    ...template,
    id,
    attributes: {
      ...template.attributes,
      title,
      ...(template.attributes.slug !== undefined && { slug: id }),
      translationKey: id,
      publishedAt: new Date().toISOString(),
    },
  };
  await fetch(`${cmsOrigin}/__admin/records`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ type, record }) });
  const answer = await send(undefined, origin, '/api/revalidate/', {
    method: 'POST',
    headers: { authorization: `Bearer ${cms.revalidateSecret}`, 'content-type': 'application/json' },
    body: JSON.stringify({ type }),
  });
  const result = { number, type, locale, status: answer.status ?? answer.error, ms: round(answer.ms), refresh: null, nextVisitShownBy: null, visibleAfterMs: null };
  if (!tally.record('webhook', answer, 200, '/api/revalidate/')) return result;
  result.refresh = JSON.parse(answer.text).refresh;
  // The next visit of the list, on each instance at once (asked directly): does it show the record? If
  // not, it is asked again every 250 ms until every instance does (`visibleAfterMs`: a render on a busy
  // machine included), for 20 s at most.
  const path = pages.find((page) => page.type === listPage && page.language === locale).path;
  const shows = async (instanceOrigin) => {
    const list = await send(undefined, instanceOrigin, path, { headers: browserHeaders('identity', locale) });
    tally.record('page', list, 200, path);
    return list.status === 200 && list.text.includes(escapeHtml(title));
  };
  const visitStarted = Date.now();
  result.nextVisitShownBy = await Promise.all(instanceOrigins().map(shows));
  let shownBy = result.nextVisitShownBy;
  while (!shownBy.every(Boolean) && Date.now() - visitStarted < 20_000) {
    await sleep(250);
    shownBy = await Promise.all(instanceOrigins().map(shows));
  }
  result.visibleAfterMs = shownBy.every(Boolean) ? Date.now() - visitStarted : null;
  return result;
}

/** The figures and the verdict: every target missed is a line of `failures`. */
function judge({ settings, seconds, warmup, measured, enquiries, publishes, restart, lives, pages, newsApi, serverLog, timeline }) {
  const failures = [];
  if (measured.serverErrors > soakTargets.serverErrors) failures.push(`${measured.serverErrors} answers of 5xx (target: ${soakTargets.serverErrors})`);
  const socketErrors = Object.values(measured.socketErrors).reduce((total, count) => total + count, 0);
  if (socketErrors > 0) failures.push(`${socketErrors} requests without an answer (${JSON.stringify(measured.socketErrors)})`);
  const otherStatuses = measured.unexpected.filter((entry) => entry.status !== null && entry.status < 500);
  if (otherStatuses.length > 0) failures.push(`unexpected answers: ${otherStatuses.slice(0, 5).map((entry) => `${entry.kind} ${entry.path} ${entry.status}`).join(', ')}`);
  if (enquiries.accepted !== enquiries.sent) failures.push(`${enquiries.sent - enquiries.accepted} of ${enquiries.sent} enquiries without the success message: ${enquiries.failed.slice(0, 3).map((entry) => entry.outcome).join('; ')}`);
  const unpublished = publishes.filter((entry) => entry.refresh !== 'now' || entry.visibleAfterMs === null || entry.visibleAfterMs > soakTargets.publishVisibleWithinMs);
  if (unpublished.length > 0) failures.push(`${unpublished.length} of ${publishes.length} publishes not shown by every instance within ${soakTargets.publishVisibleWithinMs / 1000} s: ${unpublished.slice(0, 3).map((entry) => `${entry.type} ${entry.locale} (${entry.status}, ${entry.refresh}, ${entry.visibleAfterMs} ms)`).join(', ')}`);
  const instances = lives.map((instanceLives, index) => ({
    name: `instance ${index + 1}`,
    lives: instanceLives.map((life) => {
      // Judged from the level the warm-up reached (`levelOf`); the growth from the reading at rest is shown beside it.
      const memoryGrowthMiB = life.start.rssMiB === null || life.end.rssMiB === null ? null : round(life.end.rssMiB - life.start.levelMiB);
      const memoryGrowthFromRestMiB = life.start.rssMiB === null || life.end.rssMiB === null ? null : round(life.end.rssMiB - life.start.rssMiB);
      const descriptorGrowth = life.start.descriptors === null || life.end.descriptors === null ? null : life.end.descriptors - life.start.descriptors;
      const label = `instance ${index + 1} (${life.life})`;
      if (memoryGrowthMiB === null || descriptorGrowth === null) failures.push(`${label}: /proc could not be read`);
      else {
        if (life.memoryJudged !== false && memoryGrowthMiB >= soakTargets.memoryGrowthMiB) failures.push(`${label}: memory grew ${memoryGrowthMiB} MiB (target: under ${soakTargets.memoryGrowthMiB})`);
        if (descriptorGrowth > soakTargets.descriptorTolerance) failures.push(`${label}: ${descriptorGrowth} descriptors more (target: at most ${soakTargets.descriptorTolerance})`);
      }
      return { ...life, memoryGrowthMiB, memoryGrowthFromRestMiB, descriptorGrowth };
    }),
  }));
  const stackTraces = serverLog.map((text) => (text.match(/^\s+at .+\(.+:\d+:\d+\)$/gm) ?? []).length);
  return {
    settings,
    targets: soakTargets,
    seconds,
    pages: pages.map(({ type, language, path }) => ({ type, language, path })),
    newsEndpoint: newsApi,
    warmup: { requests: warmup.requests, statusCodes: warmup.statusCodes, socketErrors: warmup.socketErrors, latencyP99Ms: warmup.latencyP99Ms },
    ...measured,
    requestsPerSecond: round(measured.requests / seconds),
    enquiries,
    publishes,
    restart,
    instances,
    stackTracesInLog: stackTraces,
    failures,
    timeline,
  };
}

/** The figures as console lines. */
export function formatSoak(result) {
  const lines = [
    `${result.requests} requests in ${result.seconds} s (${result.requestsPerSecond}/s) after a warm-up of ${result.warmup.requests}; status codes ${JSON.stringify(result.statusCodes)}, ${result.serverErrors} of 5xx, no answer ${JSON.stringify(result.socketErrors)}`,
    `latency p50 ${result.latencyP50Ms} ms, p99 ${result.latencyP99Ms} ms, max ${result.latencyMaxMs} ms`,
    ...Object.entries(result.byKind).map(([kind, entry]) => `  ${kind.padEnd(14)} ${String(entry.requests).padStart(6)} requests, p99 ${entry.latencyP99Ms} ms, ${JSON.stringify(entry.statusCodes)}${Object.keys(entry.socketErrors).length ? ` no answer ${JSON.stringify(entry.socketErrors)}` : ''}`),
    `enquiries: ${result.enquiries.accepted} of ${result.enquiries.sent} with the success message (${result.enquiries.clients} client addresses, ${result.enquiries.perClient} each: the per-client limit; site-wide ceiling ${result.enquiries.ceilingPerMinute}/min)`,
    `publishes (every ${result.settings.publishEverySeconds} s: ${[...new Set(result.publishes.map((entry) => entry.type))].join(', ')}): ${result.publishes.filter((entry) => entry.nextVisitShownBy?.every(Boolean)).length} of ${result.publishes.length} on the next visit of every instance, ` +
      `every instance shows the rest after ${result.publishes.filter((entry) => !entry.nextVisitShownBy?.every(Boolean)).map((entry) => (entry.visibleAfterMs === null ? 'never' : `${entry.visibleAfterMs} ms`)).join(', ') || '–'}`,
    `restart: ${result.restart.instance} stopped at ${result.restart.stoppedAt} s, answering again at ${result.restart.answersAgainAt} s`,
    'memory (RSS MiB) and open descriptors:',
    ...result.instances.flatMap((instance) =>
      instance.lives.map(
        (life) =>
          `  ${`${instance.name}, ${life.life}`.padEnd(36)} ${life.start.rssMiB} (level ${life.start.levelMiB}) → ${life.end.rssMiB} MiB (${life.memoryGrowthMiB >= 0 ? '+' : ''}${life.memoryGrowthMiB} from the level), ` +
          `${life.start.descriptors} → ${life.end.descriptors} descriptors${life.startUnderLoad ? ` (start under traffic, after its warm-up of ${life.warmupSeconds} s${life.memoryJudged ? '' : ': too short to judge its memory'})` : ''}`,
      ),
    ),
    result.failures.length === 0 ? '✔ every target met' : `✖ targets missed:\n${result.failures.map((failure) => `  - ${failure}`).join('\n')}`,
  ];
  return lines.join('\n');
}
