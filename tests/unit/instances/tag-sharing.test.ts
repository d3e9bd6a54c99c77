import { createClient } from 'redis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { tagsManifest } from '@/lib/instances/next-cache-internals.mjs';
import { closeSharedRedis, sharedRedis } from '@/lib/instances/redis-connection.mjs';
import { expireTags } from '@/lib/instances/tag-revalidation.mjs';
import { mergeTagState, redatedState, shareTagStates, sharingPending, tagsKey } from '@/lib/instances/tag-sharing.mjs';
import { cacheHandlerInstances, fetchOf } from './cache-handler-instances';
import { redisServer, until } from './redis-server';

/**
 * A webhook received while Redis does not answer: the tags expire on this instance at once, and every
 * other instance learns of it once Redis is back (issue: "invalidations survive a Redis outage").
 * Against a real `redis-server`; two handlers stand for two instances of one process, so a test clears
 * the manifest where the other instance, a process of its own, would not have heard of a revalidation.
 */
const redis = redisServer();
const { instance, removeFolders } = cacheHandlerInstances();
const { entry: fetchEntry, context: fetchContext } = fetchOf('news');

async function sharedStates(): Promise<Record<string, { stale?: number; expired?: number }>> {
  const client = createClient({ url: redis.url });
  await client.connect();
  const hash = await client.hGetAll(tagsKey);
  await client.close();
  return Object.fromEntries(Object.entries(hash).map(([tag, text]) => [tag, JSON.parse(text)]));
}

beforeAll(async () => {
  await redis.start();
  vi.stubEnv('REDIS_URL', redis.url);
  await until(() => sharedRedis()?.available === true);
});

afterEach(() => vi.restoreAllMocks());

afterAll(async () => {
  await closeSharedRedis();
  await redis.stop();
  vi.unstubAllEnvs();
  removeFolders();
});

describe('redatedState', () => {
  it('moves a revalidation to a later time, keeping its profile', () => {
    expect(redatedState({ stale: 1000, expired: 1000 }, 5000)).toEqual({ stale: 5000, expired: 5000 });
    expect(redatedState({ stale: 1000, expired: 1000 + 31_536_000_000 }, 5000)).toEqual({ stale: 5000, expired: 5000 + 31_536_000_000 });
    expect(redatedState({ stale: 1000 }, 5000)).toEqual({ stale: 5000 });
  });
});

describe('mergeTagState', () => {
  const now = 100_000;
  const year = 31_536_000_000;

  it('takes the later revalidation, keeping an earlier publish’s expiry that a later stale mark did not know of', () => {
    const publish = { stale: 90_000, expired: 90_000 };
    expect(mergeTagState(publish, { stale: 95_000, expired: 10_000 }, now)).toEqual({ stale: 95_000, expired: 90_000 });
    expect(mergeTagState({ stale: 95_000 }, publish, now)).toEqual({ stale: 95_000, expired: 90_000 });
    expect(mergeTagState(publish, { stale: 99_000, expired: 99_000 }, now)).toEqual({ stale: 99_000, expired: 99_000 });
    expect(mergeTagState({ stale: 99_000, expired: 99_000 }, publish, now)).toEqual({ stale: 99_000, expired: 99_000 });
  });

  it('keeps a publish’s expiry when a later stale mark carries one still to come (`max`, a webhook while the CMS failed)', () => {
    const publish = { stale: 90_000, expired: 90_000 };
    expect(mergeTagState(publish, { stale: 95_000, expired: 95_000 + year }, now)).toEqual({ stale: 95_000, expired: 90_000 });
    expect(mergeTagState({ stale: 95_000, expired: 95_000 + year }, publish, now)).toEqual({ stale: 95_000, expired: 90_000 });
  });

  it('lets a later revalidation’s expiry still to come replace an earlier one still to come, as Next.js does', () => {
    expect(mergeTagState({ stale: 90_000, expired: 90_000 + year }, { stale: 95_000, expired: 95_000 + year }, now)).toEqual({ stale: 95_000, expired: 95_000 + year });
    expect(mergeTagState(undefined, { stale: 95_000 }, now)).toEqual({ stale: 95_000 });
  });
});

describe('a revalidation while Redis is down', () => {
  it('expires the tag on this instance at once, says it once, and reaches the others when Redis is back, re-dated to then', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const a = instance();
    const b = instance();
    await b.set('news-of-b', fetchEntry('{"data":[]}'), fetchContext);
    await redis.stop();
    await until(() => sharedRedis()?.available === false);

    const webhookAt = Date.now();
    await a.revalidateTag('news', { expire: 0 });
    expect(tagsManifest.get('news')?.expired).toBeGreaterThanOrEqual(webhookAt); // this instance: at once
    expect(sharingPending()).toBe(true);
    expect(warn.mock.calls.filter((call) => String(call[0]).includes('reached only this instance'))).toHaveLength(1);

    await redis.start();
    await until(() => !sharingPending());
    const shared = (await sharedStates()).news;
    expect(shared?.expired).toBeGreaterThan(webhookAt); // re-dated: what B rendered meanwhile is renewed too
    expect(info.mock.calls.some((call) => String(call[0]).includes('now reaches every instance'))).toBe(true);

    tagsManifest.clear(); // B, a process of its own, had not heard of it
    await b.get('news-of-b', fetchContext); // B's next read of an entry tagged news brings the shared state
    expect(tagsManifest.get('news')).toEqual(shared);
  });

  it('keeps in Redis a publish’s expiry that another instance’s later stale mark did not know of', async () => {
    const a = instance();
    await a.revalidateTag('downloads', { expire: 0 });
    const publish = tagsManifest.get('downloads')!;
    await new Promise((resolve) => setTimeout(resolve, 5));
    tagsManifest.set('downloads', { stale: Date.now() }); // B, which had not heard of the publish, marks the tag stale
    expect(await shareTagStates(['downloads'])).toBe(true);
    expect((await sharedStates()).downloads).toEqual({ stale: tagsManifest.get('downloads')!.stale, expired: publish.expired });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const year = 31_536_000_000;
    tagsManifest.set('downloads', { stale: Date.now(), expired: Date.now() + year }); // and with Next.js's `'max'`, a webhook while its CMS failed
    expect(await shareTagStates(['downloads'])).toBe(true);
    expect((await sharedStates()).downloads).toEqual({ stale: tagsManifest.get('downloads')!.stale, expired: publish.expired });
  });

  it('never overwrites a later revalidation of another instance in Redis', async () => {
    const a = instance();
    const b = instance();
    await a.revalidateTag('jobs', { expire: 0 });
    const older = tagsManifest.get('jobs');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await b.revalidateTag('jobs', { expire: 0 });
    const newer = (await sharedStates()).jobs;
    expect(newer?.stale).toBeGreaterThan(older?.stale ?? 0);
    tagsManifest.set('jobs', older!); // an instance that still holds the older state writes it again
    expect(await shareTagStates(['jobs'])).toBe(true);
    expect((await sharedStates()).jobs).toEqual(newer);
  });
});

describe('expiring tags from any code (a sync on the reconcile’s timer)', () => {
  it('expires them in this process at once, without a cache handler made yet, and shares them with every instance', async () => {
    const before = Date.now();
    expect(await expireTags(['path:/news/', 'path:/en/news/'])).toBe(true);
    for (const tag of ['path:/news/', 'path:/en/news/']) {
      expect(tagsManifest.get(tag)?.expired).toBeGreaterThanOrEqual(before);
      expect((await sharedStates())[tag]).toEqual(tagsManifest.get(tag));
    }
  });
});
