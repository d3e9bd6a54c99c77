import { AsyncLocalStorage } from 'node:async_hooks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError, backendErrorStatus } from '@/lib/cms/backend-error';
import { createBackendClient, type BackendReads } from '@/lib/cms/client';
import { createHttpTransport } from '@/lib/cms/http-transport';
import { createLastKnownReads, lastKnownTiming } from '@/lib/cms/last-known-reads';
import { captureOutsideRequests, laterOutsideRequests } from '@/lib/instances/outside-requests.mjs';
import type { TagExpiries } from '@/lib/instances/tag-expiries.mjs';
import { until } from '../instances/redis-server';
import type { BackendRequest, BackendResponse, Transport } from '@/lib/cms/transport';
import { JsonApiServer, type Answer } from './json-api-server';
import { fileResource, jobResource, newsResource } from './wire-records';

vi.mock('server-only', () => ({}));

/**
 * The CMS's reads answering from what the site last read when the CMS fails (lib/cms/last-known-reads.ts),
 * against a real HTTP server standing in for the CMS. Each test has its own memory and its own server.
 */
const token = 'cms-token-last-known-4d2a';
let server: JsonApiServer;

beforeEach(async () => {
  server = await JsonApiServer.start();
});

afterEach(async () => {
  vi.restoreAllMocks();
  await server.close();
});

const jobs = (...titles: string[]) => ({ json: { data: titles.map((title, index) => jobResource(String(index + 1), { title })) } });
const titlesOf = (records: { title: string }[]) => records.map((record) => record.title);

/**
 * Next.js's data cache as a page's published read meets it outside Next.js: the last answer of each
 * published read (a 200 that is no document too, as Next.js keeps it), answering `cachedOnly` reads,
 * until a publish expires it (`expire()`).
 */
function withDataCache(transport: Transport) {
  const cached = new Map<string, BackendResponse>();
  return {
    transport: {
      ...transport,
      async send(request: BackendRequest): Promise<BackendResponse> {
        if (request.cachedOnly) {
          const hit = cached.get(request.target);
          if (hit) return hit;
          throw new BackendError({ method: request.method, target: request.target, status: backendErrorStatus.network, reason: 'not in the data cache' });
        }
        const response = await transport.send(request);
        if (request.method === 'GET' && !request.uncached && response.status === 200) cached.set(request.target, response);
        return response;
      },
    } satisfies Transport,
    expire: () => cached.clear(),
  };
}

/** Last-known reads over the test server and a data cache, with quick timing, a recorded log and a recorded `markStale`. */
function cmsReads(options: { timing?: Partial<typeof lastKnownTiming>; limits?: { answers: number; characters: number }; timeoutMs?: number } = {}) {
  const markStale = vi.fn(async (tags: string[]) => tags.length > 0);
  const log = { warn: vi.fn(), info: vi.fn(), error: vi.fn() };
  const expiryListeners = new Set<(expiries: TagExpiries) => void>();
  const reads = createLastKnownReads({
    timing: { deadlineMs: 300, firstRetryMs: 40, longestRetryMs: 160, ...options.timing },
    ...(options.limits && { limits: options.limits }),
    onExpiry: (listener) => {
      expiryListeners.add(listener);
      return () => expiryListeners.delete(listener);
    },
    markStale,
    log,
  });
  const dataCache = withDataCache(createHttpTransport({ baseUrl: `${server.origin}/v1/`, token, timeoutMs: options.timeoutMs ?? 2_000 }));
  const client = (kind: BackendReads = 'published', fallBack?: boolean) => createBackendClient(reads.over(dataCache.transport, kind, fallBack), { reads: kind });
  /** A publish of `tag` expires it now (on this instance or another: the cache handler tells). */
  const publish = (tag: string) => {
    for (const listener of expiryListeners) listener(new Map([[tag, Date.now()]]));
  };
  return { reads, client, markStale, log, dataCache, publish };
}

async function failure(promise: Promise<unknown>): Promise<BackendError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(BackendError);
  return error as BackendError;
}

