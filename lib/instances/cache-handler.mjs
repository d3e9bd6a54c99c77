// Next.js's `cacheHandler` (next.config.ts): the ISR page cache, the data cache and the tag
// invalidations of every instance. It always keeps Next.js's own cache (`FileSystemCache`: the build
// folder, and memory without Redis), so without `REDIS_URL` nothing changes; with `REDIS_URL` it shares
// entries and tag states through Redis, so every instance serves the same pages and a change of the
// content store renews them for all. Redis is only ever a cache on top (docs/operations.md): when it does
// not answer, the local cache answers, and writes keep the local copy warm for that moment.
//
// Tags: Next.js decides whether an entry is fresh, stale (served while re-rendered in the background)
// or expired (re-rendered before it is served) from the process's tag manifest and the entry's
// `lastModified`. Revalidations are shared through Redis (tag-sharing.mjs): a read merges the shared
// states of the tags its entry carries into the manifest before Next.js judges it.
import { siteMetrics } from './site-metrics.mjs';
import { FileSystemCache, tagsManifest } from './next-cache-internals.mjs';
import { sharedRedis, withRedis } from './redis-connection.mjs';
import { mergeTagState, mergeTagStates, shareTagStates, tagsKey } from './tag-sharing.mjs';

const prefix = 'lumoplast:cache:';
const entryKey = (key) => `${prefix}entry:${key}`;
/** Beside each shared entry, the tags it is judged by, so a read brings their states in the same round trip. */
const entryTagsKey = (key) => `${prefix}entry-tags:${key}`;
/** Shared entries are dropped after a fortnight unused; the build's own copies stay on every instance. */
const entryLifetimeSeconds = 14 * 24 * 60 * 60;

/** Next.js's header of a cached page or route answer that lists its cache tags. */
const cacheTagsHeader = 'x-next-cache-tags';

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
 * The tags an entry is judged by: a data-cache read's from its context, a page's or route answer's from
 * its header; never Next.js's implicit tags of a path (`_N_T_…`), which nothing revalidates.
 * @param {{ value?: { kind?: string, headers?: Record<string, unknown> } } | null | undefined} entry
 * @param {{ tags?: string[] } | undefined} context
 * @returns {string[]}
 */
export function tagsOfEntry(entry, context) {
  const header = entry?.value?.headers?.[cacheTagsHeader];
  const tags = [...(context?.tags ?? []), ...(typeof header === 'string' ? header.split(',') : [])];
  return [...new Set(tags)].filter((tag) => tag !== '' && !tag.startsWith('_N_T_'));
}

// The entry (KEYS[1]) and the states of the tags listed beside it (KEYS[2], in the hash KEYS[3]), in
// one round trip: { entry or '', tag, state or '', tag, state or '', … }.
const readEntry = `
local entry = redis.call('GET', KEYS[1])
local result = { entry or '' }
local tags = redis.call('GET', KEYS[2])
if entry and tags then
  for tag in string.gmatch(tags, '[^,]+') do
    result[#result + 1] = tag
    result[#result + 1] = redis.call('HGET', KEYS[3], tag) or ''
  end
end
return result`;

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
  }

  /**
   * The shared entry with the shared states of its tags (merged into the manifest before Next.js judges
   * it), in one round trip; else the local one. Each read asks for its tags' states itself: one that took
   * an earlier read's answer could miss a change another instance made in between, and serve a page it renewed.
   */
  async get(key, context) {
    const entry = await this.read(key, context);
    siteMetrics().cacheReads.inc({ result: entry ? 'hit' : 'miss' });
    return entry;
  }

  /** `get` without its count. */
  async read(key, context) {
    if (!this.shared) return this.local.get(key, context);
    const shared = await withRedis((client) => client.eval(readEntry, { keys: [entryKey(key), entryTagsKey(key), tagsKey] }));
    let entry = null;
    if (shared.ok && Array.isArray(shared.value) && shared.value[0]) {
      const [text, ...states] = shared.value;
      try {
        entry = decodeEntry(text);
      } catch {
        // A corrupt shared entry is as good as none.
      }
      const byTag = {};
      for (let index = 0; index < states.length; index += 2) byTag[states[index]] = states[index + 1];
      if (entry) mergeTagStates(byTag);
    }
    if (entry) return entry;
    const local = await this.local.get(key, context);
    // What only this instance has (the build's prerendered pages, entries made while Redis was away)
    // becomes shared, so an instance started later serves it without rendering; its tags' states come with the write.
    if (shared.ok && local?.value) await this.share(key, local, tagsOfEntry(local, context), true);
    return local;
  }

  /** Writes an entry and its tags to Redis; `withStates`: and merges the shared states of those tags, in the same round trip. */
  async share(key, entry, tags, withStates = false) {
    await withRedis(async (client) => {
      const writes = client
        .multi()
        .set(entryKey(key), encodeEntry(entry), { EX: entryLifetimeSeconds })
        .set(entryTagsKey(key), tags.join(','), { EX: entryLifetimeSeconds });
      if (withStates && tags.length > 0) writes.hmGet(tagsKey, tags);
      const answers = await writes.exec();
      if (withStates && tags.length > 0) mergeTagStates(Object.fromEntries(tags.map((tag, index) => [tag, answers[2]?.[index]])));
    });
  }

  /** Writes an entry here and, with Redis, for every instance. */
  async set(key, data, context) {
    if (data !== null) siteMetrics().renders.inc({ kind: typeof data?.kind === 'string' && /^[A-Z_]{1,20}$/.test(data.kind) ? data.kind : 'OTHER' });
    await this.local.set(key, data, context);
    if (!this.shared) return;
    if (data === null) {
      await withRedis((client) => client.del([entryKey(key), entryTagsKey(key)]));
      return;
    }
    const cacheControl = context.fetchCache ? undefined : context.cacheControl;
    const entry = { value: data, lastModified: Date.now(), ...(cacheControl && { cacheControl }) };
    await this.share(key, entry, tagsOfEntry(entry, context));
  }

  /** Next.js's own `revalidateTag`, made here and shared; the latest expiry that has come stays (`mergeTagState`). */
  async revalidateTag(tags, durations) {
    const list = typeof tags === 'string' ? [tags] : tags;
    const before = list.map((tag) => [tag, tagsManifest.get(tag)]);
    await this.local.revalidateTag(tags, durations);
    for (const [tag, state] of before) if (state) tagsManifest.set(tag, mergeTagState(state, tagsManifest.get(tag)));
    if (!this.shared || list.length === 0) return;
    await shareTagStates(list);
  }

  resetRequestCache() {
    this.local.resetRequestCache();
  }
}
