// Next.js's `cacheHandler` (next.config.ts): the ISR page cache, the data cache and the tag
// invalidations of every instance. It always keeps Next.js's own cache (the build folder and memory,
// `FileSystemCache`), so without `REDIS_URL` nothing changes; with `REDIS_URL` it shares entries and tag
// states through Redis, so every instance serves the same pages and a webhook on any instance
// invalidates them for all. Redis is only ever a cache on top (docs/operations.md): when it does not answer,
// the local cache answers, and writes keep the local copy warm for that moment.
//
// Tags: Next.js decides whether an entry is fresh, stale (served while re-rendered in the background)
// or expired (re-rendered before it is served) from the process's tag manifest and the entry's
// `lastModified`. `revalidateTag` writes a tag's state (`{ stale, expired }` timestamps) to that manifest
// and to a Redis hash; every read fetches the hash with the entry and copies it into the manifest, the
// latest revalidation of a tag winning, so an invalidation on one instance holds on the next request to
// any other.
import { FileSystemCache, tagsManifest } from './next-cache-internals.mjs';
import { sharedRedis, withRedis } from './redis-connection.mjs';
import { registerTagRevalidation } from './tag-revalidation.mjs';

const prefix = 'lumoplast:cache:';
const tagsKey = `${prefix}tags`;
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

/** A tag's state in the shared hash replaces the local one when it is a later revalidation. */
export function mergeTagStates(shared) {
  for (const [tag, text] of Object.entries(shared)) {
    let state;
    try {
      state = JSON.parse(text);
    } catch {
      continue;
    }
    const local = tagsManifest.get(tag);
    // Every revalidation marks the tag stale at its time: the later `stale` is the later revalidation.
    if (!local || (state.stale ?? 0) > (local.stale ?? 0)) tagsManifest.set(tag, state);
  }
}

/** The shared tag states on their way from Redis, if a read asked for them: reads meanwhile wait for that answer. */
let tagRead;

/**
 * The shared entry of `key`, after the shared tag states have been merged into the manifest, in one round
 * trip: HGETALL of the tag states and GET of the entry go out as one pipeline, or GET alone while the tag
 * states another read asked for are on their way.
 * @returns {Promise<{ ok: true, value: string | null } | { ok: false }>}
 */
function readShared(key) {
  const tagsOnTheirWay = tagRead;
  if (tagsOnTheirWay) return withRedis(async (client) => (await Promise.all([client.get(entryKey(key)), tagsOnTheirWay]))[0]);
  const read = withRedis(async (client) => {
    const [tags, entry] = await client.multi().hGetAll(tagsKey).get(entryKey(key)).execAsPipeline();
    mergeTagStates(tags);
    return entry;
  });
  tagRead = read.finally(() => {
    tagRead = undefined;
  });
  return read;
}

export default class SharedCacheHandler {
  constructor(context) {
    this.local = new FileSystemCache(context);
    // Starts connecting as the server starts, so the first requests already share.
    this.shared = sharedRedis() !== undefined;
    registerTagRevalidation((tags, durations) => this.revalidateTag(tags, durations));
  }

  async get(key, context) {
    if (!this.shared) return this.local.get(key, context);
    const answer = await readShared(key);
    if (answer.ok && typeof answer.value === 'string') {
      try {
        return decodeEntry(answer.value);
      } catch {
        // A corrupt shared entry is as good as none.
      }
    }
    const local = await this.local.get(key, context);
    // What only this instance has (the build's prerendered pages, entries made while Redis was away)
    // becomes shared, so an instance started later serves it without rendering.
    if (answer.ok && local?.value) await withRedis((client) => client.set(entryKey(key), encodeEntry(local), { EX: entryLifetimeSeconds }));
    return local;
  }

  async set(key, data, context) {
    await this.local.set(key, data, context);
    if (!this.shared) return;
    if (data === null) {
      await withRedis((client) => client.del(entryKey(key)));
      return;
    }
    const cacheControl = context.fetchCache ? undefined : context.cacheControl;
    const entry = { value: data, lastModified: Date.now(), ...(cacheControl && { cacheControl }) };
    await withRedis((client) => client.set(entryKey(key), encodeEntry(entry), { EX: entryLifetimeSeconds }));
  }

  async revalidateTag(tags, durations) {
    await this.local.revalidateTag(tags, durations);
    if (!this.shared) return;
    const list = typeof tags === 'string' ? [tags] : tags;
    if (list.length === 0) return;
    const states = Object.fromEntries(list.map((tag) => [tag, JSON.stringify(tagsManifest.get(tag) ?? {})]));
    const answer = await withRedis((client) => client.hSet(tagsKey, states));
    if (!answer.ok) console.warn(`[cache] the revalidation of ${list.join(', ')} reached only this instance: Redis did not answer`);
  }

  resetRequestCache() {
    this.local.resetRequestCache();
  }
}
