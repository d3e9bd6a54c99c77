import { describe, expect, it, vi } from 'vitest';
import { createSyncRetries } from '@/lib/content-sync/sync-retries';

/** Retries whose timers are run by hand: `due()` runs the next one and answers its pause. */
function retriesByHand() {
  const timers: { task: () => void; delayMs: number; cancelled: boolean }[] = [];
  const log = { info: vi.fn(), warn: vi.fn() };
  const retries = createSyncRetries({
    later: (task, delayMs) => {
      const timer = { task, delayMs, cancelled: false };
      timers.push(timer);
      return () => (timer.cancelled = true);
    },
    log,
  });
  const waiting = () => timers.filter((timer) => !timer.cancelled);
  return {
    retries,
    log,
    waiting,
    /** Runs the one timer waiting, after its pause, and lets its read end. */
    async due() {
      const [timer] = waiting();
      if (!timer || waiting().length > 1) throw new Error(`${waiting().length} timers wait`);
      timer.cancelled = true;
      timer.task();
      await new Promise((resolve) => setTimeout(resolve, 0));
      return timer.delayMs;
    },
  };
}

const cmsDown = async () => {
  throw new Error('no answer within 25000 ms');
};

describe('a sync the CMS failed to answer', () => {
  it('is read again with doubling pauses up to a minute, then applied once the CMS answers, and not again', async () => {
    const { retries, due, waiting, log } = retriesByHand();
    let answers = false;
    const apply = vi.fn(async () => (answers ? undefined : cmsDown()));
    retries.add('news', ['news-de-1'], apply);
    const pauses = [];
    for (let read = 0; read < 6; read += 1) pauses.push(await due());
    expect(pauses).toEqual([5_000, 10_000, 20_000, 40_000, 60_000, 60_000]);
    answers = true;
    await due();
    expect(apply).toHaveBeenCalledTimes(7);
    expect(apply).toHaveBeenLastCalledWith(['news-de-1']);
    expect(waiting()).toEqual([]);
    expect(retries.pending()).toEqual({});
    expect(log.info).toHaveBeenCalledWith(expect.stringContaining('news: the sync the CMS had failed to answer is read and applied'));
  });

  it('joins the syncs of its collection that come meanwhile: their records, or the whole collection; other collections wait apart', async () => {
    const { retries, due, waiting } = retriesByHand();
    const apply = vi.fn(cmsDown);
    retries.add('news', ['news-de-1'], apply);
    retries.add('news', ['news-en-1', 'news-de-1'], apply);
    expect(retries.pending()).toEqual({ news: ['news-de-1', 'news-en-1'] });
    retries.add('jobs', undefined, apply);
    expect(waiting()).toHaveLength(2);
    retries.add('news', undefined, apply);
    expect(retries.pending()).toEqual({ news: 'all', jobs: 'all' });
    waiting()[1]!.cancelled = true;
    await due();
    expect(apply).toHaveBeenCalledWith(undefined);
  });

  it('joins a sync that came while its read was under way when that read fails: the records of both wait', async () => {
    const { retries, due, waiting } = retriesByHand();
    let fail: (error: Error) => void = () => undefined;
    retries.add('news', ['news-de-1'], () => new Promise((_, reject) => (fail = reject)));
    await due();
    retries.add('news', ['news-en-2'], cmsDown);
    expect(retries.pending()).toEqual({ news: ['news-en-2'] });
    fail(new Error('no answer'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(retries.pending()).toEqual({ news: ['news-en-2', 'news-de-1'] });
    expect(waiting().map((timer) => timer.delayMs)).toEqual([10_000]);
  });

  it('is read at once when a later sync of its collection got an answer, less the records that sync covered; a whole read covers them all', async () => {
    const { retries, waiting } = retriesByHand();
    retries.add('news', ['news-de-1', 'news-de-2'], cmsDown);
    retries.answered('news', ['news-de-1']);
    expect(retries.pending()).toEqual({ news: ['news-de-2'] });
    expect(waiting().map((timer) => timer.delayMs)).toEqual([0]);
    retries.answered('news', ['news-de-2']);
    expect(retries.pending()).toEqual({});
    retries.add('jobs', ['job-1'], cmsDown);
    retries.answered('jobs', undefined);
    expect(retries.pending()).toEqual({});
    expect(waiting()).toEqual([]);
  });
});
