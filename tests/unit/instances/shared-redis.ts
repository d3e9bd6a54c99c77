import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { closeSharedRedis, sharedRedis } from '@/lib/instances/redis-connection.mjs';
import { redisServer, until, type RedisServer } from './redis-server';

/**
 * A real `redis-server` (`redis-server.ts`) as the process's shared Redis for the tests of the block it
 * is called in: started once, `REDIS_URL` naming it and every key deleted before each test, the site's
 * connection closed after each, the server stopped at the end. It can be stopped and started within a test.
 */
export function sharedRedisForEachTest(): RedisServer {
  const redis = redisServer();
  beforeAll(() => redis.start());
  beforeEach(async () => {
    vi.stubEnv('REDIS_URL', redis.url);
    await until(() => sharedRedis()?.available === true);
    await sharedRedis()!.client.flushAll();
  });
  afterEach(async () => {
    await closeSharedRedis();
    vi.unstubAllEnvs();
  });
  afterAll(() => redis.stop());
  return redis;
}
