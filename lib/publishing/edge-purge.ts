import { edgePurgeUrls } from '@/lib/edge/edge-caches';
import { pathKey } from '@/lib/edge/cache-keys';

/** Keys per purge request: a request header stays well under Varnish's 8 KiB per header even with long paths. */
const keysPerRequest = 40;
const purgeTimeoutMs = 3000;

/**
 * The caches whose last purge failed. A cache's failure is logged when it begins, not again for every
 * change while it lasts (a webhook's renewals, the reconcile's, the other webhooks'), and its end when a
 * purge of it succeeds again.
 */
const failingCaches = new Set<string>();

/**
 * Tells every cache in front (`EDGE_PURGE_URLS`) to purge the answers of `paths` (`PURGE` with their
 * keys in `xkey-purge`; Varnish's `xkey.purge`, deploy/varnish/lumoplast.vcl), so the next visit through
 * the cache is answered by an instance. Answers the caches whose purge failed. The change counts either
 * way: the cache's own time limit ends what it keeps.
 */
export async function purgeEdgeCaches(what: string, paths: readonly string[], caches: readonly string[] = edgePurgeUrls()): Promise<string[]> {
  const keys = paths.map(pathKey);
  if (caches.length === 0 || keys.length === 0) return [];
  const batches: string[][] = [];
  for (let start = 0; start < keys.length; start += keysPerRequest) batches.push(keys.slice(start, start + keysPerRequest));
  const failed: string[] = [];
  await Promise.all(
    caches.map(async (cache) => {
      try {
        for (const batch of batches) {
          const answer = await fetch(cache, { method: 'PURGE', headers: { 'xkey-purge': batch.join(' ') }, signal: AbortSignal.timeout(purgeTimeoutMs) });
          await answer.body?.cancel();
          if (answer.status !== 200) throw new Error(`it answered ${answer.status}`);
        }
        if (failingCaches.delete(cache)) console.info(`[revalidate] ${what}: the purge of the cache ${cache} works again`);
      } catch (error) {
        failed.push(cache);
        if (failingCaches.has(cache)) return;
        failingCaches.add(cache);
        console.warn(`[revalidate] ${what}: the purge of the cache ${cache} failed (${error instanceof Error ? error.message : String(error)}); it serves what it has until its time limit (logged once until a purge of it works again)`);
      }
    }),
  );
  return failed;
}