describe('a published read whose request fails', () => {
  const failures: [string, Answer | 'refused'][] = [
    ['refused connections', 'refused'],
    ['a 503', { status: 503, json: { errors: [{ status: '503', title: 'Service Unavailable' }] } }],
    ['a 500 with an HTML page', { status: 500, text: '<html>Internal Server Error</html>' }],
    ['a 401 (the token refused)', { status: 401, json: { errors: [{ status: '401', title: 'Unauthorized' }] } }],
    ['a 200 with an HTML page instead of JSON', { text: '<!DOCTYPE html><html><body>Please try again later</body></html>' }],
    ['a 200 with JSON that is no JSON:API document', { json: { jobs: [] } }],
  ];
  for (const [kind, answer] of failures) {
    it(`answers from the last good answer on ${kind}`, async () => {
      const { client, log } = cmsReads();
      server.handler = () => jobs('Einrichter/in (m/w/d)');
      expect(titlesOf(await client().list('jobs'))).toEqual(['Einrichter/in (m/w/d)']);
      if (answer === 'refused') await server.close();
      else server.handler = () => answer;
      expect(titlesOf(await client().list('jobs'))).toEqual(['Einrichter/in (m/w/d)']);
      // One more, so a 200 that is no document (which may be the data cache's copy) is judged by the retry past every cache.
      await until(() => log.warn.mock.calls.length === 1);
      if (answer === 'refused') server = await JsonApiServer.start();
    });
  }

  it('answers from the last good answer on a timeout of the request', async () => {
    const { client } = cmsReads({ timing: { deadlineMs: 5_000 }, timeoutMs: 150 });
    server.handler = () => jobs('Werkzeugmechaniker/in (m/w/d)');
    await client().list('jobs');
    server.handler = () => ({ ...jobs('Neu'), delayMs: 2_000 });
    expect(titlesOf(await client().list('jobs'))).toEqual(['Werkzeugmechaniker/in (m/w/d)']);
  });

  it('still fails as before when nothing was read from that target yet, and a 404 is an answer, not a failure', async () => {
    const { client, log } = cmsReads();
    server.handler = () => ({ status: 503, json: { errors: [{ status: '503', title: 'Service Unavailable' }] } });
    expect((await failure(client().list('news'))).status).toBe(503);
    server.handler = () => ({ status: 404, json: { errors: [{ status: '404', title: 'Not Found' }] } });
    expect((await failure(client().one('jobs', '99'))).status).toBe(404);
    expect(log.warn).toHaveBeenCalledTimes(1);
  });
});

describe('the deadline', () => {
  it('answers a read that has a last good answer from it after deadlineMs, and the late answer still updates it', async () => {
    const { client } = cmsReads({ timing: { deadlineMs: 250, firstRetryMs: 10_000, longestRetryMs: 10_000 } });
    server.handler = () => jobs('Alt');
    await client().list('jobs');
    server.handler = () => ({ ...jobs('Neu'), delayMs: 800 });
    const started = performance.now();
    expect(titlesOf(await client().list('jobs'))).toEqual(['Alt']);
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThan(200);
    expect(waited).toBeLessThan(600);
    // The outage has begun: the next read answers at once, without asking the CMS, and shows the late answer once it came.
    const asked = server.requests.length;
    await until(async () => titlesOf(await client().list('jobs'))[0] === 'Neu', 5_000);
    expect(server.requests.length).toBe(asked);
  });

  it('does not hold a read that has nothing to fall back on: it waits for the CMS as before', async () => {
    const { client } = cmsReads({ timing: { deadlineMs: 100 } });
    server.handler = () => ({ ...jobs('Langsam'), delayMs: 400 });
    expect(titlesOf(await client().list('jobs'))).toEqual(['Langsam']);
  });
});

