import 'server-only';
import { pageTag } from '@/lib/edge/cache-keys';
import { expireTags } from '@/lib/instances/tag-revalidation.mjs';
import { purgeEdgeCaches } from '@/lib/publishing/edge-purge';

/**
 * Renews the pages at `paths` after a change of the content store: their tags expire in the page cache
 * (every instance, through Redis), so the next visit renders them from the store, and the caches in front
 * drop them. Answers the caches whose purge failed and whether the expiry reached every instance.
 */
export async function renewPages(what: string, paths: readonly string[]): Promise<{ failedPurges: string[]; shared: boolean }> {
  if (paths.length === 0) return { failedPurges: [], shared: true };
  const shared = await expireTags(paths.map(pageTag));
  return { failedPurges: await purgeEdgeCaches(what, paths), shared };
}
