import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import SharedCacheHandler, { localCacheContext, sharedLocalCopyCharacters } from '@/lib/instances/cache-handler.mjs';
import { FileSystemCache, nodeFs } from '@/lib/instances/next-cache-internals.mjs';
import { closeSharedRedis, sharedRedis } from '@/lib/instances/redis-connection.mjs';
import { fetchOf } from './cache-handler-instances';
import { redisServer, until } from './redis-server';

/**
 * What the cache handler keeps in the process's memory. Next.js's LRU (`cacheMaxMemorySize`) is one per
 * process, made by the first handler given a size: the tests run in order, the one without Redis first.
 */
const redis = redisServer();
const folders: string[] = [];
const { entry, context } = fetchOf('news');

/** A handler as Next.js makes it in production (the folder on disk kept), given `maxMemoryCacheSize`. */
function handler(maxMemoryCacheSize: number): SharedCacheHandler {
  const folder = mkdtempSync(join(tmpdir(), 'lumoplast-cache-memory-'));
  folders.push(folder);
  return new SharedCacheHandler({ fs: nodeFs, serverDistDir: join(folder, 'server'), flushToDisk: true, revalidatedTags: [], maxMemoryCacheSize });
}

afterAll(async () => {
  await closeSharedRedis();
  await redis.stop();
  vi.unstubAllEnvs();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('the cache handler in memory', () => {
  it('keeps at most cacheMaxMemorySize without Redis, and serves an entry it dropped from the disk', async () => {
    const instance = handler(100_000);
    expect(instance.shared).toBe(false);
    for (let article = 0; article < 20; article += 1) await instance.set(`page-${article}`, entry(`page ${article} `.repeat(1000)), context);
    const memory = FileSystemCache.memoryCache;
    expect(memory?.maxSize).toBe(100_000);
    expect(memory?.totalSize).toBeLessThanOrEqual(100_000);
    expect(memory?.has('page-19')).toBe(true);
    expect(memory?.has('page-0')).toBe(false);
    expect((await instance.get('page-0', context))?.value).toMatchObject(entry('page 0 '.repeat(1000)));
  });

  it('with Redis keeps the copy of what it served last for while Redis lacks an entry, at most sharedLocalCopyCharacters whatever cacheMaxMemorySize says', async () => {
    const size = (maxMemoryCacheSize: number, shared: boolean) => localCacheContext({ maxMemoryCacheSize }, shared).maxMemoryCacheSize;
    expect(size(50 * 1024 * 1024, true)).toBe(sharedLocalCopyCharacters);
    expect(size(1024 * 1024, true)).toBe(1024 * 1024);
    expect(size(50 * 1024 * 1024, false)).toBe(50 * 1024 * 1024);
    await redis.start();
    vi.stubEnv('REDIS_URL', redis.url);
    await until(() => sharedRedis()?.available === true);
    const instance = handler(50 * 1024 * 1024);
    for (let article = 0; article < 20; article += 1) await instance.set(`article-${article}`, entry(`article ${article} `.repeat(200)), context);
    expect((await instance.get('article-7', context))?.value).toMatchObject(entry('article 7 '.repeat(200)));
    await sharedRedis()?.client.flushAll();
    expect((await instance.get('article-7', context))?.value).toMatchObject(entry('article 7 '.repeat(200)));
    await closeSharedRedis();
    vi.unstubAllEnvs();
  });
});
