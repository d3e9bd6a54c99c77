import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceTagExpiries, onTagExpiry, type TagExpiries } from '@/lib/instances/tag-expiries.mjs';

afterEach(() => vi.restoreAllMocks());

/** What the process's listeners hear while `run` announces. */
function heardDuring(run: () => void): TagExpiries[] {
  const heard: TagExpiries[] = [];
  const stop = onTagExpiry((expiries) => heard.push(expiries));
  try {
    run();
  } finally {
    stop();
  }
  return heard;
}

describe('announcing the expiries among tag states', () => {
  const now = 10_000;

  it('tells the tags whose expiry has come, once each: a publish’s `{ expire: 0 }`', () => {
    const heard = heardDuring(() => {
      announceTagExpiries([['jobs', { stale: now, expired: now }], ['downloads', undefined]], now);
      announceTagExpiries([['jobs', { stale: now, expired: now }]], now + 5); // the same revalidation, heard again through Redis
      announceTagExpiries([['jobs', { stale: now + 10, expired: now + 10 }]], now + 10); // the next publish
    });
    expect(heard).toEqual([new Map([['jobs', now]]), new Map([['jobs', now + 10]])]);
  });

  it('leaves out a stale mark, which expires far later or keeps an earlier publish’s expiry', () => {
    const year = 31_536_000_000;
    const heard = heardDuring(() => {
      announceTagExpiries([['news', { stale: now - 100, expired: now - 100 }]], now);
      announceTagExpiries([['news', { stale: now, expired: now - 100 }]], now); // marked stale after that publish
      announceTagExpiries([['news', { stale: now + 5, expired: now + 5 + year }]], now + 5);
      announceTagExpiries([['news', { stale: now + 6 }]], now + 6);
    });
    expect(heard).toEqual([new Map([['news', now - 100]])]);
  });

  it('tells every listener of the process, even when one throws (that one is logged), and none after it stopped', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const stopFaulty = onTagExpiry(() => {
      throw new Error('broken listener');
    });
    const heard = heardDuring(() => announceTagExpiries([['faq', { expired: 5 }]], 10));
    stopFaulty();
    expect(heard).toEqual([new Map([['faq', 5]])]);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/expiry of faq could not be passed on: broken listener/);
    expect(heardDuring(() => undefined)).toEqual([]);
  });
});
