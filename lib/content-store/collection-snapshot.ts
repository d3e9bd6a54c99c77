import type { FileUrlResolver } from '@/lib/cms/resources/file';
import { toDownload, type Download, type DownloadRecord } from '@/lib/cms/resources/download';
import { toJobOffer, type JobOffer, type JobRecord } from '@/lib/cms/resources/job-offer';
import { toNewsItem, type NewsItem, type NewsRecord } from '@/lib/cms/resources/news-item';
import type { BackendRecord } from '@/lib/cms/resources/registry';
import { assignRecordSlugs, type SluggedRecord } from '@/lib/records/record-slug';
import { locales, type Locale } from '@/lib/routing/locales';
import type { StoreCollection } from './collections';

/** A record of a collection that has pages of its own, as a page shows it: its clean slug, and the slug as the CMS spells it. */
interface SluggedItem {
  id: string;
  locale: Locale;
  translationKey: string;
  slug: string;
  cmsSlug: string | null;
  publishedAt: string | null;
}

/** The records of one language of a collection with pages of their own, newest first, and how a path finds one. */
export interface SluggedShelf<Item extends SluggedItem> {
  items: readonly Item[];
  bySlug: ReadonlyMap<string, Item>;
  byTranslationKey: ReadonlyMap<string, Item>;
  /** The CMS's own spelling of a slug (NFC) that is not a clean slug of the language: the clean slug it leads to. */
  spellings: ReadonlyMap<string, string>;
  /** An address a record had and no record has now: the record's current slug. */
  formerSlugs: ReadonlyMap<string, string>;
}

/** The records of one language of a collection without pages of their own (downloads), newest first. */
export interface PlainShelf<Item extends { translationKey: string }> {
  items: readonly Item[];
  byTranslationKey: ReadonlyMap<string, Item>;
}

/** What the site shows of each collection, in each language. */
export interface CollectionSnapshots {
  jobs: Record<Locale, SluggedShelf<JobOffer>>;
  news: Record<Locale, SluggedShelf<NewsItem>>;
  downloads: Record<Locale, PlainShelf<Download>>;
}

/** A record to show, checked by its schema (`checkedRecords`), and the clean slugs it had before (`StoredRecord.former`). */
export interface RecordToShow<Record = BackendRecord<StoreCollection>> {
  record: Record;
  former?: Readonly<globalThis.Record<string, number>>;
}

const publishedTime = (item: { publishedAt: string | null }): number => {
  const time = item.publishedAt === null ? Number.NaN : Date.parse(item.publishedAt);
  return Number.isFinite(time) ? time : Number.NEGATIVE_INFINITY;
};

/** Newest first, as the CMS sorts them (`sort=-publishedAt`); records without a date last; of one instant, by id. */
function newestFirst<Item extends { id: string; publishedAt: string | null }>(items: Item[]): Item[] {
  return items.sort((left, right) => publishedTime(right) - publishedTime(left) || (left.id < right.id ? -1 : left.id > right.id ? 1 : 0));
}

/** The shelf of one language's records with pages of their own: newest first, and the lookups of a path (`formerOf`: each record's former addresses). */
export function sluggedShelf<Item extends SluggedItem>(items: Item[], formerOf: (id: string) => Readonly<Record<string, number>> = () => ({})): SluggedShelf<Item> {
  const ordered = newestFirst(items);
  const bySlug = new Map(ordered.map((item) => [item.slug, item]));
  const spellings = new Map<string, string>();
  for (const item of ordered) {
    if (item.cmsSlug !== null && !bySlug.has(item.cmsSlug)) spellings.set(item.cmsSlug.normalize('NFC'), item.slug);
  }
  // An address two records had leads to the one that left it last; one a record has now is no former one.
  const latest = new Map<string, { slug: string; leftAt: number }>();
  for (const item of ordered) {
    for (const [slug, leftAt] of Object.entries(formerOf(item.id))) {
      if (bySlug.has(slug) || (latest.get(slug)?.leftAt ?? -1) > leftAt) continue;
      latest.set(slug, { slug: item.slug, leftAt });
    }
  }
  return {
    items: ordered,
    bySlug,
    byTranslationKey: new Map(ordered.map((item) => [item.translationKey, item])),
    spellings,
    formerSlugs: new Map([...latest].map(([slug, { slug: current }]) => [slug, current])),
  };
}

type Derive = {
  records: readonly RecordToShow[];
  fileUrl: FileUrlResolver;
};

/** The records of one language. */
function ofLocale<Record extends { locale: Locale }>({ records }: Derive, locale: Locale): Record[] {
  return records.flatMap(({ record }) => (record.locale === locale ? [record as unknown as Record] : []));
}

const formerLookup = (records: readonly RecordToShow[]) => {
  const byId = new Map(records.map(({ record, former }) => [record.id, former ?? {}]));
  return (id: string) => byId.get(id) ?? {};
};

/** Each language's records of a collection with pages of their own, shown by `toItem` with their clean slugs (`assignRecordSlugs`, over all records of the language), newest first. */
function sluggedShelves<Record extends SluggedRecord & { id: string; locale: Locale }, Item extends SluggedItem>(
  derive: Derive,
  toItem: (record: Record, slug: string) => Item,
): globalThis.Record<Locale, SluggedShelf<Item>> {
  const former = formerLookup(derive.records);
  return Object.fromEntries(
    locales.map((locale) => {
      const records = ofLocale<Record>(derive, locale);
      const slugs = assignRecordSlugs(records);
      return [locale, sluggedShelf(records.map((record) => toItem(record, slugs.get(record.id) as string)), former)];
    }),
  ) as globalThis.Record<Locale, SluggedShelf<Item>>;
}

/** Each language's job offers. */
const jobsSnapshot = (derive: Derive): CollectionSnapshots['jobs'] => sluggedShelves<JobRecord, JobOffer>(derive, toJobOffer);

/** Each language's news, their files' addresses resolved. */
const newsSnapshot = (derive: Derive): CollectionSnapshots['news'] =>
  sluggedShelves<NewsRecord, NewsItem>(derive, (record, slug) => toNewsItem(record, slug, derive.fileUrl));

/** Each language's downloads, newest first. */
function downloadsSnapshot(derive: Derive): CollectionSnapshots['downloads'] {
  return Object.fromEntries(
    locales.map((locale) => {
      const items = newestFirst(ofLocale<DownloadRecord>(derive, locale).map((record) => toDownload(record, derive.fileUrl)));
      return [locale, { items, byTranslationKey: new Map(items.map((item) => [item.translationKey, item])) }];
    }),
  ) as unknown as CollectionSnapshots['downloads'];
}

/** What the site shows of a collection, from its records. */
export function snapshotOf<Collection extends StoreCollection>(collection: Collection, derive: Derive): CollectionSnapshots[Collection] {
  const made = collection === 'jobs' ? jobsSnapshot(derive) : collection === 'news' ? newsSnapshot(derive) : downloadsSnapshot(derive);
  return made as CollectionSnapshots[Collection];
}
