import { createHash } from 'node:crypto';
import type { DeserializedResource } from '@/lib/cms/json-api-document';
import type { StoreCollection } from './collections';

/**
 * A record as the content store keeps it: exactly as the CMS sent it (deserialized, its files resolved
 * from `included`), checked by its schema only when it is shown, so a store written by an older build of
 * the site serves a newer one as well.
 */
export interface StoredRecord {
  /** The record as the CMS sent it. */
  raw: DeserializedResource;
  /** Of its canonical JSON: whether a read brought anything new (`recordDigest`). */
  digest: string;
  /** When the read that brought it began (ms since the epoch): of two reads of one record, the later one's stays. */
  readAt: number;
  /** The clean slugs it had before its current one, each with when it stopped being its own (ms). */
  former: Readonly<Record<string, number>>;
}

/**
 * A record the CMS no longer publishes, remembered for a day (`tombstoneLifetimeMs`): a read that began
 * before the withdrawal and is written after it must not bring the record back, and a publish that names
 * it later still learns the addresses it had (its language, its clean slug then, then its former ones).
 */
export interface Tombstone {
  deleted: true;
  readAt: number;
  locale?: string;
  addresses?: string[];
}

export type StoredEntry = StoredRecord | Tombstone;

export const tombstoneLifetimeMs = 24 * 60 * 60 * 1000;

export const isStoredRecord = (entry: StoredEntry | undefined): entry is StoredRecord => entry !== undefined && !('deleted' in entry);

/** A JSON text of a value with every object's keys in order: the same record always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
    return `{${entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export const digestOf = (text: string): string => createHash('sha1').update(text).digest('base64url');

/** The digest of a record as the CMS sent it. */
export const recordDigest = (raw: DeserializedResource): string => digestOf(canonicalJson(raw));

/**
 * One collection as the store holds it, wherever it is kept (the process, a file, Redis): every record
 * by id, and how current it is.
 */
export interface CollectionCopy {
  collection: StoreCollection;
  /** Where the records come from (`backendSource()`): a copy of another source is never served. */
  source: string;
  /** When the newest read applied to it began (ms): of two copies, the later one is the more current. */
  syncedAt: number;
  /** When the newest read of the whole collection applied to it began (ms); 0 when none was. */
  fullSyncAt: number;
  entries: ReadonlyMap<string, StoredEntry>;
}

/** A copy that holds nothing yet. */
export const emptyCopy = (collection: StoreCollection, source: string): CollectionCopy => ({ collection, source, syncedAt: 0, fullSyncAt: 0, entries: new Map() });
