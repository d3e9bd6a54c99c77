import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/lib/cms/backend-error';
import { createBackendClient } from '@/lib/cms/client';
import type { Transport } from '@/lib/cms/transport';
import { createContentStore } from '@/lib/content-store/content-store';
import { writeCopyFile } from '@/lib/content-store/copy-files';
import { contentSyncTiming, createContentSync } from '@/lib/content-sync/content-sync';
import { readWholeCollection } from '@/lib/content-sync/sync-reads';
import { folder } from '../content-store/store-records';
import { newsResource, fileResource } from '../cms/wire-records';

vi.mock('server-only', () => ({}));

afterEach(() => vi.restoreAllMocks());

/** A CMS of news that counts its requests; `news` can be changed between reads, `down` makes it refuse. */
function countingCms() {
  const state = { requests: [] as string[], down: false, news: [newsResource('de-1', 'img-1', null, { slug: 'eins' })] };
  const transport: Transport = {
    baseUrl: new URL('https://cms.example.com/v1/'),
    fileUrl: (url) => url,
    send: async (request) => {
      state.requests.push(request.target);
      if (state.down) throw new BackendError({ method: 'GET', target: request.target, status: 0, reason: 'connect ECONNREFUSED' });
      const locale = new URLSearchParams(request.target.split('?')[1]).get('filter[locale]');
      const news = request.target.startsWith('news') ? state.news.filter((record) => record.attributes.locale === locale) : [];
      return { status: 200, body: { data: news, included: news.map((record) => fileResource(record.relationships.image.data.id)) } };
    },
  };
  return { state, client: () => createBackendClient(transport, { onRecordIssue: () => undefined }) };
}

function site(cms: ReturnType<typeof countingCms>, clock: { now: number }, folders: { live?: string; build?: string } = { live: folder('sync') }) {
  const renewed: string[][] = [];
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const timers: { task: () => void; delayMs: number }[] = [];
  const store = createContentStore({ source: 'cms', fileUrl: (url) => url, folders, fill: (collection) => readWholeCollection(cms.client(), collection, () => clock.now), now: () => clock.now });
  const sync = createContentSync({
    store,
    client: () => cms.client(),
    // The second renewal's second passes at once; every other wait (a retry, the reconcile's turn) waits for the test.
    later: (task, delayMs) => {
      timers.push({ task, delayMs });
      if (delayMs === contentSyncTiming.settleMs) setTimeout(task, 0);
      return () => undefined;
    },
    renew: async (_what, paths) => {
      renewed.push([...paths]);
      return { failedPurges: [], shared: true };
    },
    now: () => clock.now,
    log,
  });
  return { store, sync, renewed, timers, log };
}

describe('the reconcile', () => {
  it('reads a collection whole only once its last whole reading is older than the interval, and renews only what changed', async () => {
    const cms = countingCms();
    const clock = { now: Date.now() };
    const { store, sync, renewed } = site(cms, clock);
    await store.snapshots();
    cms.state.requests.length = 0;
    await sync.reconcile();
    expect(cms.state.requests).toEqual([]);

    // An edit whose webhook was lost.
    cms.state.news = [newsResource('de-1', 'img-1', null, { slug: 'eins', title: 'Neu betitelt' })];
    clock.now += contentSyncTiming.reconcileMs;
    await sync.reconcile();
    expect(cms.state.requests.filter((target) => target.startsWith('news'))).toHaveLength(2);
    expect(renewed.flat()).toContain('/news/eins/');
    expect(renewed.flat()).not.toContain('/karriere-lumoplast/stellenangebote/');
    expect((await store.snapshots()).news.de.items[0]?.title).toBe('Neu betitelt');
  });

  it('runs at the server’s start, then a quarter of the interval apart, a little early or late', async () => {
    const cms = countingCms();
    const clock = { now: Date.now() };
    const { sync, timers } = site(cms, clock);
    sync.start({ onRedisReady: () => undefined });
    expect(timers.map((timer) => timer.delayMs)).toEqual([0]);
    timers[0]!.task();
    await vi.waitFor(() => expect(timers).toHaveLength(2));
    const quarter = contentSyncTiming.reconcileMs / 4;
    expect(timers[1]!.delayMs).toBeGreaterThanOrEqual(quarter * 0.8);
    expect(timers[1]!.delayMs).toBeLessThanOrEqual(quarter * 1.2);
  });

  it('first renews the pages the build made from a copy older than the one the store serves (an instance started again beside the same build)', async () => {
    const cms = countingCms();
    const clock = { now: Date.now() };
    const [live, build] = [folder('live'), folder('build')];
    const built = site(cms, clock, { live: folder('build-time'), build });
    await built.store.snapshots();
    await writeCopyFile(build, await built.store.copyOf('news'));
    // After the build, the instance synced a new title into its data folder.
    const before = site(cms, clock, { live, build });
    cms.state.news = [newsResource('de-1', 'img-1', null, { slug: 'eins', title: 'Neu betitelt' })];
    clock.now += contentSyncTiming.reconcileMs;
    await before.sync.reconcile();
    await vi.waitFor(async () => expect(readFileSync(`${live}/news.json`, 'utf8')).toContain('Neu betitelt'));

    const { sync, timers, renewed } = site(cms, clock, { live, build });
    cms.state.requests.length = 0;
    sync.start({ onRedisReady: () => undefined });
    timers[0]!.task();
    await vi.waitFor(() => expect(renewed.flat()).toContain('/news/eins/'));
    expect(renewed.flat()).toContain('/rss/de.xml');
    expect(cms.state.requests).toEqual([]);
  });

  it('keeps the store as it is while the CMS fails, and says so once', async () => {
    const cms = countingCms();
    const clock = { now: Date.now() };
    const { store, sync, log } = site(cms, clock);
    await store.snapshots();
    cms.state.down = true;
    clock.now += contentSyncTiming.reconcileMs;
    await sync.reconcile();
    clock.now += contentSyncTiming.reconcileMs;
    await sync.reconcile();
    expect((await store.snapshots()).news.de.items.map((item) => item.slug)).toEqual(['eins']);
    expect(sync.report()).toMatchObject({ cms: { lastRequest: 'failed' }, retrying: { jobs: 'all', news: 'all', downloads: 'all' } });
    expect(log.warn.mock.calls.filter((call) => String(call[0]).includes('[cms] the CMS does not answer'))).toHaveLength(1);
  });
});

describe("another instance's change", () => {
  it('renews its pages here once this instance holds it, and again after the settling time', async () => {
    const cms = countingCms();
    const clock = { now: Date.now() };
    const { store, sync, renewed } = site(cms, clock);
    let hooks: Parameters<typeof store.listen>[0] | undefined;
    vi.spyOn(store, 'listen').mockImplementation((given) => {
      hooks = given;
    });
    sync.start({ onRedisReady: () => undefined });
    hooks!.followed({ collection: 'news', paths: ['/news/eins/', '/news/'], records: [] });
    await vi.waitFor(() => expect(renewed).toEqual([['/news/eins/', '/news/'], ['/news/eins/', '/news/']]));
  });
});
