import type { RevalidationType } from './webhook-body';

/**
 * - `firstRetryMs`, `longestRetryMs`: the pauses between the reads of a publish the CMS failed, doubling;
 * - `giveUpAfterMs`: after this the hourly lifetimes of every cache have renewed the pages anyway.
 */
export const publishRetryTiming = { firstRetryMs: 5_000, longestRetryMs: 60_000, giveUpAfterMs: 3_600_000 };

/** Reads a publish of a type (`ids`; undefined: the whole type) and applies it; rejects when the CMS fails. */
export type ApplyPublish = (ids: readonly string[] | undefined) => Promise<void>;

export interface PublishRetriesOptions {
  /** Runs a task later, outside any request; answers a cancel. */
  later: (task: () => void, delayMs: number) => () => void;
  timing?: typeof publishRetryTiming;
  now?: () => number;
  log?: Pick<Console, 'info' | 'warn'>;
}

/** A type's publishes waiting for the CMS: the records they named (undefined: the whole type). */
type Pending = { ids: Set<string> | undefined; apply: ApplyPublish; since: number; delayMs: number; cancel: () => void };

export interface PublishRetries {
  /** A publish whose read failed: `apply` reads it again, with growing pauses, until the CMS answers. */
  add(type: RevalidationType, ids: readonly string[] | undefined, apply: ApplyPublish): void;
  /**
   * A publish whose read succeeded: the CMS answers again, so the waiting publishes of its type are
   * read now, less what it covered (its records; all of them when it named none).
   */
  answered(type: RevalidationType, ids: readonly string[] | undefined): void;
  /** The publishes waiting, by type (tests). */
  pending(): Partial<Record<RevalidationType, string[] | 'all'>>;
}

const merged = (known: Set<string> | undefined, ids: readonly string[] | undefined): Set<string> | undefined =>
  known === undefined || ids === undefined ? undefined : new Set([...known, ...ids]);

/**
 * The publishes the CMS failed to answer for (the webhook answered `in-background`, and its read failed
 * or timed out). Without them such a change would reach the visitors only when the hourly lifetimes of
 * Next.js's and Varnish's copies end: the webhook marked the pages stale, but Varnish keeps serving
 * its copy, so no visit asks an instance to render them anew. Each type has one retry at a time; the
 * publishes of a type that come meanwhile join it (their records, or the whole type).
 */
export function createPublishRetries(options: PublishRetriesOptions): PublishRetries {
  const timing = options.timing ?? publishRetryTiming;
  const now = options.now ?? Date.now;
  const log = options.log ?? console;
  const waiting = new Map<RevalidationType, Pending>();

  function schedule(type: RevalidationType, entry: Omit<Pending, 'cancel'>): void {
    const cancel = options.later(() => void retry(type), entry.delayMs);
    waiting.set(type, { ...entry, cancel });
  }

  async function retry(type: RevalidationType): Promise<void> {
    const entry = waiting.get(type);
    if (!entry) return;
    waiting.delete(type);
    const ids = entry.ids && [...entry.ids];
    try {
      await entry.apply(ids);
      log.info(`[revalidate] ${type}: the publish the CMS had failed to answer is read and applied`);
    } catch (error) {
      // Publishes that came meanwhile are waiting anew; this one joins them.
      const joined = waiting.get(type);
      joined?.cancel();
      const since = Math.min(entry.since, joined?.since ?? entry.since);
      if (now() - since >= timing.giveUpAfterMs) {
        log.warn(`[revalidate] ${type}: the CMS has not answered for the publish since ${new Date(since).toISOString()}; the pages renew with their hourly lifetime`);
        return;
      }
      const stillIds = joined ? merged(joined.ids, ids) : entry.ids;
      log.warn(`[revalidate] ${type}: the publish is read again later (${error instanceof Error ? error.message : String(error)})`);
      schedule(type, { ids: stillIds, apply: joined?.apply ?? entry.apply, since, delayMs: Math.min(Math.max(entry.delayMs * 2, timing.firstRetryMs), timing.longestRetryMs) });
    }
  }

  return {
    add(type, ids, apply) {
      const known = waiting.get(type);
      if (known) {
        known.ids = merged(known.ids, ids);
        known.apply = apply;
        return;
      }
      schedule(type, { ids: ids && new Set(ids), apply, since: now(), delayMs: timing.firstRetryMs });
    },
    answered(type, ids) {
      const known = waiting.get(type);
      if (!known) return;
      known.cancel();
      if (ids === undefined) {
        waiting.delete(type);
        return;
      }
      if (known.ids !== undefined) for (const id of ids) known.ids.delete(id);
      if (known.ids?.size === 0) waiting.delete(type);
      else schedule(type, { ...known, delayMs: 0 });
    },
    pending() {
      return Object.fromEntries([...waiting].map(([type, entry]) => [type, entry.ids ? [...entry.ids] : 'all']));
    },
  };
}
