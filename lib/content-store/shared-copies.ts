import { randomUUID } from 'node:crypto';
import { subscribeShared, withRedis } from '@/lib/instances/redis-connection.mjs';
import type { StoreCollection } from './collections';
import { digestOf, type CollectionCopy, type StoredEntry } from './stored-records';

/**
 * The content store in Redis (`REDIS_URL`), which every instance shares: per source and collection a hash
 * of every record by id (`…:records`), its standing (`…:meta`: the lineage `generation`, the change
 * number `version`, when its newest read and its newest whole read began) and a log of the last changes
 * (`…:log`: which records each version wrote), so an instance that heard of a change loads only those
 * records. Every write is published on `lumoplast:content:changes`.
 */
export interface SharedStanding {
  /** A new lineage each time the collection is written whole (a Redis that lost it, a newer build's copy): an instance of another reloads it whole. */
  generation: string;
  version: number;
  syncedAt: number;
  fullSyncAt: number;
}

export const changesChannel = 'lumoplast:content:changes';

/** How long a load or write of a whole collection may take (2,000 records are a few MB); a check of the standing takes `withRedis`'s default. */
const wholeTimeoutMs = 10_000;
/** How many changes the log keeps: an instance further behind loads the collection whole. */
const logLength = 64;

const keysOf = (source: string, collection: StoreCollection) => {
  const prefix = `lumoplast:content:${digestOf(source).slice(0, 12)}:${collection}`;
  return { records: `${prefix}:records`, meta: `${prefix}:meta`, log: `${prefix}:log` };
};

function parseJson<Value>(text: string | null | undefined): Value | undefined {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as Value;
  } catch {
    return undefined;
  }
}

const isStanding = (value: Partial<SharedStanding> | undefined): value is SharedStanding =>
  typeof value?.generation === 'string' && typeof value.version === 'number' && typeof value.syncedAt === 'number' && typeof value.fullSyncAt === 'number';

function entriesOf(fields: Record<string, string>): Map<string, StoredEntry> {
  const entries = new Map<string, StoredEntry>();
  for (const [id, text] of Object.entries(fields)) {
    const entry = parseJson<StoredEntry>(text);
    if (entry && typeof entry.readAt === 'number') entries.set(id, entry);
  }
  return entries;
}

// Writes entries (ARGV after the first three: id, readAt, entry as JSON, …) unless the hash holds one of
// the same record read later; deletes `prune` ids (ARGV[3], a JSON array) that are still withdrawn;
// then moves the standing on and logs which records it wrote. ARGV[1] and ARGV[2]: when the read began
// and, for a whole read, that again (else 0). Without a standing (Redis lost the collection) it writes
// nothing and answers `missing`: a part of a collection is never a lineage of its own.
const writeEntries = `
local meta = redis.call('GET', KEYS[2])
if not meta then return 'missing' end
local standing = cjson.decode(meta)
local written = {}
for i = 4, #ARGV, 3 do
  local current = redis.call('HGET', KEYS[1], ARGV[i])
  local newer = false
  if current then
    local ok, entry = pcall(cjson.decode, current)
    if ok and type(entry) == 'table' and tonumber(entry.readAt or 0) > tonumber(ARGV[i + 1]) then newer = true end
  end
  if not newer then
    redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 2])
    written[#written + 1] = ARGV[i]
  end
end
for _, id in ipairs(cjson.decode(ARGV[3])) do
  local current = redis.call('HGET', KEYS[1], id)
  if current then
    local ok, entry = pcall(cjson.decode, current)
    if ok and type(entry) == 'table' and entry.deleted == true then redis.call('HDEL', KEYS[1], id) end
  end
end
standing.version = standing.version + 1
standing.syncedAt = math.max(tonumber(standing.syncedAt), tonumber(ARGV[1]))
standing.fullSyncAt = math.max(tonumber(standing.fullSyncAt), tonumber(ARGV[2]))
local text = cjson.encode(standing)
redis.call('SET', KEYS[2], text)
redis.call('LPUSH', KEYS[3], cjson.encode({ version = standing.version, ids = written }))
redis.call('LTRIM', KEYS[3], 0, ${logLength - 1})
return text`;

// Replaces the collection whole (ARGV[1]: the standing as JSON, then id, entry, …) unless the hash holds
// a copy at least as current (its newest read began no earlier than this copy's newest whole read).
const seedCollection = `
local meta = redis.call('GET', KEYS[2])
local incoming = cjson.decode(ARGV[1])
if meta then
  local ok, standing = pcall(cjson.decode, meta)
  if ok and type(standing) == 'table' and tonumber(standing.syncedAt or 0) >= tonumber(incoming.fullSyncAt) then return meta end
end
redis.call('DEL', KEYS[1], KEYS[3])
for i = 2, #ARGV, 2 do redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1]) end
redis.call('SET', KEYS[2], ARGV[1])
return ARGV[1]`;

