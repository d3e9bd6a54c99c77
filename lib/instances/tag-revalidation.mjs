// Marking cache tags stale from code that runs outside a request. Next.js's `revalidateTag` works only
// inside a route handler or a Server Action; the CMS reads' recovery (a read answered from what the
// site last knew, once the CMS answers again) runs in the background, after the request that needed it.
// The cache handler (lib/instances/cache-handler.mjs, loaded by Node.js itself) registers its own
// revalidation here, so any bundle of the process reaches it. Plain JavaScript for that reason.
import { processState } from './process-state.mjs';

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
