import type { BackendQuery } from '@/lib/cms/query';
import type { ReadableType } from '@/lib/cms/resources/registry';
import type { Locale } from '@/lib/routing/locales';

/** The collections the content store keeps: every record the CMS publishes of these types, with their files. */
export const storeCollections = ['jobs', 'news', 'downloads'] as const satisfies readonly ReadableType[];

export type StoreCollection = (typeof storeCollections)[number];

export const isStoreCollection = (value: unknown): value is StoreCollection => typeof value === 'string' && (storeCollections as readonly string[]).includes(value);

/**
 * How the sync reads a collection (the CMS contract, docs/architecture.md):
 * - `include`: what makes a record whole (a news item's image and PDF, a download's file);
 * - `addressFields`: the sparse read of every record's identity (`fields[news]=…`), which shows records
 *   that came, went or moved without reading them whole: what gives a record its clean slug, and the key
 *   it shares with its translation.
 */
const reads: Record<StoreCollection, { include: readonly string[]; addressFields: readonly string[] }> = {
  jobs: { include: [], addressFields: ['locale', 'slug', 'title', 'publishedAt', 'translationKey'] },
  news: { include: ['image', 'articlePdf'], addressFields: ['locale', 'slug', 'title', 'publishedAt', 'translationKey'] },
  downloads: { include: ['file'], addressFields: ['locale', 'title', 'publishedAt', 'translationKey'] },
};

/** The records of a collection are read 50 to a page (the CMS contract's page size). */
const pageSize = 50;

/** The query of every whole record of a collection in a language, newest first. */
export function wholeRecordsQuery(collection: StoreCollection, locale: Locale): BackendQuery {
  const { include } = reads[collection];
  return { filter: { locale }, sort: '-publishedAt', ...(include.length > 0 && { include: [...include] }), page: { size: pageSize } };
}

/** The query of one record, whole. */
export function wholeRecordQuery(collection: StoreCollection): BackendQuery {
  const { include } = reads[collection];
  return include.length > 0 ? { include: [...include] } : {};
}

/** The query of the addresses of every record of a collection in a language (a sparse read). */
export function addressesQuery(collection: StoreCollection, locale: Locale): BackendQuery {
  return { filter: { locale }, sort: '-publishedAt', fields: { [collection]: [...reads[collection].addressFields] }, page: { size: pageSize } };
}

/** The fields of a record its addresses read holds, besides its id. */
export const addressFieldsOf = (collection: StoreCollection): readonly string[] => reads[collection].addressFields;
