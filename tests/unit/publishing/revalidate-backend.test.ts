import path from 'node:path';
import { revalidatePath, revalidateTag, updateTag } from 'next/cache';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { BackendError, backendErrorStatus } from '@/lib/cms/backend-error';
import { createBackendClient, type BackendClientOptions } from '@/lib/cms/client';
import { createEmbeddedTransport } from '@/lib/cms/embedded-transport';
import { backendTags } from '@/lib/records/tags';
import { expireTags } from '@/lib/instances/tag-revalidation.mjs';
import { laterOutsideRequests } from '@/lib/instances/outside-requests.mjs';
import { methodNotAllowed, revalidateBackend, revalidationProfiles } from '@/lib/publishing/revalidate-backend';

vi.mock('server-only', () => ({}));
vi.mock('next/cache', () => ({ revalidateTag: vi.fn(), revalidatePath: vi.fn(), updateTag: vi.fn() }));
vi.mock('next/server', () => ({ after: vi.fn() }));
// No cache handler in these tests (`expireTags` resolves false) unless a test says otherwise.
vi.mock('@/lib/instances/tag-revalidation.mjs', () => ({ expireTags: vi.fn(async () => false), markTagsStale: vi.fn(async () => false) }));
// Work for later (a publish read again) waits until a test runs it.
vi.mock('@/lib/instances/outside-requests.mjs', () => ({ laterOutsideRequests: vi.fn(() => () => undefined) }));

const secret = 'webhook-secret-5d1c9a7e3b';
let logs: MockInstance[];

/** A request with this Authorization header and body; `readBody` counts its calls. */
function webhookRequest(authorization: string | null, body = '{"type":"news"}') {
  const readBody = vi.fn(async () => body);
  return { authorization, readBody };
}

/** Every line logged during the test. */
const logged = () => logs.flatMap((spy) => spy.mock.calls.map((call) => call.map(String).join(' ')));

beforeEach(() => {
  logs = (['info', 'warn', 'log', 'error'] as const).map((level) => vi.spyOn(console, level).mockImplementation(() => undefined));
});

afterEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

function expectNothingRevalidated() {
  expect(revalidateTag).not.toHaveBeenCalled();
  expect(revalidatePath).not.toHaveBeenCalled();
  expect(updateTag).not.toHaveBeenCalled();
}

/** The embedded backend over the test fixtures (one job has a slug as an editor writes it, one news item lacks its title). */
const fixtures = path.join(process.cwd(), 'tests', 'unit', 'cms', 'fixtures');
const fixtureBackend = (options: BackendClientOptions) => createBackendClient(createEmbeddedTransport({ directory: fixtures }), options);

/** A backend that never answers, as while the CMS is down. */
const unreachableBackend = (options: BackendClientOptions) =>
  createBackendClient(
    {
      baseUrl: new URL('https://cms.example.com/v1/'),
      send: async (request) => {
        throw new BackendError({ method: request.method, target: request.target, status: backendErrorStatus.network, reason: 'connect ECONNREFUSED' });
      },
      fileUrl: (url) => url,
    },
    options,
  );

