import { describe, expect, it } from 'vitest';
import { createRateLimiter, enquiryCeiling, enquiryCeilingLimit, enquiryRateLimit } from '@/lib/contact/enquiry-rate-limit';

describe('the per-client rate limit of enquiries', () => {
  it('lets a client send up to the limit within the window, then refuses', () => {
    let time = 0;
    const limiter = createRateLimiter({ limit: 3, windowMs: 1000, now: () => time });
    expect([1, 2, 3, 4].map(() => limiter.tryAcquire('a'))).toEqual([true, true, true, false]);
    time = 999;
    expect(limiter.tryAcquire('a')).toBe(false);
  });

  it('counts each client on its own', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, now: () => 0 });
    expect(limiter.tryAcquire('a')).toBe(true);
    expect(limiter.tryAcquire('b')).toBe(true);
    expect(limiter.tryAcquire('a')).toBe(false);
  });

  it('slides: an attempt counts for exactly one window', () => {
    let time = 0;
    const limiter = createRateLimiter({ limit: 2, windowMs: 1000, now: () => time });
    limiter.tryAcquire('a');
    time = 500;
    limiter.tryAcquire('a');
    time = 999;
    expect(limiter.tryAcquire('a')).toBe(false);
    time = 1000;
    expect(limiter.tryAcquire('a')).toBe(true);
    expect(limiter.tryAcquire('a')).toBe(false);
  });

  it('remembers a bounded number of clients, forgetting the longest unseen first', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, now: () => 0, maxClients: 2 });
    limiter.tryAcquire('a');
    limiter.tryAcquire('b');
    limiter.tryAcquire('c');
    expect(limiter.tryAcquire('a')).toBe(true);
    expect(limiter.tryAcquire('c')).toBe(false);
  });

  it('allows a few enquiries in ten minutes', () => {
    expect(enquiryRateLimit).toEqual({ limit: 5, windowMs: 600_000 });
  });

  it('reads a limit given as a function on every attempt', () => {
    let limit = 1;
    const limiter = createRateLimiter({ limit: () => limit, windowMs: 1000, now: () => 0 });
    expect([1, 2].map(() => limiter.tryAcquire('a'))).toEqual([true, false]);
    limit = 3;
    expect([1, 2, 3].map(() => limiter.tryAcquire('a'))).toEqual([true, true, false]);
  });

  it('bounds the whole site to 30 enquiries a minute unless ENQUIRY_CEILING_PER_MINUTE says otherwise', () => {
    expect(enquiryCeiling).toEqual({ limit: 30, windowMs: 60_000 });
    expect(enquiryCeilingLimit({})).toBe(30);
    expect(enquiryCeilingLimit({ ENQUIRY_CEILING_PER_MINUTE: ' 1000 ' })).toBe(1000);
    for (const value of ['', '0', '-5', 'many', '2.5']) expect(enquiryCeilingLimit({ ENQUIRY_CEILING_PER_MINUTE: value })).toBe(30);
  });
});
