// A publish expires cache tags: the webhook's `revalidateTag(tag, { expire: 0 })` on this instance, or
// on another, heard through Redis (tag-sharing.mjs). What was read of the CMS before that moment is
// older than the publish, so the parts that keep or wait for such reads are told here: the CMS's reads
// (lib/cms/last-known-reads.ts) abandon the page reads still under way, which would otherwise hold the
// page's re-render, and with it every visit of the page, on the data from before the publish. Plain
// JavaScript, shared through processState by the cache handler (loaded by Node.js itself) and every bundle.
import { processState } from './process-state.mjs';

/** @typedef {Map<string, number>} TagExpiries each expired tag and when it expired */

const expiries = processState('cache.tagExpiries', () => ({
  /** @type {Set<(expiries: TagExpiries) => void>} */
  listeners: new Set(),
  /** @type {Map<string, { expired: number, learned: number }>} the expiry of each tag last announced, and when the process learned of it */
  announced: new Map(),
}));

/**
 * Calls `listener` with every later expiry of tags on this process, from any bundle.
 * @param {(expiries: TagExpiries) => void} listener
 * @returns {() => void} stops listening
 */
export function onTagExpiry(listener) {
  expiries.listeners.add(listener);
  return () => expiries.listeners.delete(listener);
}

/**
 * Tells every listener of the process of the expiries among tag states (`{ stale, expired }` by tag, as
 * the process's tag manifest holds them after a revalidation, or as another instance shared them): the
 * tags whose `expired` time has come and was not announced yet. A stale mark (`'max'`: kept while
 * re-rendered in the background) expires far later, or keeps an earlier publish's expiry, and is none. A
 * listener that throws is logged; the others are still told.
 * @param {Iterable<[string, { expired?: number } | undefined]>} states
 */
export function announceTagExpiries(states, now = Date.now()) {
  /** @type {TagExpiries} */
  const fresh = new Map();
  for (const [tag, state] of states) {
    const expired = state?.expired;
    if (typeof expired !== 'number' || expired > now || expired === expiries.announced.get(tag)?.expired) continue;
    expiries.announced.set(tag, { expired, learned: now });
    fresh.set(tag, expired);
  }
  if (fresh.size === 0) return;
  for (const listener of expiries.listeners) {
    try {
      listener(fresh);
    } catch (error) {
      console.error(`[cache] the expiry of ${[...fresh.keys()].join(', ')} could not be passed on: ${error?.message ?? error}`);
    }
  }
}

/**
 * The stamp of a cache entry whose work began at `began`, given what the process learned of its tags'
 * expiries (`tags`): `began`, or just before an expiry that came before it but that the process learned
 * of only after it. Another instance's publish reaches this one a moment after it was made (through
 * Redis); work begun in that moment was judged, and may have read its data from the cache, as if the
 * publish had not come, so it must not pass for newer than the publish: its entry is renewed on its next read.
 * @param {number} began
 * @param {Iterable<string>} tags
 */
export function stampBeforeUnlearnedExpiries(began, tags) {
  let stamp = began;
  for (const tag of tags) {
    const expiry = expiries.announced.get(tag);
    if (expiry && expiry.expired <= began && began < expiry.learned) stamp = Math.min(stamp, expiry.expired - 1);
  }
  return stamp;
}
