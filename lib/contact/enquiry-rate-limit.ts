/**
 * How many enquiries one client may send in a while: enough for a person who sends a second
 * enquiry or corrects one, too few for a bot to fill the inbox.
 */
export const enquiryRateLimit = { limit: 5, windowMs: 10 * 60_000 } as const;

/**
 * How many enquiries the whole site accepts in a minute, from all clients together: the bound on what
 * a sender who evades the per-client limit (a forged or rotated address) can deliver. Counted per
 * instance in memory and, with `REDIS_URL`, for all instances in Redis. `ENQUIRY_CEILING_PER_MINUTE`
 * overrides the limit (read on every enquiry; e.g. for end-to-end tests that post many at once).
 */
export const enquiryCeiling = { limit: 30, windowMs: 60_000 } as const;

/** The site-wide ceiling per minute now: `ENQUIRY_CEILING_PER_MINUTE` when it is a positive integer, else 30. */
export function enquiryCeilingLimit(env: Record<string, string | undefined> = process.env): number {
  const configured = env.ENQUIRY_CEILING_PER_MINUTE?.trim();
  if (configured && /^[1-9]\d*$/.test(configured)) return Number(configured);
  return enquiryCeiling.limit;
}

export type RateLimiter = {
  /**
   * Counts an attempt of `client` and says whether it is within the limit. The limiters shared in
   * Redis answer asynchronously (`createSharedRateLimiter`), the in-memory one at once; await either.
   */
  tryAcquire(client: string): boolean | Promise<boolean>;
};

/** The in-memory limiter: it answers at once. */
export type MemoryRateLimiter = RateLimiter & { tryAcquire(client: string): boolean };

type RateLimiterOptions = {
  /** Attempts allowed per window; a function is read on every attempt. */
  limit: number | (() => number);
  windowMs: number;
  now?: () => number;
  /** The most clients remembered at once; beyond it the longest-unseen are forgotten first. */
  maxClients?: number;
};

/**
 * A sliding-window limit kept in memory: each client's attempts within the last `windowMs`. A client's
 * entry is dropped as soon as its window is empty, so what identifies it is kept only that long.
 */
export function createRateLimiter({ limit, windowMs, now = Date.now, maxClients = 10_000 }: RateLimiterOptions): MemoryRateLimiter {
  const attempts = new Map<string, number[]>();
  const currentLimit = typeof limit === 'function' ? limit : () => limit;

  function forgetExpired(time: number) {
    for (const [client, times] of attempts) {
      if (times.every((at) => time - at >= windowMs)) attempts.delete(client);
    }
  }

  return {
    tryAcquire(client) {
      const time = now();
      const recent = (attempts.get(client) ?? []).filter((at) => time - at < windowMs);
      attempts.delete(client);
      if (attempts.size >= maxClients) forgetExpired(time);
      while (attempts.size >= maxClients) {
        const oldest = attempts.keys().next().value;
        if (oldest === undefined) break;
        attempts.delete(oldest);
      }
      const allowed = recent.length < currentLimit();
      if (allowed) recent.push(time);
      attempts.set(client, recent);
      return allowed;
    },
  };
}
