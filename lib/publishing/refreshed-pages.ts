import 'server-only';
import type { BackendClient } from '@/lib/cms/client';
import { listDownloads } from '@/lib/records/downloads';
import { listCollection } from '@/lib/records/record-collections';
import { addressesOfRecord, type AddressChange } from '@/lib/records/address-book';
import { noteAddresses } from '@/lib/records/address-book-store';
import { addressesTag, listTags, recordsTag, recordTag } from '@/lib/records/tags';
import { locales, type Locale } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';
import { isRecordCollection, recordRoutes, type RecordCollection } from '@/lib/routing/record-routes';
import type { RouteId } from '@/lib/routing/route-table';
import { newsCategoryFilters } from '@/lib/news/news-category-filter';
import { newsListFirstRoute, newsListLocations, newsListPath, newsListSizes } from '@/lib/news/news-list-routes';
import { readNewsRecord, type NewsItem } from '@/lib/records/news-items';
import type { JobOffer } from '@/lib/records/job-offers';
import { newsFeedPath } from '@/lib/news/news-rss';
import { fewAtATime } from './few-at-a-time';
import type { RevalidationType } from './webhook-body';

/** The fixed pages built from each type's records, in both languages: for news page 1 of every list (all news, each category). */
const listPages: Record<RevalidationType, readonly RouteId[]> = {
  jobs: [recordRoutes.jobs.list],
  news: newsCategoryFilters.map(newsListFirstRoute),
  downloads: ['downloads'],
};

/** The other documents built from each type's records: the sitemap lists jobs and news, the feeds news. */
const otherDocuments: Record<RevalidationType, readonly string[]> = {
  jobs: ['/sitemap.xml'],
  news: ['/sitemap.xml', ...locales.map(newsFeedPath)],
  downloads: [],
};

/** The pages and documents of a type that do not depend on its records: its lists, the sitemap, the feeds. */
export function fixedPagesOf(type: RevalidationType): string[] {
  return [...listPages[type].flatMap((id) => locales.map((locale) => localizedPath(id, locale))), ...otherDocuments[type]];
}

/** A record whose pages a publish refreshed: its id, language and every address it has had (the current one first, if it has one). */
export interface ChangedRecord {
  id: string;
  locale: Locale;
  paths: string[];
}

/** What one publish refreshes: the tags it expires, the paths to purge, and the records it changed. */
export interface PublishedChange {
  tags: string[];
  paths: string[];
  records: ChangedRecord[];
}

type Reading = { locale: Locale; records: (JobOffer | NewsItem)[]; change: AddressChange; furtherListPages: string[] };

/** One language's records of a collection, read fresh, and what they changed in its address book. */
async function readLanguage(collection: RecordCollection, locale: Locale, client: BackendClient): Promise<Reading> {
  const records = await listCollection(collection, locale, client);
  const change = await noteAddresses(collection, locale, new Map(records.map((record) => [record.id, record.slug])));
  // The further pages of every news list (page 1 of each is a fixed page): `/news/seite/2/`, …
  const furtherListPages =
    collection === 'news'
      ? newsListLocations(newsListSizes(records as NewsItem[]))
          .filter((location) => location.page > 1)
          .map((location) => newsListPath(locale, location))
      : [];
  return { locale, records, change, furtherListPages };
}

/** How many of a publish's named records are read at once. */
const recordReadsAtOnce = 6;

/**
 * Each named news record read as its article's page reads it, so the reading of the publish includes
 * what those pages render from (`last-known-reads.ts` keeps it as the publish's reading: their re-render
 * answers from it when the CMS is slow). Only a help: a record that cannot be read is read by its page.
 */
async function readNamedRecords(type: RevalidationType, ids: readonly string[] | undefined, client: BackendClient): Promise<void> {
  if (type !== 'news' || ids === undefined) return;
  await fewAtATime(ids, recordReadsAtOnce, (id) => readNewsRecord(id, client).catch(() => undefined));
}

/**
 * What a publish of a type refreshes, its records read fresh from the backend through `client` (rejects
 * with `BackendError` when the backend does not answer). Always the type's lists (every page of every
 * list, the sitemap, the feeds: its list tag). Then, with `ids`, the pages of those records and of every
 * record whose address came, went or moved, at each address they have had; without, every record's
 * page. The addresses tag expires when an address changed, so record pages find their record.
 */
export async function publishedChangeOf(type: RevalidationType, ids: readonly string[] | undefined, client: BackendClient): Promise<PublishedChange> {
  const fixed = fixedPagesOf(type);
  if (!isRecordCollection(type)) {
    await Promise.all(locales.map((locale) => listDownloads(locale, client)));
    return { tags: listTags(type), paths: fixed, records: [] };
  }
  const [readings] = await Promise.all([Promise.all(locales.map((locale) => readLanguage(type, locale, client))), readNamedRecords(type, ids, client)]);
  const addressesChanged = readings.some((reading) => reading.change.changed);
  const moved = new Set(readings.flatMap((reading) => reading.change.records));
  const named = new Set(ids);
  // Whose pages to refresh: every record for a type-wide publish; else the named and the moved ones, and
  // (when an address changed) their translations, whose alternate links name those addresses.
  const changedKeys = new Set(readings.flatMap((reading) => reading.records.filter((record) => named.has(record.id) || moved.has(record.id)).map((record) => record.translationKey)));
  const refreshes = (record: JobOffer | NewsItem) => ids === undefined || named.has(record.id) || moved.has(record.id) || (addressesChanged && changedKeys.has(record.translationKey));
  const records: ChangedRecord[] = [];
  for (const reading of readings) {
    const shown = reading.records.filter(refreshes).map((record) => record.id);
    const gone = [...reading.change.records, ...(ids ?? [])].filter((id) => reading.change.book.current[id] === undefined && addressesOfRecord(reading.change.book, id).length > 0);
    for (const id of new Set([...shown, ...gone])) {
      records.push({ id, locale: reading.locale, paths: addressesOfRecord(reading.change.book, id).map((slug) => localizedPath(recordRoutes[type].record, reading.locale, { slug })) });
    }
  }
  const tags = [
    ...listTags(type),
    ...(ids === undefined ? [recordsTag(type)] : [...new Set(records.map((record) => record.id))].map((id) => recordTag(type, id))),
    ...(addressesChanged || ids === undefined ? [addressesTag(type)] : []),
  ];
  const paths = [...fixed, ...readings.flatMap((reading) => reading.furtherListPages), ...records.flatMap((record) => record.paths)];
  return { tags, paths: [...new Set(paths)], records };
}
