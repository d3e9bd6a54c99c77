// Marking cache tags stale from code that runs outside a request. Next.js's `revalidateTag` works only
// inside a route handler or a Server Action; the CMS reads' recovery (a read answered from what the
// site last knew, once the CMS answers again) runs in the background, after the request that needed it.
// The cache handler (lib/instances/cache-handler.mjs, loaded by Node.js itself) registers its own
// revalidation here, so any bundle of the process reaches it. Plain JavaScript for that reason.
import { processState } from './process-state.mjs';
import { othersSettled, settlingTimeoutMs } from './tag-sharing.mjs';
import { workUnderWay } from './work-starts.mjs';

const registry = processState('cache.tagRevalidation', () => ({ revalidate: undefined }));

/**
 * Called by the cache handler as it is made.
 * @param {(tags: string[], durations: { expire?: number }) => Promise<void>} revalidate
 */
export function registerTagRevalidation(revalidate) {
  registry.revalidate = revalidate;
}

/**
 * What `revalidateTag(tag, 'max')` does, outside a request: everything built from `tags` is served
 * once more as it is and re-rendered in the background, on this instance and, through Redis, on every
 * other. Resolves false when the process has no cache handler yet (nothing is cached, so nothing is stale).
 * @param {string[]} tags
 * @returns {Promise<boolean>}
 */
export async function markTagsStale(tags) {
  if (!registry.revalidate || tags.length === 0) return false;
  await registry.revalidate(tags, {});
  return true;
}

/**
 * What `revalidateTag(tag, { expire: 0 })` does, made before the webhook answers rather than after
 * (Next.js applies a route handler's revalidations once its answer is on its way): everything built
 * from `tags` renders anew on its next request, on this instance and, through Redis, on every other.
 * Resolves once the re-renders begun before each instance knew of the expiry have ended, here and on
 * every instance that heard of it (each waited `settlingTimeoutMs` at most), so the very next visit of
 * every page is rendered after the publish. Resolves false when the process has no cache handler yet.
 * @param {string[]} tags
 * @returns {Promise<boolean>}
 */
export async function expireTags(tags) {
  if (!registry.revalidate || tags.length === 0) return false;
  await registry.revalidate(tags, { expire: 0 });
  // Every render begun before the expiry was in the manifest may have judged its page stale rather than expired.
  const known = Date.now();
  await Promise.all([workUnderWay().settled(known, settlingTimeoutMs), othersSettled(tags)]);
  return true;
}
