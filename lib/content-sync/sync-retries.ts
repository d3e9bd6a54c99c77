import type { StoreCollection } from '@/lib/content-store/collections';

/** The pauses between the reads of a sync the CMS failed, doubling from the first to the longest. */
export const syncRetryTiming = { firstRetryMs: 5_000, longestRetryMs: 60_000 };

/** Reads a collection (`ids`; undefined: the whole collection) and applies it; rejects when the CMS fails. */
export type RetrySync = (ids: readonly string[] | undefined) => Promise<void>;

export interface SyncRetriesOptions {
  /** Runs a task later, outside any request; answers a cancel. */
  later: (task: () => void, delayMs: number) => () => void;
  timing?: typeof syncRetryTiming;
  log?: Pick<Console, 'info' | 'warn'>;
}

/** A collection's syncs waiting for the CMS: the records they named (undefined: the whole collection). */
type Pending = { ids: Set<string> | undefined; retry: RetrySync; delayMs: number; cancel: () => void };

export interface SyncRetries {
  /** A sync whose read failed: `retry` reads it again, with growing pauses, until the CMS answers. */
  add(collection: StoreCollection, ids: readonly string[] | undefined, retry: RetrySync): void;
  /**
   * A sync whose read succeeded: the CMS answers again, so the waiting syncs of its collection are read
   * now, less what it covered (its records; all of them when it read the whole collection).
   */
  answered(collection: StoreCollection, ids: readonly string[] | undefined): void;
  /** The syncs waiting, by collection (the instance's health, tests). */
  pending(): Partial<Record<StoreCollection, string[] | 'all'>>;
}

const merged = (known: Set<string> | undefined, ids: readonly string[] | undefined): Set<string> | undefined =>
  known === undefined || ids === undefined ? undefined : new Set([...known, ...ids]);

/**
 * The syncs the CMS failed to answer (refused, timed out, garbage): read again with growing pauses until
 * it answers, so a publish reaches the visitors without a second webhook; meanwhile the store serves what
 * it holds. Each collection has one retry at a time; the syncs of a collection that come meanwhile join
 * it (their records, or the whole collection). A whole read of the collection that succeeds (the
 * reconcile's, say) covers them all.
 */
export function createSyncRetries(options: SyncRetriesOptions): SyncRetries {
  const timing = options.timing ?? syncRetryTiming;
  const log = options.log ?? console;
  const waiting = new Map<StoreCollection, Pending>();

  function schedule(collection: StoreCollection, entry: Omit<Pending, 'cancel'>): void {
    const cancel = options.later(() => void retry(collection), entry.delayMs);
    waiting.set(collection, { ...entry, cancel });
  }

  async function retry(collection: StoreCollection): Promise<void> {
    const entry = waiting.get(collection);
    if (!entry) return;
    waiting.delete(collection);
    const ids = entry.ids && [...entry.ids];
    try {
      await entry.retry(ids);
      log.info(`[content] ${collection}: the sync the CMS had failed to answer is read and applied`);
    } catch {
      // Syncs that came meanwhile are waiting anew; this one joins them. The failure is the CMS's, logged once per outage.
      const joined = waiting.get(collection);
      joined?.cancel();
      const stillIds = joined ? merged(joined.ids, ids) : entry.ids;
      schedule(collection, { ids: stillIds, retry: joined?.retry ?? entry.retry, delayMs: Math.min(Math.max(entry.delayMs * 2, timing.firstRetryMs), timing.longestRetryMs) });
    }
  }

  return {
    add(collection, ids, retrySync) {
      const known = waiting.get(collection);
      if (known) {
        known.ids = merged(known.ids, ids);
        known.retry = retrySync;
        return;
      }
      schedule(collection, { ids: ids && new Set(ids), retry: retrySync, delayMs: timing.firstRetryMs });
    },
    answered(collection, ids) {
      const known = waiting.get(collection);
      if (!known) return;
      known.cancel();
      if (ids === undefined) {
        waiting.delete(collection);
        return;
      }
      if (known.ids !== undefined) for (const id of ids) known.ids.delete(id);
      if (known.ids?.size === 0) waiting.delete(collection);
      else schedule(collection, { ...known, delayMs: 0 });
    },
    pending() {
      return Object.fromEntries([...waiting].map(([collection, entry]) => [collection, entry.ids ? [...entry.ids] : 'all']));
    },
  };
}
