import { afterEach, describe, expect, it, vi } from 'vitest';
import { enquiryCeiling, enquiryRateLimit } from '@/lib/contact/enquiry-rate-limit';
import type { EnquirySubmission } from '@/lib/contact/enquiry-submission';
import { enquiryOutcome, receiveEnquiry } from '@/lib/contact/receive-enquiry';
import { createSharedRateLimiter } from '@/lib/contact/shared-rate-limit';
import { closeSharedRedis, redisCommandTimeoutMs, sharedRedis } from '@/lib/instances/redis-connection.mjs';
import { until } from '../instances/redis-server';
import { sharedRedisForEachTest } from '../instances/shared-redis';

/**
 * The contact form's limits against a real `redis-server` (Debian's package, `redis-server.ts`). Two
 * limiters of one kind stand for two instances: each has its own memory, as two processes would, and
 * they share Redis through the process's one connection.
 */
const redis = sharedRedisForEachTest();

/** The limits of one instance, as `components/contact/actions.ts` makes them. */
const instance = () => ({
  rateLimiter: createSharedRateLimiter({ name: 'client', ...enquiryRateLimit }),
  ceiling: createSharedRateLimiter({ name: 'ceiling', ...enquiryCeiling }),
});

const submission: EnquirySubmission = {
  fields: { subject: 'Angebot Dosierkappe', message: 'Bitte um ein Angebot.', name: 'Erika Muster', company: '', city: '', email: 'erika@example.de', privacyConsent: true },
  honeypot: '',
  locale: 'de',
};

const tryAll = async (limiter: { tryAcquire(client: string): boolean | Promise<boolean> }, client: string, times: number) => {
  const answers = [];
  for (let attempt = 0; attempt < times; attempt += 1) answers.push(await limiter.tryAcquire(client));
  return answers;
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the enquiry limits shared in Redis', () => {
  it('refuses five enquiries on one instance and a sixth on another like six on one', async () => {
    const [a, b] = [instance(), instance()];
    expect(await tryAll(a.rateLimiter, 'client-1', 5)).toEqual([true, true, true, true, true]);
    expect(await b.rateLimiter.tryAcquire('client-1')).toBe(false);
    expect(await a.rateLimiter.tryAcquire('client-1')).toBe(false);
    // Another client is not affected, on either instance.
    expect(await b.rateLimiter.tryAcquire('client-2')).toBe(true);
    // The count lives in Redis for the limit's ten minutes, under the client's key (a hash in the site).
    const client = sharedRedis()!.client;
    expect(await client.get('lumoplast:enquiry:client:client-1')).toBe('7');
    expect(await client.pTTL('lumoplast:enquiry:client:client-1')).toBeGreaterThan(enquiryRateLimit.windowMs - 5_000);
  });

  it('holds the ceiling across instances: the 31st enquiry in a minute from 31 clients is refused, keeping every value', async () => {
    const instances = [instance(), instance()];
    const delivered: unknown[] = [];
    const log = { warn: vi.fn(), error: vi.fn() };
    const receipts = [];
    for (let client = 1; client <= 31; client += 1) {
      const limits = instances[client % 2]!;
      receipts.push(await receiveEnquiry(submission, { client: `client-${client}`, ...limits, deliver: async (request) => (delivered.push(request), 'delivered' as const), log }));
    }
    expect(receipts.slice(0, 30)).toEqual(Array.from({ length: 30 }, () => ({ status: 'delivered' })));
    expect(receipts[30]).toEqual({ status: 'refused', reason: 'ceiling' });
    expect(delivered).toHaveLength(30);
    expect(enquiryOutcome(receipts[30]!, submission)).toEqual({ status: 'failed', values: submission.fields });
    expect(await sharedRedis()!.client.pTTL('lumoplast:enquiry:ceiling:site')).toBeLessThanOrEqual(enquiryCeiling.windowMs);
  });

  it('reads a limit given as a function on every attempt', async () => {
    let limit = 2;
    const ceiling = createSharedRateLimiter({ name: 'ceiling', limit: () => limit, windowMs: 60_000 });
    expect(await tryAll(ceiling, 'site', 3)).toEqual([true, true, false]);
    limit = 5;
    expect(await tryAll(ceiling, 'site', 3)).toEqual([true, true, false]);
  });

  it('counts in each instance’s memory without REDIS_URL', async () => {
    await closeSharedRedis();
    vi.stubEnv('REDIS_URL', '');
    const [a, b] = [instance(), instance()];
    expect(await tryAll(a.rateLimiter, 'client-1', 6)).toEqual([true, true, true, true, true, false]);
    expect(await b.rateLimiter.tryAcquire('client-1')).toBe(true);
    expect(sharedRedis()).toBeUndefined();
  });

  it('counts in memory at once when Redis stops, without throwing and with one warning, and shares again when it is back', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const [a, b] = [instance(), instance()];
    expect(await tryAll(a.rateLimiter, 'client-1', 2)).toEqual([true, true]);
    try {
      await redis.stop();
      const started = Date.now();
      // The memory knows the two attempts Redis allowed: three more, then refused.
      expect(await tryAll(a.rateLimiter, 'client-1', 6)).toEqual([true, true, true, false, false, false]);
      expect(await tryAll(a.ceiling, 'site', 3)).toEqual([true, true, true]);
      expect(Date.now() - started).toBeLessThan(redisCommandTimeoutMs * 2);
      // Each instance now counts alone.
      expect(await b.rateLimiter.tryAcquire('client-1')).toBe(true);
      // The connection says once that Redis is gone; the limits add nothing to it.
      expect(warn).toHaveBeenCalledOnce();
      expect(String(warn.mock.calls[0]?.[0])).toMatch(/redis/i);
    } finally {
      await redis.start();
    }
    await until(() => sharedRedis()?.available === true);
    expect(await tryAll(b.rateLimiter, 'client-3', 5)).toEqual([true, true, true, true, true]);
    expect(await a.rateLimiter.tryAcquire('client-3')).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('does not wait long for a Redis that does not answer: counted in memory after the command time-out, one warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const a = instance();
    expect(await tryAll(a.rateLimiter, 'client-1', 4)).toEqual([true, true, true, true]);
    redis.process!.kill('SIGSTOP');
    try {
      const started = Date.now();
      expect(await tryAll(a.rateLimiter, 'client-1', 3)).toEqual([true, false, false]);
      expect(Date.now() - started).toBeLessThan(3 * redisCommandTimeoutMs + 500);
      expect(warn).toHaveBeenCalledOnce();
      expect(String(warn.mock.calls[0]?.[0])).toContain('no answer from Redis in time');
    } finally {
      redis.process!.kill('SIGCONT');
    }
    // Once Redis answers again, it decides again (the three attempts while it was paused arrived late).
    await until(async () => (await sharedRedis()!.client.get('lumoplast:enquiry:client:client-1')) === '7');
    expect(await a.rateLimiter.tryAcquire('client-1')).toBe(false);
    expect(await a.rateLimiter.tryAcquire('client-2')).toBe(true);
  });
});
