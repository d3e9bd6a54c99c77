import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RedisClientType } from 'redis';
import { sharedRedis, withRedis } from '@/lib/instances/redis-connection.mjs';
import { createRateLimiter, type RateLimiter } from './enquiry-rate-limit';

type SharedRateLimiterOptions = {
  /** Names the count in Redis: the keys are `lumoplast:enquiry:${name}:${client}`. */
  name: string;
  /** Attempts allowed per window; a function is read on every attempt (e.g. from the environment). */
  limit: number | (() => number);
  windowMs: number;
  /** The most clients the in-memory count remembers at once. */
  maxClients?: number;
  log?: Pick<Console, 'warn'>;
};

/**
 * A limit shared by every instance through the site's one Redis connection (`REDIS_URL`, see
 * `lib/instances/redis-connection.mjs`), counted by rate-limiter-flexible's `RateLimiterRedis`: an atomic
 * counter per client that expires `windowMs` after its first attempt (a fixed window), so five attempts
 * on one instance and a sixth on another are refused like six on one.
 *
 * Redis is a cache, never a condition (docs/operations.md): without `REDIS_URL`, while the connection is
 * down, or when a command gets no answer within `redisCommandTimeoutMs`, the attempt is counted in this
 * instance's memory instead (the sliding window of `createRateLimiter`), at once and without throwing.
 * The memory also records every attempt Redis allowed, so it knows this instance's recent attempts when
 * it takes over. A lost connection is logged once by the connection itself; a command that fails while
 * the connection looks up is logged here, once until Redis answers again.
 */
export function createSharedRateLimiter({ name, limit, windowMs, maxClients, log = console }: SharedRateLimiterOptions): RateLimiter {
  const currentLimit = typeof limit === 'function' ? limit : () => limit;
  const memory = createRateLimiter({ limit: currentLimit, windowMs, maxClients });
  let store: { client: RedisClientType; limiter: RateLimiterRedis } | undefined;
  let warned = false;

  /** The counter on `client` (a new one when the shared connection was replaced). */
  function counterOn(client: RedisClientType, points: number): RateLimiterRedis {
    if (store?.client !== client) {
      const limiter = new RateLimiterRedis({
        storeClient: client,
        // node-redis v4 and later (`createClient` of the `redis` package), not ioredis.
        useRedisPackage: true,
        // While the client is not connected, fail at once (the attempt is counted in memory).
        rejectIfRedisNotReady: true,
        keyPrefix: `lumoplast:enquiry:${name}`,
        points,
        duration: Math.ceil(windowMs / 1000),
      });
      store = { client, limiter };
    }
    store.limiter.points = points;
    return store.limiter;
  }

  return {
    async tryAcquire(client) {
      const points = currentLimit();
      const connection = sharedRedis();
      if (connection?.available) {
        const counter = counterOn(connection.client, points);
        const answer = await withRedis(() =>
          counter.consume(client).then(
            () => true,
            (refusal: unknown) => {
              // Over the limit the library rejects with the count; anything else is a failure of Redis.
              if (refusal instanceof RateLimiterRes) return false;
              throw refusal;
            },
          ),
        );
        if (answer.ok) {
          warned = false;
          if (answer.value) memory.tryAcquire(client);
          return answer.value;
        }
        if (!warned && connection.available && !connection.warned) {
          log.warn(`[redis] the enquiry limit "${name}" got no answer from Redis in time: counted in this instance's memory until Redis answers again`);
        }
        warned = true;
      }
      return memory.tryAcquire(client);
    },
  };
}
