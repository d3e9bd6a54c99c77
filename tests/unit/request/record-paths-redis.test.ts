import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeSharedRedis, sharedRedis } from '@/lib/instances/redis-connection.mjs';
import { forgetRecordPaths } from '@/lib/request/record-paths';
import { redisServer, until } from '../instances/redis-server';

vi.mock('server-only', () => ({}));

/**
 * The webhook count the record index shares through Redis (`forgetRecordPaths`), so every instance
 * reads its lists again after a publish: a webhook while Redis does not answer raises it once Redis is
 * back. Against a real `redis-server`.
 */
const redis = redisServer();
const countKey = 'lumoplast:record-paths:generation';

async function sharedCount(): Promise<string | null> {
  const client = createClient({ url: redis.url });
  await client.connect();
  const count = await client.get(countKey);
  await client.close();
  return count;
}

beforeAll(async () => {
  await redis.start();
  vi.stubEnv('REDIS_URL', redis.url);
  await until(() => sharedRedis()?.available === true);
});

afterAll(async () => {
  await closeSharedRedis();
  await redis.stop();
  vi.unstubAllEnvs();
});

describe('the webhook count of the record index', () => {
  it('is raised in Redis by a webhook', async () => {
    const before = Number((await sharedCount()) ?? 0);
    await forgetRecordPaths();
    expect(Number(await sharedCount())).toBe(before + 1);
  });

  it('is raised once Redis is back when webhooks came while it was unreachable, once for all of them', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    await redis.stop();
    await until(() => sharedRedis()?.available === false);
    await forgetRecordPaths();
    await forgetRecordPaths();
    // Redis keeps nothing across its restart here (no persistence): the count starts again from none.
    await redis.start();
    await until(() => sharedRedis()?.available === true);
    await until(async () => (await sharedCount()) === '1');
    // Nothing is left to raise: the next outage's return changes nothing.
    await redis.stop();
    await until(() => sharedRedis()?.available === false);
    await redis.start();
    await until(() => sharedRedis()?.available === true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await sharedCount()).toBeNull();
    warn.mockRestore();
    info.mockRestore();
  });
});
