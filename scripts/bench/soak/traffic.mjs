// The soak's traffic: one request (`send`), what the traffic met (`createTally`), the gate that pauses it
// for a measurement at rest (`createGate`), the seconds of traffic without those pauses
// (`createTrafficClock`), and the visitors: the weighted mix of their requests (`requestMix`: pages in both
// languages, the RSC requests of a client navigation, the news endpoint), sent at the run's rate
// (`startVisitors`).
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { browserHeaders } from '../load.mjs';

const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The value at a percentile (0–100) of numbers, nearest rank. */
export function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** One HTTP request through an agent (a client address of its own with `localAddress`); never throws. */
export function send(agent, origin, path, { method = 'GET', headers = {}, body, timeoutMs = 30_000 } = {}) {
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
export function createTally() {
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
export function createGate() {
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
 * The seconds of traffic since the measured part began: `paused(ms)` leaves out a pause for a measurement
 * at rest, and `until(seconds)` waits for that many.
 */
export function createTrafficClock() {
  const started = Date.now();
  let pausedSeconds = 0;
  const seconds = () => (Date.now() - started) / 1000 - pausedSeconds;
  return {
    seconds,
    paused(ms) {
      pausedSeconds += ms / 1000;
    },
    async until(target) {
      while (seconds() < target) await sleep(100);
    },
  };
}

/** Every page of the news endpoint in both languages (`/api/news/?locale=de&page=1`, …), as the site has them. */
export async function newsEndpointPages(origin) {
  const paths = [];
  for (const locale of ['de', 'en']) {
    const first = JSON.parse((await send(undefined, origin, `/api/news/?locale=${locale}`)).text ?? '{}');
    for (let page = 1; page <= (first.pageCount ?? 1); page += 1) paths.push(`/api/news/?locale=${locale}&page=${page}`);
  }
  return paths;
}

/**
 * The requests of the visitors, by weight: a page's HTML, the RSC payload a client navigation to it asks
 * (`RSC: 1`; `_rsc` empty, as the client router sends it without router state; no instance checks it), a page of the news
 * endpoint. Each visitor is a German or English browser as the page's language says. Returns a function
 * that picks one at random by weight.
 */
export function requestMix(pages, newsApi) {
  const requests = [
    ...pages.map((page) => ({ kind: 'page', path: page.path, weight: 6, headers: browserHeaders('identity', page.language) })),
    ...pages.map((page) => ({ kind: 'rsc', path: `${page.path}?_rsc`, weight: 2, headers: { ...browserHeaders('identity', page.language), rsc: '1' } })),
    ...newsApi.map((path) => ({ kind: 'news endpoint', path, weight: (2 * pages.length) / newsApi.length, headers: { accept: 'application/json' } })),
  ];
  const totalWeight = requests.reduce((total, request) => total + request.weight, 0);
  return () => {
    let at = Math.random() * totalWeight;
    for (const request of requests) if ((at -= request.weight) < 0) return request;
    return requests[requests.length - 1];
  };
}

/**
 * `settings.concurrency` visitors, each sending a request of `pick()` through the gate at its share of
 * `settings.requestsPerSecond` (one keep-alive agent for all), each answer `record`ed; until `stop()`,
 * which resolves when every visitor has ended (a visitor waiting at a paused gate ends once it opens).
 */
export function startVisitors({ origin, settings, gate, pick, record }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: settings.concurrency });
  const interval = (1000 * settings.concurrency) / settings.requestsPerSecond;
  let running = true;
  const visitor = async () => {
    while (running) {
      await gate.pass();
      if (!running) break;
      const next = Date.now() + interval;
      const request = pick();
      const answer = await gate.during(() => send(agent, origin, request.path, { headers: request.headers }));
      record(request.kind, answer, 200, request.path);
      await sleep(Math.max(0, next - Date.now()));
    }
  };
  const visitors = Array.from({ length: settings.concurrency }, visitor);
  return {
    async stop() {
      running = false;
      await Promise.all(visitors);
      agent.destroy();
    },
  };
}