export interface SharedCopies {
  /** The standing of each collection in Redis (null where it has none), or undefined while Redis does not answer. */
  standings(collections: readonly StoreCollection[]): Promise<Partial<Record<StoreCollection, SharedStanding | null>> | undefined>;
  /** The whole collection with its standing, read in one step; undefined while Redis does not answer or has none. */
  loadWhole(collection: StoreCollection): Promise<{ standing: SharedStanding; entries: Map<string, StoredEntry> } | undefined>;
  /**
   * What changed since `version` of the lineage `generation`: the entries of the records written since
   * (undefined for one that is gone), or `whole` when the log does not reach back that far (or the
   * lineage is another), or undefined while Redis does not answer.
   */
  loadChanges(collection: StoreCollection, since: Pick<SharedStanding, 'generation' | 'version'>): Promise<{ standing: SharedStanding; entries: Map<string, StoredEntry | undefined> } | 'whole' | undefined>;
  /**
   * Writes entries as `writeEntries` does, and publishes the new standing; `missing` where Redis holds no
   * standing of the collection (the writer seeds its whole copy instead), undefined while Redis does not answer.
   */
  write(collection: StoreCollection, change: { entries: readonly [string, StoredEntry][]; prune: readonly string[]; readAt: number; whole: boolean }): Promise<SharedStanding | 'missing' | undefined>;
  /**
   * Writes the copy whole in a new lineage unless Redis holds one as current: answers what Redis holds then,
   * and whether it is this copy (`took`); undefined while Redis does not answer.
   */
  seed(copy: CollectionCopy): Promise<{ standing: SharedStanding; took: boolean } | undefined>;
  /** Calls `listener` with each change another instance (or this one) publishes. */
  onChange(listener: (collection: StoreCollection, standing: SharedStanding) => void): void;
}

/** `timeoutMs`: how long a load or a write may take (`wholeTimeoutMs`). */
export function createSharedCopies(source: string, { timeoutMs = wholeTimeoutMs }: { timeoutMs?: number } = {}): SharedCopies {
  const publish = (client: Parameters<Parameters<typeof withRedis>[0]>[0], collection: StoreCollection, standing: string) =>
    client.publish(changesChannel, JSON.stringify({ source: digestOf(source), collection, standing: parseJson<SharedStanding>(standing) }));

  return {
    async standings(collections) {
      const answer = await withRedis((client) => client.mGet(collections.map((collection) => keysOf(source, collection).meta)));
      if (!answer.ok) return undefined;
      return Object.fromEntries(collections.map((collection, index) => {
        const standing = parseJson<SharedStanding>(answer.value[index]);
        return [collection, isStanding(standing) ? standing : null];
      }));
    },

    async loadWhole(collection) {
      const keys = keysOf(source, collection);
      const answer = await withRedis((client) => client.multi().get(keys.meta).hGetAll(keys.records).exec(), timeoutMs);
      if (!answer.ok) return undefined;
      const [meta, fields] = answer.value as unknown as [string | null, Record<string, string>];
      const standing = parseJson<SharedStanding>(meta);
      return isStanding(standing) ? { standing, entries: entriesOf(fields) } : undefined;
    },

    async loadChanges(collection, since) {
      const keys = keysOf(source, collection);
      const answer = await withRedis((client) => client.multi().get(keys.meta).lRange(keys.log, 0, -1).exec());
      if (!answer.ok) return undefined;
      const [meta, log] = answer.value as unknown as [string | null, string[]];
      const standing = parseJson<SharedStanding>(meta);
      if (!isStanding(standing) || standing.generation !== since.generation) return 'whole';
      // `ids` is a JSON array; Redis's cjson writes an empty one as `{}`.
      const written = log.map((text) => parseJson<{ version: number; ids: unknown }>(text)).filter((entry) => entry !== undefined && entry.version > since.version);
      if (standing.version - since.version > written.length) return 'whole';
      const ids = [...new Set(written.flatMap((entry) => (Array.isArray(entry!.ids) ? entry!.ids.filter((id): id is string => typeof id === 'string') : [])))];
      if (ids.length === 0) return { standing, entries: new Map() };
      const records = await withRedis((client) => client.hmGet(keys.records, ids), timeoutMs);
      if (!records.ok) return undefined;
      return { standing, entries: new Map(ids.map((id, index) => [id, parseJson<StoredEntry>(records.value[index])])) };
    },

    async write(collection, change) {
      const keys = keysOf(source, collection);
      const args = [String(change.readAt), String(change.whole ? change.readAt : 0), JSON.stringify(change.prune), ...change.entries.flatMap(([id, entry]) => [id, String(entry.readAt), JSON.stringify(entry)])];
      const answer = await withRedis(async (client) => {
        const standing = String(await client.eval(writeEntries, { keys: [keys.records, keys.meta, keys.log], arguments: args }));
        if (standing !== 'missing') await publish(client, collection, standing);
        return standing;
      }, timeoutMs);
      if (answer.ok && answer.value === 'missing') return 'missing';
      const standing = answer.ok ? parseJson<SharedStanding>(answer.value) : undefined;
      return isStanding(standing) ? standing : undefined;
    },

    async seed(copy) {
      const keys = keysOf(source, copy.collection);
      const offered: SharedStanding = { generation: randomUUID(), version: 1, syncedAt: copy.syncedAt, fullSyncAt: copy.fullSyncAt };
      const args = [JSON.stringify(offered), ...[...copy.entries].flatMap(([id, entry]) => [id, JSON.stringify(entry)])];
      const answer = await withRedis(async (client) => {
        const standing = String(await client.eval(seedCollection, { keys: [keys.records, keys.meta, keys.log], arguments: args }));
        await publish(client, copy.collection, standing);
        return standing;
      }, timeoutMs);
      const standing = answer.ok ? parseJson<SharedStanding>(answer.value) : undefined;
      return isStanding(standing) ? { standing, took: standing.generation === offered.generation } : undefined;
    },

    onChange(listener) {
      subscribeShared({
        [changesChannel]: (message) => {
          const published = parseJson<{ source?: string; collection?: StoreCollection; standing?: SharedStanding }>(message);
          if (published?.source === digestOf(source) && published.collection && isStanding(published.standing)) listener(published.collection, published.standing);
        },
      });
    },
  };
}
