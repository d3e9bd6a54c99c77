import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SharedCacheHandler from '@/lib/instances/cache-handler.mjs';
import { nodeFs } from '@/lib/instances/next-cache-internals.mjs';

/**
 * Cache handlers as Next.js makes them, one per instance, each with a local cache folder of its own:
 * `serverDistDir` stands for `.next/server`, and FileSystemCache keeps fetched data beside it
 * (`.next/cache/fetch-cache`), so that too is in the instance's folder. `removeFolders()` after the tests.
 */
export function cacheHandlerInstances() {
  const folders: string[] = [];
  return {
    instance(): SharedCacheHandler {
      const folder = mkdtempSync(join(tmpdir(), 'lumoplast-cache-'));
      folders.push(folder);
      return new SharedCacheHandler({ fs: nodeFs, serverDistDir: join(folder, 'server'), flushToDisk: true, revalidatedTags: [], maxMemoryCacheSize: 0 });
    },
    removeFolders() {
      for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** A data-cache entry of a read of the CMS's `type` (tagged with it), and the context Next.js reads it with. */
export function fetchOf(type: 'jobs' | 'news') {
  return {
    entry: (body: string) => ({ kind: 'FETCH', data: { headers: {}, body, url: `https://cms.example.com/v1/${type}`, status: 200 }, revalidate: 3600 }),
    context: { kind: 'FETCH', fetchCache: true, tags: [type], revalidate: 3600 } as const,
  };
}
