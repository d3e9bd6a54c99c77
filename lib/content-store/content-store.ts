import type { DeserializedResource } from '@/lib/cms/json-api-document';
import { checkedRecords } from '@/lib/cms/record-checks';
import type { FileUrlResolver } from '@/lib/cms/resources/file';
import type { BackendRecord } from '@/lib/cms/resources/registry';
import { logRecordIssueOnce } from '@/lib/records/record-issues';
import { locales } from '@/lib/routing/locales';
import { snapshotOf, type CollectionSnapshots, type RecordToShow } from './collection-snapshot';
import { storeCollections, type StoreCollection } from './collections';
import { readCopyFile, writeCopyFile } from './copy-files';
import type { SharedCopies, SharedStanding } from './shared-copies';
import { changeBetween, type StoreChange } from './store-change';
import { emptyCopy, isStoredRecord, recordDigest, tombstoneLifetimeMs, type CollectionCopy, type StoredEntry, type StoredRecord } from './stored-records';

/** What one sync read of a collection: the records it read whole, and those it found withdrawn. */
export interface CollectionUpdate {
  collection: StoreCollection;
  /** When its first read began (ms). */
  readAt: number;
  /** Whether it read the whole collection: every record it did not read is withdrawn. */
  whole: boolean;
  records: ReadonlyMap<string, DeserializedResource>;
  withdrawn: readonly string[];
}

/** How far a change reaches: every instance (Redis took it), this one until Redis is back, or the one there is. */
export type StoreSharing = 'shared' | 'pending' | 'single-instance';

/** How current each collection is, for the instance's health. */
export interface CollectionStanding {
  records: number;
  /** When the newest read applied began, ISO 8601; null while the collection was never read. */
  syncedAt: string | null;
  fullSyncAt: string | null;
  /** The change of the shared copy this instance holds, while it holds the shared one. */
  sharedVersion: number | null;
}

export interface ContentStore {
  /** What the site shows of every collection now, once the copy is current with the shared one (one Redis round trip). */
  snapshots(): Promise<CollectionSnapshots>;
  /** The copy of a collection as this process holds it, current with the shared one. */
  copyOf(collection: StoreCollection): Promise<CollectionCopy>;
  /**
   * Applies what a sync read (the later read of a record wins) and answers what it changed; `named`: the
   * records a publish named, or `all` for a publish of the whole type, whose pages are renewed whatever changed.
   */
  apply(update: CollectionUpdate, named?: readonly string[] | 'all'): Promise<{ change: StoreChange; sharing: StoreSharing }>;
  /**
   * Hears the changes other instances publish, and writes what waited for Redis each time it answers
   * again (`onRedisReady`); `sharedLate` is told each change that reached the other instances only then,
   * `followed` each change of another instance this process holds from now on.
   */
  listen(hooks: { onRedisReady: (listener: () => unknown) => void; sharedLate: (change: StoreChange) => void; followed: (change: StoreChange) => void }): void;
  /**
   * What the store serves that the build's copy did not hold, by collection, as it started: the pages
   * the build prerendered from its copy that show otherwise now (a copy of the data folder or of Redis
   * newer than the build's), to renew once at the start. Empty for a start from the build's own copy.
   */
  changesSinceBuild(): Promise<StoreChange[]>;
  standing(): Record<StoreCollection, CollectionStanding>;
}

export interface ContentStoreOptions {
  source: string;
  fileUrl: FileUrlResolver;
  /** `live`: the instance's own copy (written after every change; none while the site is built); `build`: the build's (read only). */
  folders: { live?: string; build?: string };
  /** The shared copy in Redis; undefined without `REDIS_URL`. */
  shared?: SharedCopies;
  /** Reads a collection whole from its source, for a store that has no copy of it anywhere. */
  fill: (collection: StoreCollection) => Promise<CollectionUpdate>;
  now?: () => number;
  log?: Pick<Console, 'info' | 'warn' | 'error'>;
}

