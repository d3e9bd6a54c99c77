import { after } from 'next/server';
import { edgePurgeUrls } from '@/lib/edge/edge-caches';
import { pathKey } from '@/lib/edge/cache-keys';
import type { RevalidationType } from './webhook-body';

/** Keys per purge request: a request header stays well under Varnish's 8 KiB per header even with long paths. */
const keysPerRequest = 40;
const purgeTimeoutMs = 3000;

/**
 * After a publish: tells every cache in front (`EDGE_PURGE_URLS`) to purge the keys of the expired
 * tags (the answers built from them carry the same keys, `lib/edge/cache-keys.ts`) and of the refreshed paths (`PURGE` with the keys in `xkey-purge`; Varnish's
 * `xkey.purge`, deploy/varnish/lumoplast.vcl), so the next visit through the cache renders anew.
 * Answers the caches whose purge failed; each failure is logged once here. The publish counts either way:
 * the tags are expired already, and the cache's own time limit ends what it keeps.
 */
export function purgeEdgeCaches(
  type: RevalidationType,
  tags: readonly string[],
  paths: readonly string[],
  caches: readonly string[] = edgePurgeUrls(),
  /** Caches whose failure was logged already (the repeat after the answer). */
  loggedFailures: readonly string[] = [],
): Promise<string[]> {
  return sendPurges(type, 'xkey-purge', [...tags, ...paths.map(pathKey)], caches, loggedFailures);
}

/**
 * Like `purgeEdgeCaches`, but the caches keep their copies to serve while they fetch the new ones
 * (`xkey-softpurge`; Varnish's `xkey.softpurge` and grace): for pages whose render may wait on a slow
 * CMS, so that no visitor waits for it. The first visit after gets the copy from before and starts the fetch.
 */
export function expireEdgeCopies(type: RevalidationType, tags: readonly string[], paths: readonly string[], caches: readonly string[] = edgePurgeUrls()): Promise<string[]> {
  return sendPurges(type, 'xkey-softpurge', [...tags, ...paths.map(pathKey)], caches, []);
}

async function sendPurges(type: RevalidationType, header: 'xkey-purge' | 'xkey-softpurge', keys: readonly string[], caches: readonly string[], loggedFailures: readonly string[]): Promise<string[]> {
  if (caches.length === 0 || keys.length === 0) return [];
  const batches: string[][] = [];
  for (let start = 0; start < keys.length; start += keysPerRequest) batches.push(keys.slice(start, start + keysPerRequest));
  const failed: string[] = [];
  await Promise.all(
    caches.map(async (cache) => {
      try {
        for (const batch of batches) {
          const answer = await fetch(cache, { method: 'PURGE', headers: { [header]: batch.join(' ') }, signal: AbortSignal.timeout(purgeTimeoutMs) });
          await answer.body?.cancel();
          if (answer.status !== 200) throw new Error(`it answered ${answer.status}`);
        }
      } catch (error) {
        failed.push(cache);
        if (!loggedFailures.includes(cache)) console.warn(`[revalidate] ${type}: the purge of the cache ${cache} failed (${error instanceof Error ? error.message : String(error)}); it serves what it has until its time limit`);
      }
    }),
  );
  return failed;
}

/**
 * The webhook's purge: at once (its failures go into the webhook's answer), and once more after the
 * answer. Next.js writes the expired tag to Redis as the answer ends, so a page another instance
 * rendered from the old state in between, and the cache stored, goes too.
 */
export async function purgeEdgeCachesAfterRevalidation(
  type: RevalidationType,
  tags: readonly string[],
  paths: readonly string[],
  caches: readonly string[] = edgePurgeUrls(),
): Promise<string[]> {
  if (caches.length === 0) return [];
  const failed = await purgeEdgeCaches(type, tags, paths, caches);
  after(() => purgeEdgeCaches(type, tags, paths, caches, failed));
  return failed;
}
