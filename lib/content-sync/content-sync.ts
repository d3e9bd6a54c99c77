import 'server-only';
import { BackendError, isBackendError } from '@/lib/cms/backend-error';
import type { BackendClient } from '@/lib/cms/client';
import type { SyncOccasion } from '@/lib/cms/http-transport';
import { checkedRecords } from '@/lib/cms/record-checks';
import type { CollectionSnapshots } from '@/lib/content-store/collection-snapshot';
import { storeCollections, type StoreCollection } from '@/lib/content-store/collections';
import type { ContentStore, StoreSharing } from '@/lib/content-store/content-store';
import type { StoreChange } from '@/lib/content-store/store-change';
import type { RecordIssueListener } from '@/lib/records/record-issues';
import { createCmsState, type CmsStandingReport } from './cms-state';
import { renewPages } from './page-renewal';
import { createSyncRetries } from './sync-retries';
import { readNamedRecords, readWholeCollection } from './sync-reads';

/**
 * - `reconcileMs`: how old a collection's last whole reading may grow before the sync reads it whole
 *   again, which catches a webhook the site missed (docs/architecture.md says why five minutes);
 * - `settleMs`: how long after a change its pages are renewed once more, before the sync ends (a render
 *   reads the store once, at its start, and takes well under a second: one under way as the change
 *   landed, here or on another instance, has written its page by then);
 * - `readTimeoutMs`: how long one request to the CMS may take: no visitor waits for a sync, so a CMS
 *   answering in 12 s is still read.
 */
export const contentSyncTiming = { reconcileMs: 5 * 60_000, settleMs: 1_000, readTimeoutMs: 25_000 };

/**
 * What to sync: the records of a collection an editor changed, or (no `ids`) the whole collection. A
 * publish (`published`: the webhook's) renews the pages of what it names whatever the sync finds changed;
 * a sync of the site's own (the reconcile, a retry) renews what changed alone.
 */
export interface SyncOrder {
  collection: StoreCollection;
  ids?: readonly string[];
  published?: boolean;
  /** Why it reads (named to the CMS in the `User-Agent`); default `webhook`. */
  occasion?: Exclude<SyncOccasion, 'build' | 'start'>;
}

/** What a sync did: the change it made to the store, how far it reaches, and the caches in front whose purge failed. */
export interface SyncOutcome {
  change: StoreChange;
  sharing: StoreSharing;
  failedPurges: string[];
}

/** What the one who asked for a sync is told: each record issue its reads met (for the editor), and when its reads of the CMS have ended. */
export interface SyncHooks {
  onRecordIssue?: RecordIssueListener;
  onRead?: () => void;
}

export interface ContentSyncReport {
  cms: CmsStandingReport;
  /** Syncs the CMS failed that are read again, by collection. */
  retrying: Partial<Record<StoreCollection, string[] | 'all'>>;
}

export interface ContentSync {
  /**
   * Reads what `order` names from the CMS, writes it to the store and renews the pages it changed. Syncs
   * run side by side: one held up by a slow CMS holds up no later one, and of two reads of a record the
   * later one's stays (the store compares when each began). Rejects with `BackendError` when the CMS
   * fails: the sync is then read again with growing pauses, and the store serves what it holds meanwhile.
   */
  sync(order: SyncOrder, hooks?: SyncHooks): Promise<SyncOutcome>;
  /** Reads whole every collection whose last whole reading is older than `reconcileMs`. */
  reconcile(): Promise<void>;
  /** What the store it writes holds now. */
  snapshots(): Promise<CollectionSnapshots>;
  /** Starts the reconcile's timer and follows the other instances' changes (the server's start). */
  start(hooks: { onRedisReady: (listener: () => unknown) => void }): void;
  report(): ContentSyncReport;
}

export interface ContentSyncOptions {
  store: ContentStore;
  /** A client of the CMS for the sync's reads (its issues told to `onRecordIssue`); throws `BackendError` when the CMS is not configured. */
  client: (occasion: SyncOccasion, onRecordIssue: RecordIssueListener | undefined, timeoutMs: number) => BackendClient;
  /** Runs a task later, outside any request; answers a cancel. */
  later: (task: () => void, delayMs: number) => () => void;
  renew?: typeof renewPages;
  timing?: typeof contentSyncTiming;
  now?: () => number;
  log?: Pick<Console, 'info' | 'warn' | 'error'>;
}

/**
 * The one place that reads the CMS for the site's pages (docs/architecture.md, "From the CMS to the
 * page"): on the webhook, for what it names; on a timer, whole (the reconcile); and again, with growing
 * pauses, for a sync the CMS failed. It compares what it read with the store, writes the store, and
 * renews exactly the pages the change touched, at once and once more `settleMs` later, before it ends.
 */
