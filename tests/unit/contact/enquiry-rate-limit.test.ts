import { describe, expect, it } from 'vitest';
import { createRateLimiter, enquiryRateLimit } from '@/lib/contact/enquiry-rate-limit';

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
});
