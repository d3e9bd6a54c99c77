// Expiring cache tags from any code: a change of the content store renews its pages whether the sync runs
// in the webhook's route handler or on the reconcile's timer, outside any request (where Next.js's
// `revalidateTag` does not work). Plain JavaScript, beside the cache handler whose tag states it writes.
import { tagsManifest } from './next-cache-internals.mjs';
import { sharedRedis } from './redis-connection.mjs';
import { mergeTagState, shareTagStates } from './tag-sharing.mjs';

/**
 * What `revalidateTag(tag, { expire: 0 })` does, at once: every page and read built from `tags` renders
 * anew on its next request, on this instance and, through Redis, on every other (resolves false when
 * Redis did not answer: the others learn of it once it is back, `tag-sharing.mjs`).
 * @param {string[]} tags
 * @returns {Promise<boolean>}
 */
export async function expireTags(tags) {
  if (tags.length === 0) return true;
  const now = Date.now();
  for (const tag of tags) tagsManifest.set(tag, mergeTagState(tagsManifest.get(tag), { stale: now, expired: now }, now));
  return sharedRedis() === undefined || shareTagStates(tags);
}
