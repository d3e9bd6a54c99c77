import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StoreCollection } from '@/lib/content-store/collections';
import { createContentStore, type ContentStoreOptions } from '@/lib/content-store/content-store';
import { createSharedCopies } from '@/lib/content-store/shared-copies';
import type { StoreChange } from '@/lib/content-store/store-change';
import { closeSharedRedis, onRedisReady, sharedRedis } from '@/lib/instances/redis-connection.mjs';
import { redisServer, until } from '../instances/redis-server';
import { countingProxy, type CountingProxy } from '../instances/counting-proxy';
import { article, folder, update } from './store-records';

vi.mock('server-only', () => ({}));

/**
 * Instances sharing the content store through a real `redis-server` (Debian's package), through a proxy
 * that counts round trips: two stores of one source stand for two instances, each with a data folder of
 * its own. The steps share the server, so they run in order.
 */
const redis = redisServer();
let proxy: CountingProxy;
const source = 'http://cms.example.com/v1/';
const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

const news = () => Array.from({ length: 10 }, (_, index) => article(index + 1));

function instance(fill: ContentStoreOptions['fill'] = async (collection: StoreCollection) => update(collection, collection === 'news' ? news() : [], { whole: true }), { timeoutMs }: { timeoutMs?: number } = {}) {
  const late: StoreChange[] = [];
  const followed: StoreChange[] = [];
  const store = createContentStore({ source, fileUrl: (url) => url, folders: { live: folder('shared') }, shared: createSharedCopies(source, { timeoutMs }), fill, log });
  store.listen({ onRedisReady, sharedLate: (change) => late.push(change), followed: (change) => followed.push(change) });
  return { store, late, followed, fill };
}

beforeAll(async () => {
  await redis.start();
  proxy = await countingProxy(redis.port);
  vi.stubEnv('REDIS_URL', proxy.url);
  await until(() => sharedRedis()?.available === true);
});

afterAll(async () => {
  await closeSharedRedis();
  await proxy.close();
  await redis.stop();
  vi.unstubAllEnvs();
});

describe('the content store shared through Redis', () => {
  let a: ReturnType<typeof instance>;
  let b: ReturnType<typeof instance>;

  it('is filled from the source once, by the first instance; the next starts from Redis', async () => {
    const fill = vi.fn(async (collection: StoreCollection) => update(collection, collection === 'news' ? news() : [], { whole: true }));
    a = instance(fill);
    expect((await a.store.snapshots()).news.de.items).toHaveLength(10);
    const other = vi.fn(async (): Promise<never> => {
      throw new Error('the source is not asked: Redis has every collection');
    });
    b = instance(other);
    expect((await b.store.snapshots()).news.de.items).toHaveLength(10);
    expect(other).not.toHaveBeenCalled();
  });

  it('brings a change on one instance to the next read of another: what it lacks, in few round trips', async () => {
    await a.store.apply(update('news', [article(11)]), ['de-11']);
    proxy.reset();
    expect((await b.store.snapshots()).news.de.items[0]?.id).toBe('de-11');
    // The standing of every collection, the log of the one that moved on, the records it names (once for
    // the read, or already for the published change it heard of): never the collection whole. The writer
    // may read them once too: a check of its own, begun for a change it heard in the step before, can
    // read the new standing between its write and its publish (the instances share one connection here).
    expect(proxy.commands('HGETALL')).toBe(0);
    expect(proxy.commands('HMGET')).toBeLessThanOrEqual(2);
    // Once it holds what Redis holds, a read costs one round trip: the standing of every collection.
    await new Promise((resolve) => setTimeout(resolve, 100));
    proxy.reset();
    await b.store.snapshots();
    expect(proxy.roundTrips).toBe(1);
  });

  it('tells an instance each change of another it now holds, with its pages, and nothing of what it loaded at its start', async () => {
    expect(a.followed).toEqual([]);
    expect(b.followed.flatMap((change) => change.paths)).toEqual(expect.arrayContaining(['/news/meldung-11/', '/news/']));
    const before = b.followed.length;
    await b.store.apply(update('news', [article(11, { title: 'Geändert 11' })]), ['de-11']);
    await until(async () => (await a.store.snapshots()).news.de.items[0]?.title === 'Geändert 11');
    expect(a.followed.at(-1)?.paths).toContain('/news/meldung-11/');
    // Its own change is not one it followed.
    expect(b.followed).toHaveLength(before);
  });

  it('keeps a change made while Redis is down on its instance, and shares it once Redis is back, telling its pages to renew', async () => {
    await redis.stop();
    await until(() => sharedRedis()?.available === false);
    const made = await a.store.apply(update('news', [article(12)]), ['de-12']);
    expect(made.sharing).toBe('pending');
    expect((await a.store.snapshots()).news.de.items[0]?.id).toBe('de-12');
    expect((await b.store.snapshots()).news.de.items[0]?.id).toBe('de-11');
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('reached only this instance'));

    await redis.start();
    await until(() => sharedRedis()?.available === true);
    await until(() => a.late.length > 0);
    expect(a.late[0]?.paths).toContain('/news/meldung-12/');
    expect((await b.store.snapshots()).news.de.items[0]?.id).toBe('de-12');
  });

  const ids = (count: number) => Array.from({ length: count }, (_, index) => `de-${count - index}`);
  const shown = async (of: ReturnType<typeof instance>) => (await of.store.snapshots()).news.de.items.map((item) => item.id);

  it('gives a Redis that lost the collection (restarted without its data) the whole copy an instance holds, never only the change that waited', async () => {
    // The redis-server of these tests keeps nothing over a restart.
    expect(await shown(a)).toEqual(ids(12));
    expect(await shown(b)).toEqual(ids(12));
    const fresh = instance(async () => {
      throw new Error('the source is not asked: Redis has the collection again');
    });
    expect(await shown(fresh)).toEqual(ids(12));
  });

  it('gives a Redis flushed under connected instances the whole copy with the next change', async () => {
    await sharedRedis()!.client.flushAll();
    const made = await a.store.apply(update('news', [article(13)]), ['de-13']);
    expect(made.sharing).toBe('shared');
    expect(await shown(b)).toEqual(ids(13));
    const fresh = instance(async () => {
      throw new Error('the source is not asked: Redis has the collection whole');
    });
    expect(await shown(fresh)).toEqual(ids(13));
  });

  it('shares a change whose write timed out (Redis too slow, still connected) on its next read once Redis answers in time', async () => {
    const slow = instance(undefined, { timeoutMs: 200 });
    expect(await shown(slow)).toEqual(ids(13));
    redis.process!.kill('SIGSTOP');
    let made;
    try {
      made = await slow.store.apply(update('news', [article(14)]), ['de-14']);
      // No error and no reconnect: only the answer was late, so no `ready` will announce Redis again.
      expect(sharedRedis()?.available).toBe(true);
    } finally {
      redis.process!.kill('SIGCONT');
    }
    expect(made.sharing).toBe('pending');
    expect(await shown(slow)).toEqual(ids(14));
    await until(() => slow.late.length > 0);
    expect(slow.late[0]?.paths).toContain('/news/meldung-14/');
    expect(await shown(b)).toEqual(ids(14));
  });
});
