import 'server-only';
import type { BackendClient } from '@/lib/cms/client';
import { backendClient } from '@/lib/cms/connection';
import { snapshotThrough } from '@/lib/content-store/client-snapshot';
import type { CollectionSnapshots } from '@/lib/content-store/collection-snapshot';
import type { StoreCollection } from '@/lib/content-store/collections';

/**
 * A collection as an editor previews it (draft mode, `/api/preview/`): the latest version of every
 * record, published or not (`resourceVersion=rel:latest-version`), read from the CMS now, never kept;
 * shown through the same views as the content store's records.
 */
export function latestSnapshot<Collection extends StoreCollection>(
  collection: Collection,
  client: BackendClient = backendClient({ reads: 'latest', reader: 'preview' }),
): Promise<CollectionSnapshots[Collection]> {
  return snapshotThrough(client, collection);
}
