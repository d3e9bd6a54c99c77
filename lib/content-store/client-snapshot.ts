import type { BackendClient } from '@/lib/cms/client';
import { checkedRecords } from '@/lib/cms/record-checks';
import { locales } from '@/lib/routing/locales';
import { snapshotOf, type CollectionSnapshots } from './collection-snapshot';
import { wholeRecordsQuery, type StoreCollection } from './collections';

/**
 * A collection as a client reads it now, shown as the store shows its records (checked, with clean
 * slugs, newest first; what is wrong reported to the client's listener): an editor's preview reads the
 * latest versions this way.
 */
export async function snapshotThrough<Collection extends StoreCollection>(client: BackendClient, collection: Collection): Promise<CollectionSnapshots[Collection]> {
  const read = (await Promise.all(locales.map((locale) => client.read(collection, wholeRecordsQuery(collection, locale))))).flat();
  const raws = [...new Map(read.map((record) => [record.id, record])).values()];
  return snapshotOf(collection, { records: checkedRecords(raws, collection, client.onRecordIssue).map((record) => ({ record })), fileUrl: client.fileUrl });
}
