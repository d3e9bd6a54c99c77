import 'server-only';
import { backendClient, backendSource } from '@/lib/cms/connection';
import { contentSyncTiming } from '@/lib/content-sync/content-sync';
import { readWholeCollection } from '@/lib/content-sync/sync-reads';
import { storeCollections, type StoreCollection } from './collections';
import { createContentStore } from './content-store';
import { writeCopyFile } from './copy-files';
import { isStoredRecord } from './stored-records';

/**
 * The copy a build is made from (scripts/site-build.mjs, before `next build`): every collection read
 * whole from the source once, written into `folder`. The build's pages read it (`CONTENT_STORE_SEED`),
 * and it goes into the dist folder, where every instance of the build starts from it. Rejects when the
 * source fails: no build is made without its content.
 */
export async function writeBuildSeed(folder: string): Promise<Record<StoreCollection, number>> {
  const client = backendClient({ reader: 'content sync: build', timeoutMs: contentSyncTiming.readTimeoutMs });
  const store = createContentStore({ source: backendSource(), fileUrl: client.fileUrl, folders: {}, fill: (collection) => readWholeCollection(client, collection) });
  const counts = {} as Record<StoreCollection, number>;
  for (const collection of storeCollections) {
    const copy = await store.copyOf(collection);
    await writeCopyFile(folder, copy);
    counts[collection] = [...copy.entries.values()].filter(isStoredRecord).length;
  }
  return counts;
}
