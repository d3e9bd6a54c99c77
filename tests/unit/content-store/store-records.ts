import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resourcesOf, type DeserializedResource } from '@/lib/cms/json-api-document';
import type { StoreCollection } from '@/lib/content-store/collections';
import type { CollectionUpdate } from '@/lib/content-store/content-store';
import { fileResource, jobResource, newsResource } from '../cms/wire-records';

/** Records as the sync hands them to the store: as the CMS sends them, deserialized (their files resolved). */
export function deserialized(data: unknown[], included: unknown[] = []): DeserializedResource[] {
  return resourcesOf({ data, included }).records;
}

/** Article `n` of a language: slug `meldung-<n>`, the higher the number the newer, its image included. */
export function article(n: number, { locale = 'de', ...overrides }: Record<string, unknown> & { locale?: 'de' | 'en' } = {}): DeserializedResource {
  const id = `${locale}-${n}`;
  const [record] = deserialized(
    [newsResource(id, `img-${id}`, null, { locale, slug: `meldung-${n}`, translationKey: `meldung-${n}`, title: `Meldung ${n}`, publishedAt: new Date(Date.UTC(2025, 0, 1) + n * 86_400_000).toISOString(), ...overrides })],
    [fileResource(`img-${id}`)],
  );
  return record!;
}

/** Job `n` of a language, the higher the number the newer. */
export function job(n: number, { locale = 'de', ...overrides }: Record<string, unknown> & { locale?: 'de' | 'en' } = {}): DeserializedResource {
  return deserialized([jobResource(`${locale}-${n}`, { locale, slug: `stelle-${n}`, translationKey: `stelle-${n}`, title: `Stelle ${n} (m/w/d)`, publishedAt: new Date(Date.UTC(2025, 0, 1) + n * 86_400_000).toISOString(), ...overrides })])[0]!;
}

let clock = Date.now();
/** A moment later than every one before it in the test file. */
export const later = () => (clock += 1000);

/** An update as a sync makes it: `whole` (every record of the collection) or of some records, read now. */
export function update(collection: StoreCollection, records: DeserializedResource[], options: { whole?: boolean; withdrawn?: string[]; readAt?: number } = {}): CollectionUpdate {
  return { collection, readAt: options.readAt ?? later(), whole: options.whole ?? false, records: new Map(records.map((record) => [record.id, record])), withdrawn: options.withdrawn ?? [] };
}

/** A folder of its own for a store's copy. */
export const folder = (name: string) => mkdtempSync(join(tmpdir(), `lumoplast-${name}-`));
