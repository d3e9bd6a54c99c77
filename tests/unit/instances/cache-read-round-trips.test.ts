import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { decodeEntry } from '@/lib/instances/cache-handler.mjs';
import { tagsManifest } from '@/lib/instances/next-cache-internals.mjs';
import { closeSharedRedis, redisCommandTimeoutMs, sharedRedis } from '@/lib/instances/redis-connection.mjs';
import { countingProxy, type CountingProxy } from './counting-proxy';
import { cacheHandlerInstances, fetchOf } from './cache-handler-instances';
import { redisServer, until } from './redis-server';

/**
 * What a read of the cache handler costs in Redis, through a proxy that counts round trips
 * (`counting-proxy.ts`) in front of a real `redis-server`: a page served from the shared cache waits for
 * Redis once, the tag states coming with the entry.
 */
const redis = redisServer();
let proxy: CountingProxy;

const { instance, removeFolders } = cacheHandlerInstances();
const { entry: fetchEntry, context: fetchContext } = fetchOf('news');
/** Where the handler keeps an entry in Redis. */
const sharedEntryKey = (key: string) => `lumoplast:cache:entry:${key}`;

beforeAll(async () => {
  await redis.start();
  proxy = await countingProxy(redis.port);
  vi.stubEnv('REDIS_URL', proxy.url);
  await until(() => sharedRedis()?.available === true);
});

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(async () => {
  await closeSharedRedis();
  await proxy.close();
  await redis.stop();
  vi.unstubAllEnvs();
  removeFolders();
});

describe('a read of the shared cache', () => {
  it('is one round trip to Redis: the entry and the states of its tags in one script', async () => {
    const a = instance();
    const b = instance();
    await a.set('news-de', fetchEntry('{"data":[1]}'), fetchContext);
    await a.revalidateTag('news', { stale: 300, revalidate: 2592000, expire: 31536000 });
    const revalidated = tagsManifest.get('news');
    tagsManifest.clear(); // B is another process: it has not heard of it.

    proxy.reset();
    expect((await b.get('news-de', fetchContext))?.value).toMatchObject(fetchEntry('{"data":[1]}'));
    expect(proxy.roundTrips).toBe(1);
    expect([proxy.commands('EVAL'), proxy.commands('HGETALL')]).toEqual([1, 0]);
    expect(tagsManifest.get('news')).toEqual(revalidated);

    // Nothing shared and nothing local: one round trip as well, and nothing written.
    proxy.reset();
    expect(await b.get('news-nowhere', fetchContext)).toBeNull();
    expect(proxy.roundTrips).toBe(1);
    expect(proxy.commands('SET')).toBe(0);
  });

  it('brings the tag states as they are when it is sent, also beside other reads: none takes an answer sent before it', async () => {
    const a = instance();
    for (const page of [1, 2, 3, 4, 5]) await a.set(`news-page-${page}`, fetchEntry(`page ${page}`), fetchContext);
    const first = instance().get('news-page-1', fetchContext);
    // Another instance's webhook while that read is on its way: the reads sent after it must see it.
    await sharedRedis()!.client.hSet('lumoplast:cache:tags', 'news', JSON.stringify({ stale: Date.now() + 1000, expired: Date.now() + 1000 }));
    proxy.reset();
    const pages = await Promise.all([2, 3, 4, 5].map((page) => instance().get(`news-page-${page}`, fetchContext)));
    await first;
    expect(pages.map((page) => page?.value)).toEqual([2, 3, 4, 5].map((page) => expect.objectContaining(fetchEntry(`page ${page}`))));
    expect(tagsManifest.get('news')?.stale).toBeGreaterThan(Date.now());
    expect([proxy.commands('EVAL'), proxy.commands('HGETALL')]).toEqual([4, 0]);
    tagsManifest.delete('news');
    await sharedRedis()!.client.hDel('lumoplast:cache:tags', 'news');
  });

  it('makes a second round trip only to share an entry that this instance alone has', async () => {
    const b = instance();
    await b.local.set('news-only-local', fetchEntry('from the build'), fetchContext);
    proxy.reset();
    expect((await b.get('news-only-local', fetchContext))?.value).toMatchObject(fetchEntry('from the build'));
    expect(proxy.roundTrips).toBe(2);
    // The entry, and beside it its tags; their states come back in the same round trip.
    expect([proxy.commands('SET'), proxy.commands('HMGET')]).toEqual([2, 1]);
  });

  it('takes a corrupt shared entry for none: the local one is served and replaces it', async () => {
    const client = sharedRedis()!.client;
    await client.set(sharedEntryKey('news-corrupt'), '{"value": not json');
    expect(await instance().get('news-corrupt', fetchContext)).toBeNull();

    const b = instance();
    await b.local.set('news-corrupt', fetchEntry('kept locally'), fetchContext);
    expect((await b.get('news-corrupt', fetchContext))?.value).toMatchObject(fetchEntry('kept locally'));
    const shared = decodeEntry((await client.get(sharedEntryKey('news-corrupt')))!) as { value: unknown };
    expect(shared.value).toMatchObject(fetchEntry('kept locally'));
  });

  it('answers from the local cache after one command time-out while Redis hangs, not two', async () => {
    const a = instance();
    await a.local.set('news-while-hanging', fetchEntry('kept locally'), fetchContext);
    redis.process!.kill('SIGSTOP');
    try {
      const started = Date.now();
      const [first, second] = await Promise.all([a.get('news-while-hanging', fetchContext), a.get('news-while-hanging', fetchContext)]);
      const took = Date.now() - started;
      expect(first?.value).toMatchObject(fetchEntry('kept locally'));
      expect(second?.value).toMatchObject(fetchEntry('kept locally'));
      expect(took).toBeGreaterThanOrEqual(redisCommandTimeoutMs - 5);
      expect(took).toBeLessThan(2 * redisCommandTimeoutMs);
    } finally {
      redis.process!.kill('SIGCONT');
    }
    // The answers held back arrive; the next read is shared again.
    await a.set('news-after-hanging', fetchEntry('shared again'), fetchContext);
    expect((await instance().get('news-after-hanging', fetchContext))?.value).toMatchObject(fetchEntry('shared again'));
  });
});
