import 'server-only';
import { BackendError } from '@/lib/cms/backend-error';
import type { BackendClient } from '@/lib/cms/client';
import type { DeserializedResource } from '@/lib/cms/json-api-document';
import { addressFieldsOf, addressesQuery, wholeRecordQuery, wholeRecordsQuery, type StoreCollection } from '@/lib/content-store/collections';
import type { CollectionUpdate } from '@/lib/content-store/content-store';
import { canonicalJson, isStoredRecord, type CollectionCopy } from '@/lib/content-store/stored-records';
import { locales } from '@/lib/routing/locales';
import { fewAtATime } from './few-at-a-time';

/** How many single records a sync reads at once. */
const recordReadsAtOnce = 6;

/** Every record of a collection, whole, in both languages (the build, a publish of a whole type, the reconcile). */
export async function readWholeCollection(client: BackendClient, collection: StoreCollection, now: () => number = Date.now): Promise<CollectionUpdate> {
  const readAt = now();
  const languages = await Promise.all(locales.map((locale) => client.read(collection, wholeRecordsQuery(collection, locale))));
  return { collection, readAt, whole: true, records: new Map(languages.flat().map((record) => [record.id, record])), withdrawn: [] };
}

/** One record whole, or undefined when the CMS has none (a 404: unpublished or deleted). */
async function readRecord(client: BackendClient, collection: StoreCollection, id: string): Promise<DeserializedResource | undefined> {
  try {
    return await client.readOne(collection, id, wholeRecordQuery(collection));
  } catch (error) {
    if (error instanceof BackendError && error.status === 404) return undefined;
    throw error;
  }
}

/** Whether a record's addresses (its sparse read) differ from the record as stored. */
const addressesDiffer = (collection: StoreCollection, sparse: DeserializedResource, stored: DeserializedResource) =>
  addressFieldsOf(collection).some((field) => canonicalJson(sparse[field] ?? null) !== canonicalJson(stored[field] ?? null));

/**
 * What a publish of some records changed (a webhook naming them): those records whole, and the addresses
 * of every record of the collection (a sparse read), which show the records that came, went or moved
 * without naming them; the records among them that are new to the store, or whose addresses changed, are
 * read whole too. A record the store has that neither read finds is withdrawn.
 */
export async function readNamedRecords(
  client: BackendClient,
  collection: StoreCollection,
  ids: readonly string[],
  current: CollectionCopy,
  now: () => number = Date.now,
): Promise<CollectionUpdate> {
  const readAt = now();
  const [addresses, named] = await Promise.all([
    Promise.all(locales.map((locale) => client.read(collection, addressesQuery(collection, locale)))).then((languages) => languages.flat()),
    fewAtATime(ids, recordReadsAtOnce, (id) => readRecord(client, collection, id)),
  ]);
  const records = new Map(named.flatMap((record) => (record ? [[record.id, record] as const] : [])));
  const listed = new Set(addresses.map((record) => record.id));
  const unnamed = addresses.filter((sparse) => {
    if (records.has(sparse.id)) return false;
    const stored = current.entries.get(sparse.id);
    return !isStoredRecord(stored) || addressesDiffer(collection, sparse, stored.raw);
  });
  for (const record of await fewAtATime(unnamed, recordReadsAtOnce, (sparse) => readRecord(client, collection, sparse.id))) {
    if (record) records.set(record.id, record);
  }
  const known = [...current.entries.keys()].filter((id) => isStoredRecord(current.entries.get(id)));
  const withdrawn = [...new Set([...known, ...ids])].filter((id) => !listed.has(id) && !records.has(id));
  return { collection, readAt, whole: false, records, withdrawn };
}
