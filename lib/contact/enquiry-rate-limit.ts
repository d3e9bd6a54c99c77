/**
 * How many enquiries one client may send in a while: enough for a person who sends a second
 * enquiry or corrects one, too few for a bot to fill the inbox.
 */
export const enquiryRateLimit = { limit: 5, windowMs: 10 * 60_000 } as const;

export type RateLimiter = {
  /** Counts an attempt of `client` and says whether it is within the limit. */
  tryAcquire(client: string): boolean;
};

type RateLimiterOptions = {
  limit: number;
  windowMs: number;
  now?: () => number;
  /** The most clients remembered at once; beyond it the longest-unseen are forgotten first. */
  maxClients?: number;
};

/**
 * A sliding-window limit kept in memory: each client's attempts within the last `windowMs`. A client's
 * entry is dropped as soon as its window is empty, so what identifies it is kept only that long.
 */
export function createRateLimiter({ limit, windowMs, now = Date.now, maxClients = 10_000 }: RateLimiterOptions): RateLimiter {
  const attempts = new Map<string, number[]>();

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
      const allowed = recent.length < limit;
      if (allowed) recent.push(time);
      attempts.set(client, recent);
      return allowed;
    },
  };
}
