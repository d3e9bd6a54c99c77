// Next.js's `cacheHandler` (next.config.ts): the ISR page cache, the data cache and the tag
// invalidations of every instance. It always keeps Next.js's own cache (`FileSystemCache`: the build
// folder, and memory without Redis), so without `REDIS_URL` nothing changes; with `REDIS_URL` it shares
// entries and tag states through Redis, so every instance serves the same pages and a webhook on any
// instance invalidates them for all. Redis is only ever a cache on top (docs/operations.md): when it does not answer,
// the local cache answers, and writes keep the local copy warm for that moment.
//
// Tags: Next.js decides whether an entry is fresh, stale (served while re-rendered in the background)
// or expired (re-rendered before it is served) from the process's tag manifest and the entry's
// `lastModified`. Revalidations are shared through Redis (tag-sharing.mjs), and an entry is stamped
// with the time the work behind it began (work-starts.mjs), so a render that began before a publish
// never passes for newer than it; nor does one that began after another instance's publish but before
// this one learned of it (tag-expiries.mjs). A publish's expiry (made here or heard of) is announced to
// the process (tag-expiries.mjs): the CMS's page reads begun before it are abandoned.
import { FileSystemCache, tagsManifest } from './next-cache-internals.mjs';
import { sharedRedis, withRedis } from './redis-connection.mjs';
import { announceTagExpiries, stampBeforeUnlearnedExpiries } from './tag-expiries.mjs';
import { registerTagRevalidation } from './tag-revalidation.mjs';
import { listenForTagStates, mergeTagState, mergeTagStates, shareTagStates, tagsKey } from './tag-sharing.mjs';
import { entryTags, needsRenewal, workUnderWay } from './work-starts.mjs';

export { mergeTagStates } from './tag-sharing.mjs';

const prefix = 'lumoplast:cache:';
const entryKey = (key) => `${prefix}entry:${key}`;
/** Shared entries are dropped after a fortnight unused; the build's own copies stay on every instance. */
const entryLifetimeSeconds = 14 * 24 * 60 * 60;

/** JSON that keeps Buffers (page payloads, route bodies) and Maps (segment data) of a cache entry. */
export function encodeEntry(entry) {
  const encode = (value) => {
    if (Buffer.isBuffer(value)) return { $buffer: value.toString('base64') };
    if (value instanceof Map) return { $map: [...value].map(([key, item]) => [key, encode(item)]) };
    if (Array.isArray(value)) return value.map(encode);
    if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, encode(item)]));
    return value;
  };
  return JSON.stringify(encode(entry));
}

export function decodeEntry(text) {
  const decode = (value) => {
    if (Array.isArray(value)) return value.map(decode);
    if (value === null || typeof value !== 'object') return value;
    if (typeof value.$buffer === 'string') return Buffer.from(value.$buffer, 'base64');
    if (Array.isArray(value.$map)) return new Map(value.$map.map(([key, item]) => [key, decode(item)]));
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, decode(item)]));
  };
  return decode(JSON.parse(text));
}

/**
 * The shared entry of `key`, after the shared tag states have been merged into the manifest, in one round
 * trip: HGETALL of the tag states and GET of the entry go out as one pipeline. Every read asks for the
 * tag states itself: one that took the answer of a read sent before it could miss a webhook another
 * instance received in between, and serve a page the publish expired.
 * @returns {Promise<{ ok: true, value: string | null } | { ok: false }>}
 */
function readShared(key) {
  return withRedis(async (client) => {
    const [tags, entry] = await client.multi().hGetAll(tagsKey).get(entryKey(key)).execAsPipeline();
    mergeTagStates(tags);
    return entry;
  });
}

/** The work under way per key, for every handler of the process (Next.js may make several) and the webhook. */
const workStarts = workUnderWay();
/** The stamp of each entry this process wrote to its local cache, which stamps it with the time of writing. */
const localStamps = new Map();

/**
 * How much of the entries the process keeps in memory with Redis (Next.js's LRU, counted in characters):
 * the pages and reads it served last, which answer while Redis is away (the build folder holds only what
 * the build made; what was rendered since is kept nowhere else in the process). Every read asks Redis
 * first, so a copy as large as `cacheMaxMemorySize` (50 MB: 92 MiB of heap and buffers after the content
 * benchmark's 2,000 articles, bench/README.md) held mostly pages that were never read from it.
 */
