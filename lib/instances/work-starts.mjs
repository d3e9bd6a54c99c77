// When the work behind a cache entry began. Next.js stamps an entry with the time it is written, and
// judges it by that stamp against the tags' revalidations. A render (or a read of the CMS) that began
// before a revalidation and ends after it would so pass for newer than the revalidation, and serve the
// data it read before the publish as fresh until the next one: the publish would be lost. The cache
// handler stamps an entry instead with the time the work behind it began: the first read of the key
// since its last write that found nothing usable (nothing cached, or an entry to renew).
import { tagsManifest } from './next-cache-internals.mjs';
import { processState } from './process-state.mjs';

/** No render or read takes longer (the CMS's timeout is 10 s): an older start is one whose work failed. */
export const longestWorkMs = 60_000;

/** Next.js's header of a cached page or route answer that lists its cache tags. */
const cacheTagsHeader = 'x-next-cache-tags';

/**
 * The cache tags an entry's value is judged by: a data cache read's (and its page's) from the context,
 * a page's or route answer's from its header.
 * @param {{ kind?: string, headers?: Record<string, unknown> }} value
 * @param {{ tags?: string[], softTags?: string[] }} context
 * @returns {string[]}
 */
export function entryTags(value, context) {
  if (value.kind === 'FETCH') return [...(context?.tags ?? []), ...(context?.softTags ?? [])];
  const header = value.headers?.[cacheTagsHeader];
  return typeof header === 'string' ? header.split(',') : [];
}

/**
 * Whether Next.js will renew what a read of the cache returned (render or read it again, in the
 * foreground or the background): nothing, an entry older than one of its tags' revalidations, or one
 * older than its lifetime. The same judgement Next.js makes, from the same tag states.
 * @param {{ value?: any, lastModified?: number, cacheControl?: { revalidate?: number | false } } | null | undefined} entry
 * @param {{ kind?: string, tags?: string[], softTags?: string[], revalidate?: number | false }} context
 */
export function needsRenewal(entry, context, now = Date.now()) {
  if (!entry?.value || typeof entry.lastModified !== 'number' || entry.lastModified < 0) return true;
  const { lastModified } = entry;
  const fetched = entry.value.kind === 'FETCH';
  for (const tag of entryTags(entry.value, context)) {
    const state = tagsManifest.get(tag);
    if ((state?.stale ?? 0) > lastModified) return true;
    if (typeof state?.expired === 'number' && state.expired <= now && state.expired > lastModified) return true;
  }
  const lifetime = fetched ? context.revalidate || entry.value.revalidate : entry.cacheControl?.revalidate;
  return typeof lifetime === 'number' && now - lastModified > lifetime * 1000;
}

/**
 * The starts of the work under way per cache key: `started(key)` as a read finds nothing usable,
 * `writtenAsOf(key)` as the entry is written: the start of the oldest work since the key's last write
 * (reads of other visitors while one render runs find the same stale entry; Next.js renders it once),
 * or now when none is known. The write ends the work on the key: the starts are forgotten.
 * `settled(before)` waits until no render of a page (or route answer) that began before `before` is
 * under way: a publish's webhook waits for them, because Next.js hands every visit of a page the page as
 * it was while a re-render of it runs (data cache reads are not renders, and are not waited for).
 */
export function createWorkStarts(now = Date.now) {
  /** @type {Map<string, { start: number, render: boolean }>} the oldest start since the last write */
  const oldest = new Map();
  /** @type {Map<string, { start: number, render: boolean }>} the work being written (`writtenAsOf` until `wrote`) */
  const writing = new Map();
  /** @type {Set<() => void>} what `settled` waits with, checked after every write */
  const waiting = new Set();
  const rendersBefore = (before) => {
    const time = now();
    for (const works of [oldest, writing]) {
      for (const { start, render } of works.values()) if (render && start < before && time - start <= longestWorkMs) return true;
    }
    return false;
  };
  return {
    /**
     * @param {string} key
     * @param {string} [kind] the entry's kind (`FETCH` for the data cache)
     * @param {number} [time] when the read that found nothing usable was asked (default: now)
     */
    started(key, kind, time = now()) {
      const known = oldest.get(key);
      // A start older than any work can take belongs to work that failed and wrote nothing.
      if (known === undefined || time - known.start > longestWorkMs) oldest.set(key, { start: time, render: kind !== 'FETCH' });
    },
    /** The stamp of the entry being written: the work on the key ends once it is written (`wrote`). */
    writtenAsOf(key) {
      const time = now();
      const work = oldest.get(key);
      oldest.delete(key);
      if (work) writing.set(key, work);
      return work !== undefined && time - work.start <= longestWorkMs ? work.start : time;
    },
    /**
     * The entry of `key` is written (or could not be): what waits is told once Next.js has had a turn to
     * end its own work on it (the render hands its page to the visits waiting for it after the write).
     */
    wrote(key) {
      writing.delete(key);
      setImmediate(() => {
        for (const check of waiting) check();
      });
    },
    /**
     * Resolves true once no render that began before `before` is under way, or false after `timeoutMs`
     * (a render that failed writes nothing: its start is only forgotten after `longestWorkMs`).
     * @param {number} before
     * @param {number} timeoutMs
     * @returns {Promise<boolean>}
     */
    settled(before, timeoutMs) {
      if (!rendersBefore(before)) return Promise.resolve(true);
      return new Promise((resolve) => {
        const finish = (result) => {
          waiting.delete(check);
          clearTimeout(timer);
          resolve(result);
        };
        const check = () => {
          if (!rendersBefore(before)) finish(true);
        };
        const timer = setTimeout(() => finish(false), timeoutMs);
        timer.unref?.();
        waiting.add(check);
      });
    },
  };
}

/** The work under way of the process, for every cache handler of it and the webhook. */
export function workUnderWay() {
  return processState('cache.workStarts', () => createWorkStarts());
}
