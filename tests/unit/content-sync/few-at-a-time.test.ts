import { describe, expect, it } from 'vitest';
import { fewAtATime } from '@/lib/content-sync/few-at-a-time';

describe('fewAtATime', () => {
  it('runs the work of every item, never more than the limit at once, and answers the results in the items’ order', async () => {
    let running = 0;
    let most = 0;
    const results = await fewAtATime([30, 5, 20, 1, 10, 2, 8], 3, async (ms) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, ms));
      running -= 1;
      return ms * 2;
    });
    expect(results).toEqual([60, 10, 40, 2, 20, 4, 16]);
    expect(most).toBe(3);
  });

  it('answers at once for no items, and takes fewer workers than the limit for fewer items', async () => {
    expect(await fewAtATime([], 4, async () => 1)).toEqual([]);
    expect(await fewAtATime(['a'], 4, async (item) => item.toUpperCase())).toEqual(['A']);
  });
});