type Held = {
  copy: CollectionCopy;
  snapshot: CollectionSnapshots[StoreCollection];
  /** Where this copy stands in Redis, while it is the shared one. */
  shared?: Pick<SharedStanding, 'generation' | 'version'>;
};

type Unshared = { entries: Map<string, StoredEntry>; prune: Set<string>; readAt: number; whole: boolean; changes: StoreChange[] };

const newerOf = (left: CollectionCopy | undefined, right: CollectionCopy | undefined) => (!left ? right : !right ? left : right.syncedAt > left.syncedAt ? right : left);

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The site's content store (docs/architecture.md, "From the CMS to the page"): every published record
 * of every collection, in the process, in the instance's data folder and, with Redis, shared by the
 * instances. Pages and the request interceptor read it alone (`snapshots`); the sync (lib/content-sync/)
 * writes it (`apply`). It starts from the newest copy it finds (its data folder's, the build's; Redis's
 * unless a newer whole reading replaces it), reads a collection it finds nowhere from its source, and
 * follows the shared copy: before every read it asks Redis how far it is (one round trip) and loads
 * what it lacks (the records the log names, or the collection whole).
 */
export function createContentStore(options: ContentStoreOptions): ContentStore {
  const { source, shared, folders } = options;
  const now = options.now ?? Date.now;
  const log = options.log ?? console;
  const held = new Map<StoreCollection, Held>();
  /** Each record checked by its schema once per version (what cannot be shown is logged once). */
  const checked = new Map<string, { digest: string; record: BackendRecord<StoreCollection> | undefined }>();
  const unshared = new Map<StoreCollection, Unshared>();
  const fileWrites = new Map<StoreCollection, { again: boolean }>();
  let loading: Promise<void> | undefined;
  /** The check of the shared copy under way, and how many changes had been heard when it began. */
  let following: { done: Promise<void>; heard: number } | undefined;
  /** How many changes published through Redis were heard (`onChange`). */
  let heard = 0;
  let sharedLate: ((change: StoreChange) => void) | undefined;
  let followed: ((change: StoreChange) => void) | undefined;
  let sinceBuild: StoreChange[] = [];
  /** Whether the store has loaded: what it takes from the shared copy while it loads is `changesSinceBuild`'s. */
  let loaded = false;

  /** Holds a copy taken from the shared one, and tells `followed` what it changed here. */
  function holdFollowed(copy: CollectionCopy, standing: SharedStanding): void {
    const { before, after } = hold(copy, standing);
    writeFile(copy.collection);
    if (!loaded || !followed) return;
    const change = changeBetween(copy.collection, before, after);
    if (change.paths.length > 0) followed(change);
  }

  function recordsToShow(copy: CollectionCopy): RecordToShow[] {
    const shown: RecordToShow[] = [];
    for (const [id, entry] of copy.entries) {
      if (!isStoredRecord(entry)) continue;
      const key = `${copy.collection}/${id}`;
      let known = checked.get(key);
      if (known?.digest !== entry.digest) {
        known = { digest: entry.digest, record: checkedRecords([entry.raw], copy.collection, logRecordIssueOnce)[0] };
        checked.set(key, known);
      }
      if (known.record) shown.push({ record: known.record, former: entry.former });
    }
    return shown;
  }

  const snapshotOfCopy = (copy: CollectionCopy) => snapshotOf(copy.collection, { records: recordsToShow(copy), fileUrl: options.fileUrl });

  const heldCopy = (collection: StoreCollection) => held.get(collection)?.copy ?? emptyCopy(collection, source);

  function snapshots(): CollectionSnapshots {
    const of = <Collection extends StoreCollection>(collection: Collection) =>
      (held.get(collection)?.snapshot ?? snapshotOfCopy(emptyCopy(collection, source))) as CollectionSnapshots[Collection];
    return { jobs: of('jobs'), news: of('news'), downloads: of('downloads') };
  }

  /** Serves `copy` from now on; answers the collection as it was and as it is. */
  function hold(copy: CollectionCopy, sharedAs?: Held['shared']) {
    const before = { copy: heldCopy(copy.collection), snapshots: snapshots() };
    held.set(copy.collection, { copy, snapshot: snapshotOfCopy(copy), shared: sharedAs });
    for (const key of checked.keys()) if (key.startsWith(`${copy.collection}/`) && !isStoredRecord(copy.entries.get(key.slice(copy.collection.length + 1)))) checked.delete(key);
    return { before, after: { copy, snapshots: snapshots() } };
  }

  /** Writes the collection to the data folder; a change while it writes is written after it. */
  function writeFile(collection: StoreCollection): void {
    const folder = folders.live;
    if (!folder) return;
    const running = fileWrites.get(collection);
    if (running) {
      running.again = true;
      return;
    }
    const state = { again: true };
    fileWrites.set(collection, state);
    void (async () => {
      while (state.again) {
        state.again = false;
        try {
          await writeCopyFile(folder, heldCopy(collection));
        } catch (error) {
          log.warn(`[content] the ${collection} could not be written to ${folder} (${message(error)}); the process keeps them`);
        }
      }
      fileWrites.delete(collection);
    })();
  }

  /**
   * The shared copy's entries laid over the copy held now (`whole`: they are the collection whole): of each
   * record the later read, so that a change this process applied while Redis was being read stays; a
   * record Redis does not have (pruned, or another lineage) stays only where it was read after Redis's newest read.
   */
  function laidOver(collection: StoreCollection, incoming: ReadonlyMap<string, StoredEntry | undefined>, standing: SharedStanding, whole: boolean): CollectionCopy {
    const current = heldCopy(collection);
    const entries = new Map(whole ? [] : current.entries);
    for (const [id, entry] of incoming) {
      if (entry) entries.set(id, entry);
      else entries.delete(id);
    }
    for (const [id, mine] of current.entries) {
      const theirs = incoming.get(id) ?? (whole ? undefined : entries.get(id));
      if (theirs ? mine.readAt > theirs.readAt : mine.readAt > standing.syncedAt) entries.set(id, mine);
    }
    return { collection, source, syncedAt: Math.max(current.syncedAt, standing.syncedAt), fullSyncAt: Math.max(current.fullSyncAt, standing.fullSyncAt), entries };
  }

  /**
   * Joins the shared copy of a collection: takes it whole, or gives Redis this process's copy when that
   * holds a whole reading newer than anything Redis has (a new build's, or Redis lost it).
   */
  async function joinShared(collection: StoreCollection, standing: SharedStanding | null): Promise<void> {
    if (!shared) return;
    const local = held.get(collection)?.copy;
    if (local && local.fullSyncAt > 0 && (standing === null || local.fullSyncAt > standing.syncedAt)) {
      const seeded = await shared.seed(local);
      if (!seeded) return;
      if (seeded.took) {
        held.set(collection, { ...held.get(collection)!, shared: seeded.standing });
        return;
      }
    } else if (standing === null) {
      return;
    }
    const whole = await shared.loadWhole(collection);
    if (!whole) return;
    holdFollowed(laidOver(collection, whole.entries, whole.standing, true), whole.standing);
  }

  /** Loads what the shared copy has that this process does not (and first writes what waited for Redis, which answers again). */
  async function followShared(): Promise<void> {
    if (!shared) return;
    let standings = await shared.standings(storeCollections);
    if (standings && unshared.size > 0 && sharedLate) {
      await shareWhatWaited(sharedLate);
      standings = await shared.standings(storeCollections);
    }
    if (!standings) return;
    for (const collection of storeCollections) {
      const standing = standings[collection] ?? null;
      const mine = held.get(collection);
      if (standing !== null && mine?.shared?.generation === standing.generation) {
        if (standing.version <= mine.shared.version) continue;
        const changes = await shared.loadChanges(collection, mine.shared);
        if (changes === undefined) continue;
        if (changes !== 'whole') {
          holdFollowed(laidOver(collection, changes.entries, changes.standing, false), changes.standing);
          continue;
        }
      }
      await joinShared(collection, standing);
    }
  }

  /** The copies of every collection: the newest found, else read whole from the source. */
  async function load(): Promise<void> {
    const builds = new Map<StoreCollection, CollectionCopy>();
    for (const collection of storeCollections) {
      const [live, build] = await Promise.all([
        folders.live ? readCopyFile(folders.live, collection, source) : undefined,
        folders.build ? readCopyFile(folders.build, collection, source) : undefined,
      ]);
      if (build) builds.set(collection, build);
      const copy = newerOf(live, build);
      if (copy) hold(copy);
    }
    await followShared();
    sinceBuild = changesFrom(builds);
    for (const collection of storeCollections) {
      if (held.has(collection)) continue;
      // No copy anywhere (a start without the build's copy, `next dev`): read from the source now.
      if (!folders.live) {
        hold(copyAfter(emptyCopy(collection, source), await options.fill(collection)).copy);
        continue;
      }
      try {
        await applyUpdate(await options.fill(collection));
      } catch (error) {
        // Served empty until a sync reads it (lib/content-sync/: soon after the start).
        hold(emptyCopy(collection, source));
        log.warn(`[content] the ${collection} could not be read from ${source} (${message(error)}); they are shown once a sync reads them`);
      }
    }
    loaded = true;
  }

  /** What the store holds beyond the build's copies (`changesSinceBuild`). */
  function changesFrom(builds: ReadonlyMap<StoreCollection, CollectionCopy>): StoreChange[] {
    const moved = storeCollections.filter((collection) => builds.has(collection) && builds.get(collection) !== held.get(collection)?.copy);
    if (moved.length === 0) return [];
    const ofBuild = <Collection extends StoreCollection>(collection: Collection) => {
      const build = builds.get(collection);
      return (build ? snapshotOfCopy(build) : snapshots()[collection]) as CollectionSnapshots[Collection];
    };
    const before = { jobs: ofBuild('jobs'), news: ofBuild('news'), downloads: ofBuild('downloads') };
    const after = snapshots();
    return moved
      .map((collection) => changeBetween(collection, { copy: builds.get(collection)!, snapshots: before }, { copy: heldCopy(collection), snapshots: after }))
      .filter((change) => change.paths.length > 0);
  }

  /**
   * Follows the shared copy, one check at a time for the process; nothing before the store was loaded. A
   * check that began before a change was heard does not answer for it: another follows.
   */
  async function follow(): Promise<void> {
    if (!loading) return;
    await loading;
    const wanted = heard;
    for (;;) {
      following ??= startCheck();
      const check = following;
      await check.done;
      if (check.heard >= wanted) return;
    }
  }

  function startCheck(): NonNullable<typeof following> {
    const check = { heard, done: Promise.resolve() };
    check.done = followShared()
      .catch((error: unknown) => log.error(`[content] the shared copy could not be followed: ${message(error)}`))
      .finally(() => {
        if (following === check) following = undefined;
      });
    return check;
  }

  async function ready(): Promise<void> {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    await loading;
    await follow();
  }

  /**
   * A copy with an update applied: each record read is stored unless a later read of it is (or it did
   * not change); each found withdrawn leaves a tombstone for a day; the clean slug a record leaves
   * becomes one of its former addresses. Answers the entries it wrote and the tombstones it dropped.
   */
  function copyAfter(copy: CollectionCopy, update: CollectionUpdate): { copy: CollectionCopy; written: Map<string, StoredEntry>; prune: string[] } {
    const entries = new Map(copy.entries);
    const written = new Map<string, StoredEntry>();
    const store = (id: string, entry: StoredEntry) => {
      entries.set(id, entry);
      written.set(id, entry);
    };
    for (const [id, raw] of update.records) {
      const existing = entries.get(id);
      if (existing && existing.readAt > update.readAt) continue;
      const digest = recordDigest(raw);
      if (isStoredRecord(existing) && existing.digest === digest) continue;
      store(id, { raw, digest, readAt: update.readAt, former: isStoredRecord(existing) ? existing.former : {} });
    }
    const withdrawn = update.whole ? [...entries.keys()].filter((id) => isStoredRecord(entries.get(id)) && !update.records.has(id)) : update.withdrawn;
    const shownAt = withdrawn.length > 0 ? slugsOf(copy) : new Map<string, string>();
    for (const id of withdrawn) {
      const existing = entries.get(id);
      if (!isStoredRecord(existing) || existing.readAt > update.readAt) continue;
      const slug = shownAt.get(id);
      const addresses = [...(slug === undefined ? [] : [slug]), ...Object.keys(existing.former)];
      store(id, { deleted: true, readAt: update.readAt, ...(typeof existing.raw.locale === 'string' && { locale: existing.raw.locale }), ...(addresses.length > 0 && { addresses }) });
    }
    const prune = [...entries].filter(([, entry]) => !isStoredRecord(entry) && entry.readAt < now() - tombstoneLifetimeMs).map(([id]) => id);
    for (const id of prune) entries.delete(id);
    const after: CollectionCopy = {
      ...copy,
      syncedAt: Math.max(copy.syncedAt, update.readAt),
      fullSyncAt: update.whole ? Math.max(copy.fullSyncAt, update.readAt) : copy.fullSyncAt,
      entries,
    };
    return { copy: withFormerAddresses(copy, after, written), written, prune };
  }

  /** Each record's clean slug, by id. */
  function slugsOf(copy: CollectionCopy): Map<string, string> {
    if (copy.collection === 'downloads') return new Map();
    const shelves = snapshotOfCopy(copy) as CollectionSnapshots['jobs'] | CollectionSnapshots['news'];
    return new Map(locales.flatMap((locale) => shelves[locale].items.map((item: { id: string; slug: string }) => [item.id, item.slug] as const)));
  }

  /** The copy with each record's former addresses: the clean slug it had before the change, and none it has again. */
  function withFormerAddresses(before: CollectionCopy, after: CollectionCopy, written: Map<string, StoredEntry>): CollectionCopy {
    if (after.collection === 'downloads' || written.size === 0) return after;
    const [was, is] = [slugsOf(before), slugsOf(after)];
    const entries = new Map(after.entries);
    for (const [id, entry] of after.entries) {
      if (!isStoredRecord(entry)) continue;
      const [old, current] = [was.get(id), is.get(id)];
      const leaves = old !== undefined && current !== undefined && old !== current;
      if (!leaves && !(current !== undefined && current in entry.former)) continue;
      const former: Record<string, number> = { ...entry.former, ...(leaves && { [old]: now() }) };
      if (current !== undefined) delete former[current];
      const updated: StoredRecord = { ...entry, former };
      entries.set(id, updated);
      written.set(id, updated);
    }
    return { ...after, entries };
  }

  async function applyUpdate(update: CollectionUpdate, named: readonly string[] | 'all' = []): Promise<{ change: StoreChange; sharing: StoreSharing }> {
    const previous = held.get(update.collection)?.shared;
    const { copy, written, prune } = copyAfter(heldCopy(update.collection), update);
    const { before, after } = hold(copy, previous);
    const change = changeBetween(update.collection, before, after, named);
    writeFile(update.collection);
    if (!shared) return { change, sharing: 'single-instance' };
    // Nothing to write, unless Redis does not hold the collection yet (an empty one too: the other instances then take it from there).
    if (written.size === 0 && prune.length === 0 && previous !== undefined) return { change, sharing: unshared.has(update.collection) ? 'pending' : 'shared' };
    const wrote = await writeShared(update.collection, { entries: [...written], prune, readAt: update.readAt, whole: update.whole });
    if (!wrote) {
      keepUnshared(update.collection, { entries: written, prune, readAt: update.readAt, whole: update.whole }, change);
      return { change, sharing: 'pending' };
    }
    // In step unless another instance wrote in between: then the next read loads what it wrote.
    const entry = held.get(update.collection);
    const { standing } = wrote;
    if (entry && !wrote.seeded && previous !== undefined && standing.generation === previous.generation && standing.version === previous.version + 1) entry.shared = standing;
    return { change, sharing: 'shared' };
  }

  /**
   * Writes a change to the shared copy; where Redis lost the collection (restarted without its data,
   * flushed), seeds it with this process's whole copy, which holds the change (`seeded`). Undefined while
   * Redis does not answer.
   */
  async function writeShared(collection: StoreCollection, change: Parameters<SharedCopies['write']>[1]): Promise<{ standing: SharedStanding; seeded: boolean } | undefined> {
    if (!shared) return undefined;
    const standing = await shared.write(collection, change);
    if (standing !== 'missing') return standing && { standing, seeded: false };
    const seeded = await shared.seed(heldCopy(collection));
    if (!seeded) return undefined;
    if (seeded.took) {
      const entry = held.get(collection);
      if (entry) entry.shared = seeded.standing;
      return { standing: seeded.standing, seeded: true };
    }
    // Another instance seeded it meanwhile: the change goes on top of its copy.
    const again = await shared.write(collection, change);
    return again && again !== 'missing' ? { standing: again, seeded: false } : undefined;
  }

  function keepUnshared(collection: StoreCollection, written: Omit<Unshared, 'prune' | 'changes'> & { prune: string[] }, change: StoreChange): void {
    const waiting: Unshared = unshared.get(collection) ?? { entries: new Map(), prune: new Set(), readAt: 0, whole: false, changes: [] };
    for (const [id, entry] of written.entries) waiting.entries.set(id, entry);
    for (const id of written.prune) waiting.prune.add(id);
    waiting.readAt = Math.max(waiting.readAt, written.readAt);
    waiting.whole ||= written.whole;
    waiting.changes.push(change);
    unshared.set(collection, waiting);
    log.warn(`[content] the change of ${collection} reached only this instance: Redis did not answer; it is shared once Redis is back`);
  }

  /** What was written while Redis did not answer, written now; the other instances renew its pages then. */
  async function shareWhatWaited(sharedLate: (change: StoreChange) => void): Promise<void> {
    if (!shared || !loading) return;
    await loading.catch(() => undefined);
    for (const [collection, waiting] of [...unshared]) {
      const wrote = await writeShared(collection, { entries: [...waiting.entries], prune: [...waiting.prune], readAt: waiting.readAt, whole: waiting.whole });
      if (!wrote) return;
      unshared.delete(collection);
      log.info(`[content] the change of ${collection} made while Redis was away now reaches every instance`);
      for (const change of waiting.changes) sharedLate(change);
    }
  }

  return {
    async snapshots() {
      await ready();
      return snapshots();
    },
    async copyOf(collection) {
      await ready();
      return heldCopy(collection);
    },
    async apply(update, named) {
      await ready();
      return applyUpdate(update, named);
    },
    listen({ onRedisReady, sharedLate: late, followed: onFollowed }) {
      if (!shared) return;
      sharedLate = late;
      followed = onFollowed;
      shared.onChange(() => {
        heard += 1;
        void follow();
      });
      onRedisReady(() => follow());
    },
    async changesSinceBuild() {
      await ready();
      return sinceBuild;
    },
    standing() {
      const at = (time: number | undefined) => (time ? new Date(time).toISOString() : null);
      return Object.fromEntries(
        storeCollections.map((collection) => {
          const mine = held.get(collection);
          const records = mine ? [...mine.copy.entries.values()].filter(isStoredRecord).length : 0;
          return [collection, { records, syncedAt: at(mine?.copy.syncedAt), fullSyncAt: at(mine?.copy.fullSyncAt), sharedVersion: mine?.shared?.version ?? null }];
        }),
      ) as Record<StoreCollection, CollectionStanding>;
    },
  };
}