export function createContentSync(options: ContentSyncOptions): ContentSync {
  const { store, later } = options;
  const timing = options.timing ?? contentSyncTiming;
  const now = options.now ?? Date.now;
  const log = options.log ?? console;
  const renew = options.renew ?? renewPages;
  const cms = createCmsState({ now, log });
  const retries = createSyncRetries({ later, log });

  /** Renews a change's pages, and once more `settleMs` later. */
  async function renewChange(change: StoreChange): Promise<{ failedPurges: string[]; shared: boolean }> {
    if (change.paths.length === 0) return { failedPurges: [], shared: true };
    const renewed = await renew(change.collection, change.paths);
    await new Promise((resolve) => later(() => resolve(undefined), timing.settleMs));
    const again = await renew(change.collection, change.paths);
    return { failedPurges: renewed.failedPurges, shared: renewed.shared && again.shared };
  }

  /** Renews the pages the build prerendered that the store shows otherwise since (`changesSinceBuild`). */
  async function renewSinceBuild(): Promise<void> {
    try {
      for (const change of await store.changesSinceBuild()) {
        await renewChange(change);
        log.info(`[content] ${change.collection}: ${change.paths.length} pages renewed that the build made from an older copy`);
      }
    } catch (error) {
      log.error(`[content] the pages made from the build's older copy could not be renewed: ${message(error)}`);
    }
  }

  async function read(order: SyncOrder, onRecordIssue: RecordIssueListener | undefined) {
    const client = options.client(order.occasion ?? 'webhook', onRecordIssue, timing.readTimeoutMs);
    if (order.ids === undefined) return readWholeCollection(client, order.collection, now);
    return readNamedRecords(client, order.collection, order.ids, await store.copyOf(order.collection), now);
  }

  async function run(order: SyncOrder, { onRecordIssue, onRead }: SyncHooks): Promise<SyncOutcome> {
    let update;
    try {
      update = await read(order, onRecordIssue);
    } catch (error) {
      if (!isBackendError(error)) throw error;
      cms.failed(error.message);
      retries.add(order.collection, order.ids, (ids) => sync({ ...order, ids, occasion: 'retry' }).then(() => undefined));
      throw error;
    }
    cms.answered();
    onRead?.();
    retries.answered(order.collection, order.ids);
    // What an editor should mend, told to whoever asked (the webhook's answer); the store logs each issue once.
    if (onRecordIssue) checkedRecords([...update.records.values()], order.collection, onRecordIssue);
    const { change, sharing } = await store.apply(update, order.published ? (order.ids ?? 'all') : []);
    const renewed = await renewChange(change);
    if (change.paths.length > 0) log.info(`[content] ${order.collection}: ${change.paths.length} pages renewed`);
    return { change, sharing: sharing === 'shared' && !renewed.shared ? 'pending' : sharing, failedPurges: renewed.failedPurges };
  }

  const sync = (order: SyncOrder, hooks: SyncHooks = {}): Promise<SyncOutcome> => run(order, hooks);

  async function reconcile(): Promise<void> {
    for (const collection of storeCollections) {
      const copy = await store.copyOf(collection);
      if (now() - copy.fullSyncAt < timing.reconcileMs) continue;
      await sync({ collection, occasion: 'reconcile' }).catch((error: unknown) => {
        // The CMS's failure is logged once per outage (cms-state.ts); the retries read it again.
        if (!(error instanceof BackendError) && !isBackendError(error)) log.error(`[content] ${collection}: the reconcile failed: ${message(error)}`);
      });
    }
  }

  return {
    sync,
    reconcile,
    snapshots: () => store.snapshots(),
    start({ onRedisReady }) {
      const renewInBackground = (change: StoreChange) =>
        void renewChange(change).catch((error: unknown) => log.error(`[content] ${change.collection}: the pages could not be renewed: ${message(error)}`));
      store.listen({
        onRedisReady,
        sharedLate: renewInBackground,
        // Renewed here too once this instance holds another's change: a render here that read the store
        // before it, and ended after that instance's renewals (a busy machine), is dropped then.
        followed: renewInBackground,
      });
      // At once (an instance started from an old copy catches up), then a quarter of the interval apart,
      // a little early or late, so that instances started together do not read at the same moment.
      const turn = () => {
        reconcile()
          .catch((error: unknown) => log.error(`[content] the reconcile failed: ${message(error)}`))
          .finally(() => later(turn, Math.round((timing.reconcileMs / 4) * (0.8 + Math.random() * 0.4))));
      };
      // First, the pages the build prerendered from a copy older than the one the store serves.
      later(() => {
        void renewSinceBuild().finally(turn);
      }, 0);
    },
    report: () => ({ cms: cms.report(), retrying: retries.pending() }),
  };
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));