describe('a publish', () => {
  it('abandons a page’s read of its type begun before it: the render ends at once, from the last good answer, and no outage begins', async () => {
    const { client, log, publish } = cmsReads({ timing: { deadlineMs: 5_000 } });
    server.handler = () => jobs('Alt');
    await client().list('jobs');
    server.handler = (request) => ({ ...(request.url.startsWith('/v1/news') ? { json: { data: [] } } : jobs('Vorher')), delayMs: 1_500 });
    const started = performance.now();
    const before = client().list('jobs');
    const otherType = client().list('news');
    await new Promise((resolve) => setTimeout(resolve, 100));
    publish('jobs');
    expect(titlesOf(await before)).toEqual(['Alt']);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(await otherType).toEqual([]); // another type's read goes on
    expect(log.warn).not.toHaveBeenCalled();
    // A read begun after the publish is the publish's.
    server.handler = () => jobs('Nachher');
    expect(titlesOf(await client().list('jobs'))).toEqual(['Nachher']);
  });

  it('fails such a read at once when there is no last good answer', async () => {
    const { client, publish } = cmsReads();
    server.handler = () => ({ ...jobs('Vorher'), delayMs: 1_500 });
    const before = failure(client().list('jobs'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    publish('jobs');
    expect((await before).message).toMatch(/begun before a publish of jobs, abandoned/);
  });

  it('lets a read wait for the CMS rather than answer at the deadline with what it remembered before the publish', async () => {
    const { client, publish } = cmsReads({ timing: { deadlineMs: 200, firstRetryMs: 10_000, longestRetryMs: 10_000 } });
    server.handler = () => jobs('Alt');
    await client().list('jobs');
    publish('jobs'); // another instance's webhook: this one remembers the list from before it
    server.handler = () => ({ ...jobs('Neu', 'Alt'), delayMs: 500 });
    expect(titlesOf(await client().list('jobs'))).toEqual(['Neu', 'Alt']);
    // That answer is after the publish: the deadline holds again.
    server.handler = () => ({ ...jobs('Später'), delayMs: 800 });
    const started = performance.now();
    expect(titlesOf(await client().list('jobs'))).toEqual(['Neu', 'Alt']);
    expect(performance.now() - started).toBeLessThan(600);
  });

  it('keeps the webhook’s own reading of the publish a good answer at the deadline', async () => {
    const { reads, client, publish } = cmsReads({ timing: { deadlineMs: 200, firstRetryMs: 10_000, longestRetryMs: 10_000 } });
    server.handler = () => jobs('Alt');
    await client().list('jobs');
    const readsBegan = Date.now();
    server.handler = () => jobs('Neu', 'Alt');
    await client('fresh', false).list('jobs'); // the webhook reads the publish
    reads.publishing(['jobs'], readsBegan);
    publish('jobs');
    server.handler = () => ({ ...jobs('Später'), delayMs: 2_000 }); // the CMS slows down right after
    const started = performance.now();
    expect(titlesOf(await client().list('jobs'))).toEqual(['Neu', 'Alt']);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('during an outage', () => {
  it('asks the CMS for no read it has an answer to, and retries one request at a time until the CMS answers', async () => {
    const { client, log } = cmsReads({ timing: { deadlineMs: 300, firstRetryMs: 30, longestRetryMs: 60 } });
    server.handler = () => jobs('Alt');
    await client().list('jobs');
    let inFlight = 0;
    let mostInFlight = 0;
    server.handler = () => {
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      setTimeout(() => (inFlight -= 1), 500);
      return { status: 503, json: { errors: [{ status: '503', title: 'Service Unavailable' }] }, delayMs: 500 };
    };
    // The first read meets the deadline; from then on reads answer at once.
    await client().list('jobs');
    const started = performance.now();
    for (let read = 0; read < 30; read += 1) expect(titlesOf(await client().list('jobs'))).toEqual(['Alt']);
    expect(performance.now() - started).toBeLessThan(500);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(mostInFlight).toBeLessThanOrEqual(2); // the first read, still under way, and the one retry
    server.handler = () => jobs('Neu');
    await until(() => log.info.mock.calls.length === 1, 5_000);
    expect(titlesOf(await client().list('jobs'))).toEqual(['Neu']);
  });

  it('asks the CMS, within the deadline, for a read a publish expired from the data cache: the publish shows at once and the outage ends', async () => {
    const { client, log, dataCache } = cmsReads({ timing: { deadlineMs: 300, firstRetryMs: 10_000, longestRetryMs: 10_000 } });
    server.handler = () => jobs('Alt');
    await client().list('jobs');
    server.handler = () => ({ text: '<!DOCTYPE html><html><body>Please try again later</body></html>' });
    await client('fresh').list('jobs').catch(() => undefined); // the outage begins
    expect(log.warn).toHaveBeenCalledTimes(1);
    // The CMS is back and a job is published; the webhook expires the type (on this instance or another).
    server.handler = () => jobs('Neu', 'Alt');
    dataCache.expire();
    expect(titlesOf(await client().list('jobs'))).toEqual(['Neu', 'Alt']);
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(String(log.info.mock.calls[0]?.[0])).toMatch(/answers again/);
  });

  it('waits the deadline at most for such a read while the CMS still fails, then answers from memory', async () => {
    const { client, dataCache } = cmsReads({ timing: { deadlineMs: 250, firstRetryMs: 10_000, longestRetryMs: 10_000 } });
    server.handler = () => jobs('Alt');
    await client().list('jobs');
    server.handler = () => ({ ...jobs('Neu'), delayMs: 2_000 });
    await client('fresh').list('jobs').catch(() => undefined);
    dataCache.expire();
    const started = performance.now();
    expect(titlesOf(await client().list('jobs'))).toEqual(['Alt']);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('says so once as it begins, naming what failed and never the token, and once as it ends; no stack trace', async () => {
    const { client, log } = cmsReads();
    server.handler = () => jobs('Alt');
    await client().list('jobs');
    server.handler = (request) => ({ status: 503, json: { errors: [{ status: '503', title: `Unavailable for ${request.headers.authorization}` }] } });
    for (let read = 0; read < 20; read += 1) await client().list('jobs');
    await client('fresh').list('jobs').catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(log.warn).toHaveBeenCalledTimes(1);
    const warning = String(log.warn.mock.calls[0]?.[0]);
    expect(warning).toContain('GET jobs');
    expect(warning).toContain('503');
    expect(warning).not.toContain(token);
    expect(warning).not.toMatch(/\n\s+at /);
    server.handler = () => jobs('Alt');
    await until(() => log.info.mock.calls.length === 1);
    expect(String(log.info.mock.calls[0]?.[0])).toMatch(/answers again/);
    // A second outage is said once more.
    server.handler = () => ({ status: 502, text: 'Bad Gateway' });
    await client('fresh').list('jobs').catch(() => undefined);
    expect(log.warn).toHaveBeenCalledTimes(2);
    expect(log.error).not.toHaveBeenCalled();
  });
});

describe('the recovery', () => {
  it('marks the types whose reads were answered from memory stale once, when the CMS answers again', async () => {
    const { client, markStale, dataCache } = cmsReads();
    server.handler = (request) => (request.url.startsWith('/v1/news') ? { json: { data: [newsResource('1', 'f1', null)], included: [fileResource('f1')] } } : jobs('Alt'));
    await client().list('jobs');
    await client().list('news');
    server.handler = () => ({ status: 503, json: { errors: [] } });
    dataCache.expire(); // nothing in the data cache: the reads are answered from memory
    await client().list('jobs');
    await client().list('news');
    await client().list('jobs');
    expect(markStale).not.toHaveBeenCalled();
    server.handler = (request) => (request.url.startsWith('/v1/news') ? { json: { data: [newsResource('1', 'f1', null)], included: [fileResource('f1')] } } : jobs('Neu'));
    await until(() => markStale.mock.calls.length === 1);
    expect(markStale.mock.calls[0]?.[0]).toEqual(['jobs', 'news']);
    // Reads after the recovery ask the CMS again, and nothing more is marked.
    expect(titlesOf(await client().list('jobs'))).toEqual(['Neu']);
    await client('fresh').list('jobs');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(markStale).toHaveBeenCalledTimes(1);
  });

  it('replaces what the data cache kept of an answer that was no document: the retry past every cache decides, the type is marked stale', async () => {
    const { client, markStale, log } = cmsReads();
    server.handler = () => jobs('Alt');
    await client().list('jobs');
    // The published read meets a bad answer, but the CMS answers fine past the cache (as when the data cache kept an HTML page).
    let served = 0;
    server.handler = () => (served++ === 0 ? { text: '<html>Wartung</html>' } : jobs('Neu'));
    expect(titlesOf(await client().list('jobs'))).toEqual(['Alt']);
    await until(() => markStale.mock.calls.length === 1);
    expect(markStale.mock.calls[0]?.[0]).toEqual(['jobs']);
    // No outage was said: the CMS never stopped answering.
    expect(log.warn).not.toHaveBeenCalled();
    expect(log.info).not.toHaveBeenCalled();
  });
});

describe('what is remembered', () => {
  it('counts the fresh reads (the webhook’s) as good answers: after a publish the last known answer is the published one', async () => {
    const { client } = cmsReads();
    server.handler = () => jobs('Vor der Veröffentlichung');
    await client().list('jobs');
    server.handler = () => jobs('Veröffentlicht', 'Vor der Veröffentlichung');
    await client('fresh').list('jobs');
    // A published read may come from the data cache, older than the webhook's: it does not replace the fresh answer.
    server.handler = () => jobs('Vor der Veröffentlichung');
    await client().list('jobs');
    server.handler = () => ({ status: 503, json: { errors: [] } });
    expect(titlesOf(await client().list('jobs'))).toEqual(['Veröffentlicht', 'Vor der Veröffentlichung']);
  });

  it('lets a fresh read that falls back (the record index) answer with the webhook’s answer, and one that does not (the webhook) fail', async () => {
    const { client, markStale, reads } = cmsReads();
    server.handler = () => jobs('Veröffentlicht');
    await client('fresh').list('jobs');
    server.handler = () => ({ status: 503, json: { errors: [] } });
    expect((await failure(client('fresh').list('jobs'))).status).toBe(503);
    expect(titlesOf(await client('fresh', true).list('jobs'))).toEqual(['Veröffentlicht']);
    server.handler = () => jobs('Veröffentlicht');
    await until(() => reads.outage() === undefined);
    // The record index builds no page: nothing to re-render.
    expect(markStale).not.toHaveBeenCalled();
  });

  it('lets the record index ask the CMS during an outage once another instance’s publish came: what it remembers is from before it', async () => {
    const { client, publish, reads } = cmsReads({ timing: { deadlineMs: 200, firstRetryMs: 10_000, longestRetryMs: 10_000 } });
    server.handler = () => jobs('Alt');
    await client('fresh', true).list('jobs');
    server.handler = () => ({ status: 503, json: { errors: [] } });
    expect(titlesOf(await client('fresh', true).list('jobs'))).toEqual(['Alt']);
    expect(reads.outage()).toBeDefined();
    // The CMS is back, but the retry is far off; another instance's webhook read it and published a job.
    server.handler = () => jobs('Neu', 'Alt');
    publish('jobs');
    expect(titlesOf(await client('fresh', true).list('jobs'))).toEqual(['Neu', 'Alt']);
  });

  it('never remembers a preview’s latest reads, nor answers one from memory', async () => {
    const { client, reads } = cmsReads();
    server.handler = () => jobs('Entwurf');
    await client('latest').list('jobs');
    await client('latest').one('jobs', '1').catch(() => undefined);
    expect(reads.size().answers).toBe(0);
    server.handler = () => jobs('Veröffentlicht');
    await client().list('jobs');
    expect(reads.size().answers).toBe(1);
    server.handler = () => ({ status: 503, json: { errors: [] } });
    expect((await failure(client('latest').list('jobs'))).status).toBe(503);
  });

  it('is bounded: the least recently used answers go first, by count and by size', async () => {
    const { client, reads } = cmsReads({ limits: { answers: 3, characters: 1_000_000 } });
    server.handler = () => jobs('Einrichter/in (m/w/d)');
    for (const locale of ['de', 'en', 'fr', 'it', 'es']) await client().list('jobs', { filter: { locale } });
    expect(reads.size().answers).toBe(3);
    server.handler = () => ({ status: 503, json: { errors: [] } });
    expect((await failure(client().list('jobs', { filter: { locale: 'de' } }))).status).toBe(503);
    expect(titlesOf(await client().list('jobs', { filter: { locale: 'es' } }))).toEqual(['Einrichter/in (m/w/d)']);

    const oneAnswer = reads.size().characters / reads.size().answers;
    const limit = Math.floor(oneAnswer * 2.5);
    const small = cmsReads({ limits: { answers: 100, characters: limit } });
    server.handler = () => jobs('Einrichter/in (m/w/d)');
    for (const locale of ['de', 'en', 'fr', 'it', 'es']) await small.client().list('jobs', { filter: { locale } });
    expect(small.reads.size()).toEqual({ answers: 2, characters: oneAnswer * 2 });
  });

  it('keeps writes out of memory, and a failed write still starts an outage', async () => {
    const { client, reads, log } = cmsReads();
    server.handler = () => ({ status: 500, json: { errors: [] } });
    await failure(client().remove('jobs', '7'));
    expect(reads.size().answers).toBe(0);
    expect(log.warn).toHaveBeenCalledTimes(1);
  });
});

describe('work outside the request', () => {
  it('runs a retry outside the context of the request that started it, once the server captured its own', async () => {
    const requestContext = new AsyncLocalStorage<string>();
    captureOutsideRequests();
    const seen = await requestContext.run('a page render', () => new Promise<string | undefined>((resolve) => laterOutsideRequests(() => resolve(requestContext.getStore()), 1)));
    expect(seen).toBeUndefined();
  });
});

describe('one memory for the whole process', () => {
  it('falls back for a transport of another bundle, whose errors are another copy of BackendError', async () => {
    const { client: ownClient, reads } = cmsReads();
    server.handler = () => jobs('Einrichter/in (m/w/d)');
    await ownClient().list('jobs');
    // The pages' bundle: its own copies of the client, the transport and the error class.
    vi.resetModules();
    const pages = { http: await import('@/lib/cms/http-transport'), client: await import('@/lib/cms/client'), error: await import('@/lib/cms/backend-error') };
    expect(pages.error.BackendError).not.toBe(BackendError);
    const transport = pages.http.createHttpTransport({ baseUrl: `${server.origin}/v1/`, token });
    const pageClient = pages.client.createBackendClient(reads.over(transport, 'published'));
    await server.close();
    expect(titlesOf(await pageClient.list('jobs'))).toEqual(['Einrichter/in (m/w/d)']);
    server = await JsonApiServer.start();
  });
});