describe('a revalidation with the right secret', () => {
  it.each(['jobs', 'news', 'downloads'] as const)('reads the %s fresh, expires their tag at once and answers 200 with what it refreshed', async (type) => {
    const before = Date.now();
    const reads: BackendClientOptions[] = [];
    const result = await revalidateBackend(webhookRequest(`Bearer ${secret}`, JSON.stringify({ type })), secret, (options) => {
      reads.push(options);
      return fixtureBackend(options);
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ revalidated: true, type, refresh: 'now', now: expect.any(Number) });
    if (result.status === 200) expect(result.body.now).toBeGreaterThanOrEqual(before);
    expect(reads.every((options) => options.reads === 'fresh')).toBe(true);
    expect(result.headers['Cache-Control']).toBe('no-store');
    // A type alone: its lists, every record's own read and the addresses.
    const tags = type === 'downloads' ? ['downloads'] : [type, `${type}:records`, `${type}:addresses`];
    expect(vi.mocked(revalidateTag).mock.calls).toEqual(tags.map((tag) => [tag, { expire: 0 }]));
    expect(revalidatePath).not.toHaveBeenCalled();
    expect(updateTag).not.toHaveBeenCalled();
  });

  it('expires the tag itself where the process has its cache handler, and answers only once the re-renders begun before it ended', async () => {
    let settle: (expired: boolean) => void = () => undefined;
    vi.mocked(expireTags).mockImplementationOnce(() => new Promise((resolve) => (settle = resolve)));
    let answered = false;
    const result = revalidateBackend(webhookRequest(`Bearer ${secret}`, '{"type":"jobs"}'), secret, fixtureBackend).then((answer) => {
      answered = true;
      return answer;
    });
    await vi.waitFor(() => expect(expireTags).toHaveBeenCalledWith([backendTags.jobs, 'jobs:records', 'jobs:addresses']));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered).toBe(false);
    settle(true);
    expect((await result).body).toMatchObject({ refresh: 'now' });
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('lists the paths it refreshed: both lists, every record page of both languages, the sitemap and the feeds', async () => {
    // A named record is read in its list and alone, as its page reads it: each of its issues is named once.
    const named = await revalidateBackend(webhookRequest(`Bearer ${secret}`, '{"type":"news","id":"news-de-untitled"}'), secret, fixtureBackend);
    expect(named.status === 200 && named.body.skipped).toEqual([{ kind: 'skipped', type: 'news', id: 'news-de-untitled', field: 'title', reason: expect.any(String) }]);
    const jobs = await revalidateBackend(webhookRequest(`Bearer ${secret}`, '{"type":"jobs"}'), secret, fixtureBackend);
    expect(jobs.status === 200 && jobs.body.paths).toEqual([
      '/karriere-lumoplast/stellenangebote/',
      '/en/careers/job-offers/',
      '/sitemap.xml',
      '/karriere-lumoplast/stellenangebote/ungueltiger-slug/',
      '/karriere-lumoplast/stellenangebote/ausbildung-verfahrensmechaniker/',
      '/karriere-lumoplast/stellenangebote/einrichter-spritzguss/',
      '/en/careers/job-offers/injection-moulding-setter/',
    ]);
    const news = await revalidateBackend(webhookRequest(`Bearer ${secret}`, '{"type":"news"}'), secret, fixtureBackend);
    expect(news.status === 200 && news.body.paths).toEqual(expect.arrayContaining(['/news/', '/en/news/', '/sitemap.xml', '/rss/de.xml', '/rss/en.xml', '/news/fakuma/']));
    // Page 1 of every category's list in both languages; the fixtures have no second page of any list.
    expect(news.status === 200 && news.body.paths).toEqual(
      expect.arrayContaining(['/news/kategorie/messen/', '/news/kategorie/zeitungsberichte/', '/en/news/category/press-releases/', '/en/news/category/products/']),
    );
    expect(news.status === 200 && news.body.paths.filter((path) => /\/(seite|page)\//.test(path))).toEqual([]);
    const downloads = await revalidateBackend(webhookRequest(`Bearer ${secret}`, '{"type":"downloads"}'), secret, fixtureBackend);
    expect(downloads.status === 200 && downloads.body.paths).toEqual(['/downloads/', '/en/downloads/']);
  });

  it('names every record it skipped or shows without a part, with type, id, field and reason, for the editor, but no slug it only cleaned', async () => {
    const result = await revalidateBackend(webhookRequest(`Bearer ${secret}`, '{"type":"news"}'), secret, fixtureBackend);
    expect(result.status).toBe(200);
    if (result.status !== 200) return;
    expect(result.body.skipped).toEqual([{ kind: 'skipped', type: 'news', id: 'news-de-untitled', field: 'title', reason: expect.any(String) }]);
    // A named record is read in its list and alone, as its page reads it: each of its issues is named once.
    const named = await revalidateBackend(webhookRequest(`Bearer ${secret}`, '{"type":"news","id":"news-de-untitled"}'), secret, fixtureBackend);
    expect(named.status === 200 && named.body.skipped).toEqual([{ kind: 'skipped', type: 'news', id: 'news-de-untitled', field: 'title', reason: expect.any(String) }]);
    const jobs = await revalidateBackend(webhookRequest(`Bearer ${secret}`, '{"type":"jobs"}'), secret, fixtureBackend);
    // job-de-broken's slug is as an editor writes it: cleaned to a path, nothing of the job is left out.
    expect(jobs.status === 200 && jobs.body.incomplete).toEqual([]);
  });

  it('only marks the tag stale when the backend does not answer, so the last good pages stay', async () => {
    const result = await revalidateBackend(webhookRequest(`Bearer ${secret}`, '{"type":"jobs"}'), secret, unreachableBackend);
    expect(result).toMatchObject({ status: 200, body: { revalidated: true, type: 'jobs', refresh: 'in-background', skipped: [], incomplete: [] } });
    expect(result.status === 200 && result.body.paths).toEqual(['/karriere-lumoplast/stellenangebote/', '/en/careers/job-offers/', '/sitemap.xml']);
    expect(revalidateTag).toHaveBeenCalledWith(backendTags.jobs, 'max');
    expect(logged().some((line) => line.includes('the last good pages stay'))).toBe(true);
  });

  it('names the two profiles it chooses between', () => {
    expect(revalidationProfiles).toEqual({ expireNow: { expire: 0 }, keepLastGood: 'max' });
  });

  it('echoes the slug of the record that changed, as the CMS spells it', async () => {
    const result = await revalidateBackend(webhookRequest(`Bearer ${secret}`, '{"type":"news","slug":"Fakuma 2026"}'), secret, fixtureBackend);
    expect(result).toMatchObject({ status: 200, body: { revalidated: true, type: 'news', slug: 'Fakuma 2026' } });
    expect(revalidateTag).toHaveBeenCalledWith(backendTags.news, { expire: 0 });
  });

  it('reads the secret from REVALIDATE_SECRET by default', async () => {
    vi.stubEnv('REVALIDATE_SECRET', secret);
    expect((await revalidateBackend(webhookRequest(`Bearer ${secret}`), undefined, fixtureBackend)).status).toBe(200);
    vi.stubEnv('REVALIDATE_SECRET', 'another-secret-of-the-site');
    expect((await revalidateBackend(webhookRequest(`Bearer ${secret}`))).status).toBe(401);
  });
});

describe('a refused revalidation', () => {
  it.each([
    ['a missing header', null],
    ['an empty header', ''],
    ['a wrong secret of the same length', `Bearer ${secret.replace(/.$/, 'x')}`],
    ['a shorter secret', `Bearer ${secret.slice(0, 6)}`],
    ['a longer secret', `Bearer ${secret}${secret}`],
    ['the secret without the Bearer scheme', secret],
    ['the secret as Basic credentials', `Basic ${secret}`],
  ])('answers 401 for %s, without reading the body or revalidating anything', async (_name, authorization) => {
    const request = webhookRequest(authorization);
    const result = await revalidateBackend(request, secret);
    expect(result.status).toBe(401);
    expect(result.body).toEqual({ revalidated: false, message: 'Missing or wrong credentials.' });
    expect(result.headers['WWW-Authenticate']).toBe('Bearer realm="revalidate"');
    expect(request.readBody).not.toHaveBeenCalled();
    expectNothingRevalidated();
  });

  it.each([undefined, '', '  '])('answers 401 when no secret is configured (%j), whatever the header', async (configured) => {
    vi.stubEnv('REVALIDATE_SECRET', configured ?? '');
    for (const authorization of [null, 'Bearer ', `Bearer ${secret}`, 'Bearer undefined']) {
      const result = await revalidateBackend(webhookRequest(authorization), configured);
      expect(result.status).toBe(401);
    }
    expectNothingRevalidated();
    expect(logged().some((line) => line.includes('REVALIDATE_SECRET is not configured'))).toBe(true);
  });

  it.each([
    ['an unknown type', '{"type":"pages"}', /^Unknown type "pages"/],
    ['a type in the wrong case', '{"type":"News"}', /^Unknown type "News"/],
    ['a body that is not JSON', 'type=news', /^The body is not JSON/],
    ['an empty body', '', /^The body is not JSON/],
    ['JSON without a type', '{}', /^The body is not a JSON object/],
    ['a slug that is no text', '{"type":"jobs","slug":42}', /^The body is not a JSON object/],
  ])('answers 400 for %s with the right secret, revalidating nothing', async (_name, body, message) => {
    const result = await revalidateBackend(webhookRequest(`Bearer ${secret}`, body), secret);
    expect(result.status).toBe(400);
    expect(result.body.revalidated).toBe(false);
    if (result.status !== 200) expect(result.body.message).toMatch(message);
    expectNothingRevalidated();
  });

  it('answers 400 when the body cannot be read', async () => {
    const result = await revalidateBackend({ authorization: `Bearer ${secret}`, readBody: () => Promise.reject(new Error('aborted')) }, secret);
    expect(result.status).toBe(400);
    expectNothingRevalidated();
  });

  it('answers 405 with Allow: POST for other methods', () => {
    expect(methodNotAllowed()).toEqual({
      status: 405,
      body: { revalidated: false, message: 'Only POST is allowed.' },
      headers: { 'Cache-Control': 'no-store', Allow: 'POST' },
    });
  });
});

describe('the logs', () => {
  it('never contain the secret or the header sent, whatever the outcome', async () => {
    const guess = 'guessed-secret-value-1234';
    await revalidateBackend(webhookRequest(`Bearer ${secret}`, '{"type":"jobs"}'), secret, fixtureBackend);
    await revalidateBackend(webhookRequest(`Bearer ${secret}`, '{"type":"nope"}'), secret);
    await revalidateBackend(webhookRequest(`Bearer ${guess}`), secret);
    await revalidateBackend(webhookRequest(`Bearer ${guess}`), undefined);
    const lines = logged();
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line).not.toContain(secret);
      expect(line).not.toContain(guess);
    }
  });
});

describe('a revalidation of named records', () => {
  /** A copy of the fixtures an editor changes between webhooks. */
  async function editableBackend() {
    const { cp, readFile, writeFile, mkdtemp } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const directory = await mkdtemp(path.join(tmpdir(), 'lumoplast-cms-'));
    await cp(fixtures, directory, { recursive: true });
    const file = path.join(directory, 'news.json');
    return {
      backend: (options: BackendClientOptions) => createBackendClient(createEmbeddedTransport({ directory }), options),
      async edit(change: (records: { id: string; attributes: Record<string, unknown> }[]) => typeof records) {
        const document = JSON.parse(await readFile(file, 'utf8'));
        document.data = change(document.data);
        await writeFile(file, JSON.stringify(document));
      },
    };
  }
  const publish = async (backend: (options: BackendClientOptions) => ReturnType<typeof fixtureBackend>, body: object) => {
    vi.mocked(revalidateTag).mockClear();
    const result = await revalidateBackend(webhookRequest(`Bearer ${secret}`, JSON.stringify(body)), secret, backend);
    if (result.status !== 200) throw new Error(`the webhook answered ${result.status}`);
    return { ...result.body, tags: vi.mocked(revalidateTag).mock.calls.map(([tag]) => tag) };
  };

  it('refreshes a record’s own pages and the lists, never another record’s page, and names its addresses', async () => {
    const cms = await editableBackend();
    await publish(cms.backend, { type: 'news' });
    const edited = await publish(cms.backend, { type: 'news', id: 'news-de-1' });
    expect(edited.tags).toEqual(['news', 'news:record:news-de-1']);
    expect(edited.records).toEqual([{ id: 'news-de-1', locale: 'de', paths: ['/news/fakuma/'] }]);
    expect(edited.paths).toEqual(expect.arrayContaining(['/news/', '/en/news/', '/sitemap.xml', '/rss/de.xml', '/news/fakuma/']));
    expect(edited.paths).not.toContain('/news/energiemanagement/');
    expect(edited.ids).toEqual(['news-de-1']);
  });

  it('names a renamed record’s former address, which the pages that read the addresses learn of', async () => {
    const cms = await editableBackend();
    await publish(cms.backend, { type: 'news' });
    await cms.edit((records) => records.map((record) => (record.id === 'news-de-2' ? { ...record, attributes: { ...record.attributes, slug: 'energie' } } : record)));
    const renamed = await publish(cms.backend, { type: 'news', ids: ['news-de-2'] });
    expect(renamed.tags).toEqual(['news', 'news:record:news-de-2', 'news:addresses']);
    expect(renamed.records).toEqual([{ id: 'news-de-2', locale: 'de', paths: ['/news/energie/', '/news/energiemanagement/'] }]);
    expect(renamed.paths).toEqual(expect.arrayContaining(['/news/energie/', '/news/energiemanagement/']));
  });

  it('names a withdrawn record’s address, so the caches in front drop it', async () => {
    const cms = await editableBackend();
    await publish(cms.backend, { type: 'news' });
    await cms.edit((records) => records.filter((record) => record.id !== 'news-de-3'));
    const withdrawn = await publish(cms.backend, { type: 'news', id: 'news-de-3' });
    expect(withdrawn.tags).toEqual(['news', 'news:record:news-de-3', 'news:addresses']);
    expect(withdrawn.records).toEqual([{ id: 'news-de-3', locale: 'de', paths: ['/news/spritzen/'] }]);
    expect(withdrawn.paths).toContain('/news/spritzen/');
  });
});

/** The instance itself (the pages it is asked for anew) and a cache in front (the purges it receives), in the order they came. */
async function instanceAndCache() {
  const http = await import('node:http');
  const events: string[] = [];
  const listen = async (handler: (request: import('node:http').IncomingMessage) => string) => {
    const server = http.createServer((request, response) => {
      events.push(handler(request));
      response.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { server, port: (server.address() as import('node:net').AddressInfo).port };
  };
  const instance = await listen((request) => `render ${request.url}`);
  const cache = await listen((request) => (request.headers['xkey-purge'] ? `purge ${request.headers['xkey-purge']}` : `expire ${request.headers['xkey-softpurge']}`));
  vi.stubEnv('PORT', String(instance.port));
  vi.stubEnv('EDGE_PURGE_URLS', `http://127.0.0.1:${cache.port}/`);
  return { events, close: () => Promise.all([instance, cache].map(({ server }) => new Promise((resolve) => server.close(resolve)))) };
}

describe('a revalidation whose read outlasts the webhook’s answer (a slow CMS)', () => {
  /** The fixtures, each answer 2.3 s late (past the webhook's 2 s). */
  const slowBackend = (options: BackendClientOptions) => {
    const transport = createEmbeddedTransport({ directory: fixtures });
    return createBackendClient({ ...transport, send: async (request) => (await new Promise((resolve) => setTimeout(resolve, 2_300)), transport.send(request)) }, options);
  };

  it('answers in-background, then expires the change, renders the named record’s page and the lists anew, drops each from the cache in front once rendered, and only then expires the rest there', async () => {
    const { events, close } = await instanceAndCache();
    try {
      // The site has served every article before (the address book knows them all).
      await revalidateBackend(webhookRequest(`Bearer ${secret}`, JSON.stringify({ type: 'news' })), secret, fixtureBackend);
      events.length = 0;
      vi.mocked(revalidateTag).mockClear();
      const started = performance.now();
      const result = await revalidateBackend(webhookRequest(`Bearer ${secret}`, JSON.stringify({ type: 'news', id: 'news-de-1' })), secret, slowBackend);
      expect(result.body).toMatchObject({ refresh: 'in-background' });
      expect(performance.now() - started).toBeLessThan(2_800);
      await vi.waitFor(() => expect(logged().some((line) => line.includes('the CMS answered after the webhook'))).toBe(true), { timeout: 10_000 });
      expect(vi.mocked(revalidateTag).mock.calls).toContainEqual(['news:record:news-de-1', { expire: 0 }]);
      // The record's page first, each page dropped from the cache in front once it is rendered, no other record's page.
      const rendered = events.filter((event) => event.startsWith('render ')).map((event) => event.slice('render '.length));
      expect(rendered[0]).toBe('/news/fakuma/');
      expect(rendered).toEqual(expect.arrayContaining(['/news/', '/en/news/', '/sitemap.xml', '/rss/de.xml', '/rss/en.xml']));
      expect(rendered).not.toContain('/news/energiemanagement/');
      for (const path of rendered) expect(events.indexOf(`purge path:${path}`), path).toBeGreaterThan(events.indexOf(`render ${path}`));
      // The rest of the change only expires there, last: the tags and the further pages, kept for grace.
      const expired = events.filter((event) => event.startsWith('expire '));
      expect(expired.length).toBeGreaterThan(0);
      expect(events.slice(-expired.length)).toEqual(expired);
      expect(expired.join(' ')).toContain('news:record:news-de-1');
    } finally {
      await close();
    }
  }, 15_000);
});

describe('a publish whose read the CMS failed', () => {
  it('is read again until the CMS answers, then expired and dropped from the caches in front without a second webhook', async () => {
    const { events, close } = await instanceAndCache();
    try {
      let reachable = false;
      const cms = (options: BackendClientOptions) => (reachable ? fixtureBackend : unreachableBackend)(options);
      // A publish that was read leaves none waiting.
      await revalidateBackend(webhookRequest(`Bearer ${secret}`, '{"type":"jobs"}'), secret, fixtureBackend);
      vi.mocked(laterOutsideRequests).mockClear();
      const result = await revalidateBackend(webhookRequest(`Bearer ${secret}`, '{"type":"jobs"}'), secret, cms);
      expect(result.body).toMatchObject({ refresh: 'in-background' });
      const [retry, pauseMs] = vi.mocked(laterOutsideRequests).mock.calls.at(-1) ?? [];
      expect(pauseMs).toBe(5_000);
      reachable = true;
      events.length = 0;
      vi.mocked(revalidateTag).mockClear();
      retry?.();
      await vi.waitFor(() => expect(logged().some((line) => line.includes('jobs: the publish the CMS had failed to answer is read and applied'))).toBe(true), { timeout: 10_000 });
      expect(revalidateTag).toHaveBeenCalledWith(backendTags.jobs, { expire: 0 });
      expect(events).toEqual(expect.arrayContaining(['render /karriere-lumoplast/stellenangebote/', 'purge path:/karriere-lumoplast/stellenangebote/', 'purge path:/en/careers/job-offers/']));
      expect(events.some((event) => event.startsWith('expire ') && event.includes('jobs'))).toBe(true);
    } finally {
      await close();
    }
  }, 15_000);
});
