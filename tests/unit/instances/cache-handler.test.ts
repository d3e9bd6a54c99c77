import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { decodeEntry, encodeEntry, tagsOfEntry } from '@/lib/instances/cache-handler.mjs';
import { mergeTagStates, tagsKey } from '@/lib/instances/tag-sharing.mjs';
import { tagsManifest } from '@/lib/instances/next-cache-internals.mjs';
import { closeSharedRedis, sharedRedis } from '@/lib/instances/redis-connection.mjs';
import { cacheHandlerInstances, fetchOf } from './cache-handler-instances';
import { redisServer, until } from './redis-server';

/**
 * The cache handler against a real `redis-server` (Debian's package): two handlers stand for two
 * instances, each with its own local cache folder. They share one tag manifest here (one process), so
 * a test that checks what another instance learns clears the manifest first, as a fresh process has it.
 */
const redis = redisServer();

const { instance, removeFolders } = cacheHandlerInstances();
const { entry: fetchEntry, context: fetchContext } = fetchOf('jobs');

beforeAll(async () => {
  await redis.start();
  vi.stubEnv('REDIS_URL', redis.url);
  await until(() => sharedRedis()?.available === true);
});

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(async () => {
  await closeSharedRedis();
  await redis.stop();
  vi.unstubAllEnvs();
  removeFolders();
});

describe('the shared cache handler', () => {
  it('keeps Buffers and Maps of an entry through Redis', () => {
    const entry = { value: { kind: 'APP_PAGE', html: '<p>x</p>', rscData: Buffer.from([0, 1, 255]), segmentData: new Map([['/_index', Buffer.from('seg')]]) }, lastModified: 1 };
    const decoded = decodeEntry(encodeEntry(entry)) as typeof entry;
    expect(Buffer.isBuffer(decoded.value.rscData)).toBe(true);
    expect([...decoded.value.rscData]).toEqual([0, 1, 255]);
    expect(decoded.value.segmentData.get('/_index')?.toString()).toBe('seg');
  });

  it('serves an entry one instance wrote to another that never had it', async () => {
    const a = instance();
    const b = instance();
    await a.set('fetch-jobs-de', fetchEntry('{"data":[1]}'), fetchContext);
    const shared = await b.get('fetch-jobs-de', fetchContext);
    expect(shared?.value).toMatchObject(fetchEntry('{"data":[1]}'));
  });

  it('shares what only one instance has locally (a page of its build) on the first read', async () => {
    const a = instance();
    const b = instance();
    await b.local.set('only-local', fetchEntry('from the build'), fetchContext);
    expect((await b.get('only-local', fetchContext))?.value).toMatchObject(fetchEntry('from the build'));
    expect((await a.get('only-local', fetchContext))?.value).toMatchObject(fetchEntry('from the build'));
  });

  it('tells every instance of a revalidation on its next read of an entry with the tag, the latest revalidation winning', async () => {
    const a = instance();
    const b = instance();
    await a.set('tagged-jobs', fetchEntry('{"data":[2]}'), fetchContext);
    await a.revalidateTag('jobs', { expire: 0 });
    const expired = tagsManifest.get('jobs');
    expect(expired?.expired).toBeGreaterThan(0);
    tagsManifest.clear(); // B is another process: it has not heard of it.
    await b.get('tagged-jobs', fetchContext);
    expect(tagsManifest.get('jobs')).toEqual(expired);

    await new Promise((resolve) => setTimeout(resolve, 5));
    await b.revalidateTag('jobs', { stale: 300, revalidate: 2592000, expire: 31536000 });
    const later = tagsManifest.get('jobs');
    mergeTagStates({ jobs: JSON.stringify(expired) });
    expect(tagsManifest.get('jobs')).toEqual(later);
  });

  it('reads the states of its entry’s own tags alone, however many tags the site has revalidated', async () => {
    const a = instance();
    const page = { kind: 'APP_PAGE', html: '<p>x</p>', headers: { 'x-next-cache-tags': '_N_T_/layout,_N_T_/de/news,path:/news/' } };
    expect(tagsOfEntry({ value: page }, {})).toEqual(['path:/news/']);
    const many = Object.fromEntries(Array.from({ length: 2_000 }, (_, index) => [`path:/news/article-${index}/`, JSON.stringify({ stale: 1, expired: 1 })]));
    await sharedRedis()!.client.hSet(tagsKey, many);
    await sharedRedis()!.client.hSet(tagsKey, 'path:/news/', JSON.stringify({ stale: 2, expired: 2 }));
    await a.share('page-news', { value: page, lastModified: 1 }, tagsOfEntry({ value: page }, {}));
    tagsManifest.clear();
    await a.get('page-news', {});
    expect(tagsManifest.get('path:/news/')).toEqual({ stale: 2, expired: 2 });
    expect(tagsManifest.has('path:/news/article-0/')).toBe(false);
  });

  it('answers from the local cache while Redis is down, with one warning, and shares again once it is back', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const a = instance();
    await a.set('while-down', fetchEntry('kept locally'), fetchContext);
    await redis.stop();
    await until(() => sharedRedis()?.available === false);
    for (let request = 0; request < 10; request += 1) {
      expect((await a.get('while-down', fetchContext))?.value).toMatchObject(fetchEntry('kept locally'));
      await a.set(`written-while-down-${request}`, fetchEntry('local'), fetchContext);
    }
    expect(warn.mock.calls.filter((call) => String(call[0]).includes('[redis] not reachable'))).toHaveLength(1);

    await redis.start();
    await until(() => sharedRedis()?.available === true);
    expect(info.mock.calls.some((call) => String(call[0]).includes('[redis] connected again'))).toBe(true);
    await a.set('after-return', fetchEntry('shared again'), fetchContext);
    expect((await instance().get('after-return', fetchContext))?.value).toMatchObject(fetchEntry('shared again'));
  });
});