export const sharedLocalCopyCharacters = 16 * 1024 * 1024;

/** What the handler gives Next.js's own cache: with Redis, a memory copy of `sharedLocalCopyCharacters` at most; without, `cacheMaxMemorySize` (next.config.ts). */
export function localCacheContext(context, shared) {
  if (!shared) return context;
  return { ...context, maxMemoryCacheSize: Math.min(context.maxMemoryCacheSize ?? sharedLocalCopyCharacters, sharedLocalCopyCharacters) };
}

export default class SharedCacheHandler {
  constructor(context) {
    // Starts connecting as the server starts, so the first requests already share.
    this.shared = sharedRedis() !== undefined;
    this.local = new FileSystemCache(localCacheContext(context, this.shared));
    if (this.shared) listenForTagStates();
    registerTagRevalidation((tags, durations) => this.revalidateTag(tags, durations));
  }

  async get(key, context) {
    // The work a read begins dates from when it was asked: an expiry this instance learns of while the
    // read is under way was not known to the judgement of its answer.
    const asked = Date.now();
    const entry = await this.read(key, context);
    if (needsRenewal(entry, context)) workStarts.started(key, context?.kind, asked);
    return entry;
  }

  /** The shared entry, else the local one (stamped as it was written). */
  async read(key, context) {
    if (!this.shared) return this.readLocal(key, context);
    const answer = await readShared(key);
    if (answer.ok && typeof answer.value === 'string') {
      try {
        return decodeEntry(answer.value);
      } catch {
        // A corrupt shared entry is as good as none.
      }
    }
    const local = await this.readLocal(key, context);
    // What only this instance has (the build's prerendered pages, entries made while Redis was away)
    // becomes shared, so an instance started later serves it without rendering.
    if (answer.ok && local?.value) await withRedis((client) => client.set(entryKey(key), encodeEntry(local), { EX: entryLifetimeSeconds }));
    return local;
  }

  async readLocal(key, context) {
    const entry = await this.local.get(key, context);
    const stamp = localStamps.get(key);
    return entry && stamp !== undefined && entry.lastModified > stamp ? { ...entry, lastModified: stamp } : entry;
  }

  async set(key, data, context) {
    const began = workStarts.writtenAsOf(key);
    const lastModified = data === null ? began : stampBeforeUnlearnedExpiries(began, entryTags(data, context));
    try {
      await this.write(key, data, context, lastModified);
    } finally {
      workStarts.wrote(key);
    }
  }

  /** Writes an entry stamped `lastModified` here and, with Redis, for every instance. */
  async write(key, data, context, lastModified) {
    await this.local.set(key, data, context);
    if (data === null) localStamps.delete(key);
    else localStamps.set(key, lastModified);
    if (!this.shared) return;
    if (data === null) {
      await withRedis((client) => client.del(entryKey(key)));
      return;
    }
    const cacheControl = context.fetchCache ? undefined : context.cacheControl;
    const entry = { value: data, lastModified, ...(cacheControl && { cacheControl }) };
    await withRedis((client) => client.set(entryKey(key), encodeEntry(entry), { EX: entryLifetimeSeconds }));
  }
  async revalidateTag(tags, durations) {
    const list = typeof tags === 'string' ? [tags] : tags;
    const before = list.map((tag) => [tag, tagsManifest.get(tag)]);
    await this.local.revalidateTag(tags, durations);
    // Next.js's own manifest takes a stale mark's expiry (`'max'`: a year on) over a publish's that has
    // come, which would let the pages from before the publish be served once more: the publish's stays.
    for (const [tag, state] of before) if (state) tagsManifest.set(tag, mergeTagState(state, tagsManifest.get(tag)));
    announceTagExpiries(list.map((tag) => [tag, tagsManifest.get(tag)]));
    if (!this.shared || list.length === 0) return;
    await shareTagStates(list);
  }

  resetRequestCache() {
    this.local.resetRequestCache();
  }
}
