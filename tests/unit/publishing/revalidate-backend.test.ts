import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { BackendError, backendErrorStatus } from '@/lib/cms/backend-error';
import { createBackendClient, type BackendClient } from '@/lib/cms/client';
import { createEmbeddedTransport } from '@/lib/cms/embedded-transport';
import type { Transport } from '@/lib/cms/transport';
import { createContentStore } from '@/lib/content-store/content-store';
import { contentSyncTiming, createContentSync, type ContentSync } from '@/lib/content-sync/content-sync';
import { readWholeCollection } from '@/lib/content-sync/sync-reads';
import { methodNotAllowed, revalidateBackend } from '@/lib/publishing/revalidate-backend';
import type { RecordIssueListener } from '@/lib/records/record-issues';
import { folder } from '../content-store/store-records';

vi.mock('server-only', () => ({}));

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
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

/** The fixtures of the embedded backend (one job has a slug as an editor writes it, one news item lacks its title), in a folder an editor changes between webhooks. */
async function editableCms() {
  const directory = await mkdtemp(path.join(tmpdir(), 'lumoplast-cms-'));
  await cp(path.join(process.cwd(), 'tests', 'unit', 'cms', 'fixtures'), directory, { recursive: true });
  const state = { delayMs: 0, down: false };
  const embedded = createEmbeddedTransport({ directory });
  const transport: Transport = {
    ...embedded,
    send: async (request) => {
      if (state.down) throw new BackendError({ method: request.method, target: request.target, status: backendErrorStatus.network, reason: 'connect ECONNREFUSED' });
      if (state.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
      return embedded.send(request);
    },
  };
  return {
    state,
    client: (onRecordIssue?: RecordIssueListener): BackendClient => createBackendClient(transport, onRecordIssue ? { onRecordIssue } : {}),
    async edit(type: 'jobs' | 'news', change: (records: { id: string; attributes: Record<string, unknown> }[]) => typeof records) {
      const file = path.join(directory, `${type}.json`);
      const document = JSON.parse(await readFile(file, 'utf8'));
      document.data = change(document.data);
      await writeFile(file, JSON.stringify(document));
    },
  };
}

/** The site's sync over a store of its own; what it renews and what it leaves for later are recorded. */
async function siteOver(cms: Awaited<ReturnType<typeof editableCms>>) {
  const renewed: string[][] = [];
  const waiting: { task: () => void; delayMs: number }[] = [];
  const store = createContentStore({ source: 'cms', fileUrl: (url) => url, folders: { live: folder('webhook') }, fill: (collection) => readWholeCollection(cms.client(() => undefined), collection) });
  const sync: ContentSync = createContentSync({
    store,
    client: (_occasion, onRecordIssue) => cms.client(onRecordIssue),
    // The second renewal's second passes at once; every other wait (a retry, the reconcile's turn) waits for the test.
    later: (task, delayMs) => {
      waiting.push({ task, delayMs });
      if (delayMs === contentSyncTiming.settleMs) setTimeout(task, 0);
      return () => undefined;
    },
    renew: async (_what, paths) => {
      renewed.push([...paths]);
      return { failedPurges: [], shared: true };
    },
  });
  await store.snapshots();
  const publish = async (body: object) => {
    renewed.length = 0;
    const result = await revalidateBackend(webhookRequest(`Bearer ${secret}`, JSON.stringify(body)), secret, sync);
    if (result.status !== 200) throw new Error(`the webhook answered ${result.status}`);
    return result.body;
  };
  return { store, sync, renewed, waiting, publish };
}

describe('a revalidation with the right secret', () => {
  it('syncs the type whole and renews every page of it, in both languages: lists, records, the sitemap and the feeds', async () => {
    const { publish, renewed } = await siteOver(await editableCms());
    const report = await publish({ type: 'news' });
    expect(report).toMatchObject({ revalidated: true, type: 'news', refresh: 'now', sharing: 'single-instance', failedPurges: [] });
    expect(report.paths).toEqual(expect.arrayContaining(['/news/', '/en/news/', '/news/kategorie/messen/', '/news/fakuma/', '/en/news/fakuma/', '/news/energiemanagement/', '/sitemap.xml', '/rss/de.xml', '/rss/en.xml']));
    expect(renewed[0]).toEqual(report.paths);
  });

  it('names every record it skipped or shows without a part, with type, id, field and reason, for the editor, but no slug it only cleaned', async () => {
    const { publish } = await siteOver(await editableCms());
    const jobs = await publish({ type: 'jobs' });
    expect(jobs.incomplete).toEqual([]);
    const news = await publish({ type: 'news' });
    expect(news.skipped).toEqual([expect.objectContaining({ kind: 'skipped', type: 'news', id: 'news-de-untitled', field: 'title' })]);
  });

  it('echoes the slug of the record that changed, as the CMS spells it', async () => {
    const { publish } = await siteOver(await editableCms());
    expect(await publish({ type: 'jobs', id: 'job-de-1', slug: 'Einrichter Spritzguß' })).toMatchObject({ slug: 'Einrichter Spritzguß', ids: ['job-de-1'] });
  });

  it('reads the secret from REVALIDATE_SECRET by default', async () => {
    const { sync } = await siteOver(await editableCms());
    vi.stubEnv('REVALIDATE_SECRET', secret);
    expect((await revalidateBackend(webhookRequest(`Bearer ${secret}`, '{"type":"downloads"}'), undefined, sync)).status).toBe(200);
  });
});

describe('a revalidation of named records', () => {
  it('renews a record’s own page and the pages that show what changed of it, never another record’s page, and names its addresses', async () => {
    const cms = await editableCms();
    const { publish } = await siteOver(cms);
    await cms.edit('news', (records) => records.map((record) => (record.id === 'news-de-1' ? { ...record, attributes: { ...record.attributes, title: 'Fakuma, neu' } } : record)));
    const edited = await publish({ type: 'news', id: 'news-de-1' });
    expect(edited.records).toEqual([{ id: 'news-de-1', locale: 'de', paths: ['/news/fakuma/'] }]);
    expect(edited.paths).toEqual(expect.arrayContaining(['/news/', '/news/kategorie/messen/', '/rss/de.xml', '/news/fakuma/']));
    expect(edited.paths).not.toContain('/news/energiemanagement/');
    expect(edited.paths.filter((page) => page.startsWith('/en/'))).toEqual([]);
    expect(edited.ids).toEqual(['news-de-1']);
  });

  it('renews the named record’s page though the CMS changed nothing of it', async () => {
    const { publish } = await siteOver(await editableCms());
    expect((await publish({ type: 'news', id: 'news-de-2' })).paths).toEqual(['/news/energiemanagement/']);
  });

  it('names a renamed record’s former address beside its new one', async () => {
    const cms = await editableCms();
    const { publish, store } = await siteOver(cms);
    await cms.edit('news', (records) => records.map((record) => (record.id === 'news-de-2' ? { ...record, attributes: { ...record.attributes, slug: 'energie' } } : record)));
    const renamed = await publish({ type: 'news', ids: ['news-de-2'] });
    expect(renamed.records).toEqual([{ id: 'news-de-2', locale: 'de', paths: ['/news/energie/', '/news/energiemanagement/'] }]);
    expect(renamed.paths).toEqual(expect.arrayContaining(['/news/energie/', '/news/energiemanagement/']));
    expect((await store.snapshots()).news.de.formerSlugs.get('energiemanagement')).toBe('energie');
  });

  it('names a withdrawn record’s address, so the caches in front drop it', async () => {
    const cms = await editableCms();
    const { publish } = await siteOver(cms);
    await cms.edit('news', (records) => records.filter((record) => record.id !== 'news-de-3'));
    const withdrawn = await publish({ type: 'news', id: 'news-de-3' });
    expect(withdrawn.records).toEqual([{ id: 'news-de-3', locale: 'de', paths: ['/news/spritzen/'] }]);
    expect(withdrawn.paths).toContain('/news/spritzen/');
  });

  it('finds a record the CMS published without naming it in the addresses it reads, and reads it whole', async () => {
    const cms = await editableCms();
    const { publish, store } = await siteOver(cms);
    await cms.edit('news', (records) => [{ ...records[0]!, id: 'news-de-new', attributes: { ...records[0]!.attributes, slug: 'neu', title: 'Neu', translationKey: 'neu', publishedAt: '2026-11-30T08:00:00+01:00' } }, ...records]);
    const report = await publish({ type: 'news', id: 'news-de-2' });
    expect(report.paths).toContain('/news/neu/');
    expect((await store.snapshots()).news.de.items[0]?.id).toBe('news-de-new');
  });
});

describe('a revalidation the CMS does not answer in time', () => {
  it('answers in-background within the webhook’s 2 s, the store as it was; the change is applied and renewed when the read ends', async () => {
    const cms = await editableCms();
    const { publish, renewed, store } = await siteOver(cms);
    await cms.edit('jobs', (records) => records.map((record) => (record.id === 'job-de-1' ? { ...record, attributes: { ...record.attributes, title: 'Einrichter, langsam (m/w/d)' } } : record)));
    cms.state.delayMs = 2_300;
    const started = performance.now();
    const report = await publish({ type: 'jobs', id: 'job-de-1' });
    expect(performance.now() - started).toBeLessThan(2_800);
    expect(report).toMatchObject({ refresh: 'in-background', records: [] });
    expect(report.paths).toEqual(expect.arrayContaining(['/karriere-lumoplast/stellenangebote/', '/en/careers/job-offers/', '/sitemap.xml', '/karriere-lumoplast/stellenangebote/einrichter-spritzguss/']));
    expect((await store.snapshots()).jobs.de.bySlug.get('einrichter-spritzguss')?.title).not.toContain('langsam');
    await vi.waitFor(() => expect(renewed.flat()).toContain('/karriere-lumoplast/stellenangebote/einrichter-spritzguss/'), { timeout: 10_000 });
    expect((await store.snapshots()).jobs.de.bySlug.get('einrichter-spritzguss')?.title).toContain('langsam');
  }, 15_000);

  it('when the CMS fails: says the outage once, reads again after 5 s until it answers, then applies it without a second webhook', async () => {
    const cms = await editableCms();
    const { publish, renewed, waiting, sync } = await siteOver(cms);
    await cms.edit('jobs', (records) => records.map((record) => (record.id === 'job-de-1' ? { ...record, attributes: { ...record.attributes, title: 'Einrichter, nach dem Ausfall (m/w/d)' } } : record)));
    cms.state.down = true;
    expect(await publish({ type: 'jobs', id: 'job-de-1' })).toMatchObject({ refresh: 'in-background' });
    expect(await publish({ type: 'jobs', id: 'job-de-2' })).toMatchObject({ refresh: 'in-background' });
    expect(logged().filter((line) => line.includes('[cms] the CMS does not answer'))).toHaveLength(1);
    expect(sync.report()).toMatchObject({ cms: { lastRequest: 'failed' }, retrying: { jobs: ['job-de-1', 'job-de-2'] } });
    const retry = waiting.find((entry) => entry.delayMs === 5_000);
    expect(retry).toBeDefined();
    cms.state.down = false;
    renewed.length = 0;
    retry!.task();
    await vi.waitFor(() => expect(logged().some((line) => line.includes('[cms] the CMS answers again'))).toBe(true));
    await vi.waitFor(() => expect(renewed.flat()).toContain('/karriere-lumoplast/stellenangebote/einrichter-spritzguss/'));
    expect(sync.report()).toMatchObject({ cms: { lastRequest: 'answered' }, retrying: {} });
  });

  it('renews a change’s pages once more a second later, before it answers: a render that read the store just before wrote its page just after', async () => {
    const { publish, waiting, renewed } = await siteOver(await editableCms());
    const report = await publish({ type: 'news', id: 'news-de-1' });
    expect(waiting.map((entry) => entry.delayMs)).toContain(1_000);
    expect(renewed).toEqual([report.paths, report.paths]);
  });
});

describe('a refused revalidation', () => {
  const untouched = () => ({ sync: vi.fn(), reconcile: vi.fn(), snapshots: vi.fn(), start: vi.fn(), report: vi.fn() });

  it.each([
    ['a missing header', null],
    ['an empty header', ''],
    ['a wrong secret of the same length', `Bearer ${secret.replace(/.$/, 'x')}`],
    ['a shorter secret', `Bearer ${secret.slice(0, 6)}`],
    ['a longer secret', `Bearer ${secret}${secret}`],
    ['the secret without the Bearer scheme', secret],
    ['the secret as Basic credentials', `Basic ${secret}`],
  ])('answers 401 for %s, without reading the body or syncing anything', async (_name, authorization) => {
    const request = webhookRequest(authorization);
    const sync = untouched();
    const result = await revalidateBackend(request, secret, sync);
    expect(result.status).toBe(401);
    expect(result.body).toEqual({ revalidated: false, message: 'Missing or wrong credentials.' });
    expect(result.headers['WWW-Authenticate']).toBe('Bearer realm="revalidate"');
    expect(request.readBody).not.toHaveBeenCalled();
    expect(sync.sync).not.toHaveBeenCalled();
  });

  it.each([undefined, '', '  '])('answers 401 when no secret is configured (%j), whatever the header', async (configured) => {
    vi.stubEnv('REVALIDATE_SECRET', configured ?? '');
    const sync = untouched();
    for (const authorization of [null, 'Bearer ', `Bearer ${secret}`, 'Bearer undefined']) {
      expect((await revalidateBackend(webhookRequest(authorization), configured, sync)).status).toBe(401);
    }
    expect(sync.sync).not.toHaveBeenCalled();
    expect(logged().some((line) => line.includes('REVALIDATE_SECRET is not configured'))).toBe(true);
  });

  it.each([
    ['an unknown type', '{"type":"pages"}', /^Unknown type "pages"/],
    ['a type in the wrong case', '{"type":"News"}', /^Unknown type "News"/],
    ['files, which live inside their records', '{"type":"files"}', /^Unknown type "files"/],
    ['a body that is not JSON', 'type=news', /^The body is not JSON/],
    ['an empty body', '', /^The body is not JSON/],
    ['JSON without a type', '{}', /^The body is not a JSON object/],
    ['a slug that is no text', '{"type":"jobs","slug":42}', /^The body is not a JSON object/],
  ])('answers 400 for %s with the right secret, syncing nothing', async (_name, body, message) => {
    const sync = untouched();
    const result = await revalidateBackend(webhookRequest(`Bearer ${secret}`, body), secret, sync);
    expect(result.status).toBe(400);
    expect(result.body.revalidated).toBe(false);
    if (result.status !== 200) expect(result.body.message).toMatch(message);
    expect(sync.sync).not.toHaveBeenCalled();
  });

  it('answers 400 when the body cannot be read', async () => {
    const sync = untouched();
    const result = await revalidateBackend({ authorization: `Bearer ${secret}`, readBody: () => Promise.reject(new Error('aborted')) }, secret, sync);
    expect(result.status).toBe(400);
    expect(sync.sync).not.toHaveBeenCalled();
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
    const { sync } = await siteOver(await editableCms());
    await revalidateBackend(webhookRequest(`Bearer ${secret}`, '{"type":"jobs"}'), secret, sync);
    await revalidateBackend(webhookRequest(`Bearer ${secret}`, '{"type":"nope"}'), secret, sync);
    await revalidateBackend(webhookRequest(`Bearer ${guess}`), secret, sync);
    await revalidateBackend(webhookRequest(`Bearer ${guess}`), undefined, sync);
    const lines = logged();
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line).not.toContain(secret);
      expect(line).not.toContain(guess);
    }
  });
});
