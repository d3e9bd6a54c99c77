import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import SharedCacheHandler from '@/lib/instances/cache-handler.mjs';
import { FileSystemCache, nodeFs } from '@/lib/instances/next-cache-internals.mjs';
import { closeSharedRedis, sharedRedis } from '@/lib/instances/redis-connection.mjs';
import { fetchOf } from './cache-handler-instances';
import { redisServer, until } from './redis-server';

/**
 * What the cache handler keeps in the process's memory. Next.js's LRU (`cacheMaxMemorySize`) is one per
 * process, made by the first handler given a size: the tests run in order, the one with Redis first.
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
  it('keeps no copy of its entries in memory with Redis, whatever cacheMaxMemorySize says: Redis answers, the disk while Redis lacks one', async () => {
    await redis.start();
    vi.stubEnv('REDIS_URL', redis.url);
    await until(() => sharedRedis()?.available === true);
    const instance = handler(50 * 1024 * 1024);
    for (let article = 0; article < 20; article += 1) await instance.set(`article-${article}`, entry(`article ${article} `.repeat(2000)), context);
    expect(FileSystemCache.memoryCache).toBeUndefined();
    expect((await instance.get('article-7', context))?.value).toMatchObject(entry('article 7 '.repeat(2000)));
    await sharedRedis()?.client.flushAll();
    expect((await instance.get('article-7', context))?.value).toMatchObject(entry('article 7 '.repeat(2000)));
    expect(FileSystemCache.memoryCache).toBeUndefined();
    await closeSharedRedis();
    vi.unstubAllEnvs();
  });

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
});
