import 'server-only';
import type { Locale } from '@/lib/routing/locales';
import type { RecordCollection } from '@/lib/routing/record-routes';
import { BackendError } from '../cms/backend-error';
import type { BackendClient } from '../cms/client';
import { backendClient } from '../cms/connection';
import { listCollection } from '../records/record-collections';
import { cleanSlug } from '../records/record-slug';
import { onTagExpiry } from '@/lib/instances/tag-expiries.mjs';
import { currentSlugOfFormer, type AddressBook } from '../records/address-book';
import { noteAddresses, readAddressBook } from '../records/address-book-store';
import { addressesTag, listTags } from '../records/tags';

/** What a record path is: a record's page, another spelling of one, no record, or unknown (the backend failed). */
export type RecordPathVerdict =
  | { kind: 'record' }
  | { kind: 'spelling'; slug: string }
  | { kind: 'none' }
  | { kind: 'unknown' };

type Slugs = {
  clean: ReadonlySet<string>;
  spellings: ReadonlyMap<string, string>;
  /** The book of every address the collection's records had: a former one leads to its record's current slug. */
  book: AddressBook;
  /** How many records the collection's list holds (key '') and how many each group of it holds (a news category). */
  sizes: ReadonlyMap<string, number>;
};

/** The key of the whole list in `sizes`. */
const wholeList = '';

type Entry = {
  slugs: Slugs | undefined;
  readAt: number;
  /** The one read of the list under way, and when it began. */
  reading: Promise<void> | undefined;
  readingSince: number;
  /** When a publish of the collection was heard that no finished read has caught up with. */
  outdatedSince: number | undefined;
};

/**
 * Whether a read begun at `began` reads the collection as it is after the publish heard at
 * `outdatedSince`. A read begun in the very millisecond cannot be told from one begun before: only a later one does.
 */
const readsAfterPublish = (began: number, outdatedSince: number | undefined): boolean => outdatedSince === undefined || began > outdatedSince;

/**
 * - `maxAgeMs`: a list older is read again in the background;
 * - `missRetryMs`: a slug the list lacks makes it read again at most this often;
 * - `waitMs`: how long after a read began a request may still wait for it: a path the list lacks (or
 *   any path, while no list is known) waits for a read due anyway, in case it finds the path, but never
 *   longer. (While the CMS does not answer, a read answers at once from the client's last good answer.)
 */
export const recordPathTiming = { maxAgeMs: 60_000, missRetryMs: 2_000, waitMs: 1_500 };

const spellingKey = (slug: string): string => slug.normalize('NFC');

async function readSlugs(collection: RecordCollection, locale: Locale, client: BackendClient): Promise<Slugs> {
  const records = await listCollection(collection, locale, client);
  const { book } = await noteAddresses(collection, locale, new Map(records.map((record) => [record.id, record.slug])));
  const clean = new Set(records.map((record) => record.slug));
  const spellings = new Map<string, string>();
  for (const record of records) {
    if (record.cmsSlug !== null && !clean.has(record.cmsSlug)) spellings.set(spellingKey(record.cmsSlug), record.slug);
  }
  const sizes = new Map<string, number>([[wholeList, records.length]]);
  for (const record of records) {
    const group = 'category' in record ? record.category : null;
    if (group !== null) sizes.set(group, (sizes.get(group) ?? 0) + 1);
  }
  return { clean, spellings, book, sizes };
}

/** A record's page; the CMS's spelling of its slug, or another spelling of its clean slug (`Messe-Düsseldorf`), leads there. */
function verdictOf(slugs: Slugs, slug: string): RecordPathVerdict | undefined {
  if (slugs.clean.has(slug)) return { kind: 'record' };
  const spelled = slugs.spellings.get(spellingKey(slug));
  if (spelled !== undefined) return { kind: 'spelling', slug: spelled };
  const cleaned = cleanSlug(slug);
  if (slugs.clean.has(cleaned)) return { kind: 'spelling', slug: cleaned };
  const moved = currentSlugOfFormer(slugs.book, slug);
  return moved !== undefined && slugs.clean.has(moved) ? { kind: 'spelling', slug: moved } : undefined;
}

/**
 * What the address book says of a path, for a request that came after a publish its list has not caught
 * up with (the webhook writes the book before it expires the tags, on whichever instance it reached).
 */
function verdictOfBook(book: AddressBook, slug: string): RecordPathVerdict {
  if (Object.values(book.current).includes(slug)) return { kind: 'record' };
  const moved = currentSlugOfFormer(book, slug);
  return moved === undefined ? { kind: 'none' } : { kind: 'spelling', slug: moved };
}

/** How many records a list holds: a number, or unknown (the backend failed and no earlier list is known). */
export type ListSizeVerdict = { kind: 'size'; size: number } | { kind: 'unknown' };

export interface RecordPaths {
  verdict(collection: RecordCollection, locale: Locale, slug: string): Promise<RecordPathVerdict>;
  /**
   * How many records of a collection a list holds: all of the language, or those of one group (a news
   * category). At least `atLeast` is looked for as a slug is: a list found shorter is read again
   * (at most every `missRetryMs`, or at once after a publish of the collection), so a page that a
   * publish a moment ago added (`/news/seite/2/`) is found.
   */
  listSize(collection: RecordCollection, locale: Locale, group: string | undefined, atLeast: number): Promise<ListSizeVerdict>;
}

/**
 * What the request interceptor knows of the record pages (`/news/{slug}/`, a job offer's page), so it
 * can answer an unknown record's path with the prerendered 404 page (text in the HTML as served,
 * unlike a `notFound()` rendered on demand: vercel/next.js#62228) and redirect a slug as the CMS spells
 * it (`Messe Düsseldorf`) to the record's clean path, before any page renders.
 *
 * The slugs of each collection (type and language) are read fresh from the backend, one read at a time,
 * and kept; a request answers from the list it knows and never waits on the CMS for long. The list is
 * read again in the background when it is older than `maxAgeMs`, and at once after a publish of its
 * collection (the expiry of its list or addresses tag, which every instance hears: meanwhile the address
 * book decides); a slug the list lacks makes it read again (at most every `missRetryMs`), and that
 * request waits for the read, so a record published a moment ago is found, but `waitMs` at most after
 * the read began: then it answers from the list as it is. A read the CMS fails answers with the client's last good answer of that list
 * (`last-known-reads.ts`), which may be newer than the index's: the webhook's own read of a publish.
 * Without any list (the CMS has never answered) the interceptor lets the page decide. The CMS's
 * failures are logged by its client, once per outage.
 */
export function createRecordPaths(
  client: () => BackendClient = () => backendClient({ reads: 'fresh' }, 'fall-back'),
  now: () => number = Date.now,
): RecordPaths {
  const entries = new Map<string, Entry>();

  // A publish of a collection (the webhook's expiry of its list or its addresses, heard by every instance
  // before the webhook answers) outdates its lists at once: a request waits for the read it starts, and
  // meanwhile the address book decides.
  onTagExpiry((expiries) => {
    for (const [key, entry] of entries) {
      const collection = key.split('/')[0] as RecordCollection;
      if ([...listTags(collection), addressesTag(collection)].some((tag) => expiries.has(tag))) entry.outdatedSince = now();
    }
  });

  function read(entry: Entry, collection: RecordCollection, locale: Locale): void {
    if (entry.reading) return;
    const began = now();
    entry.readingSince = began;
    entry.reading = (async () => {
      try {
        entry.slugs = await readSlugs(collection, locale, client());
        if (readsAfterPublish(began, entry.outdatedSince)) entry.outdatedSince = undefined;
      } catch (error) {
        // The last list stays; the client has logged the CMS's failure (once per outage).
        if (!(error instanceof BackendError)) console.error(`[record paths] the ${collection} (${locale}) could not be read`, error);
      } finally {
        // A failed read counts as a read too: while the backend is down it is tried again only on a miss.
        entry.readAt = now();
        entry.reading = undefined;
      }
    })();
  }

  /** Waits for the read under way, if any, until `waitMs` after it began. */
  async function awaitRead(entry: Entry): Promise<void> {
    const reading = entry.reading;
    const left = recordPathTiming.waitMs - (now() - entry.readingSince);
    if (!reading || left <= 0) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([reading, new Promise((resolve) => (timer = setTimeout(resolve, left)))]);
    clearTimeout(timer);
  }

  /** The entry of a collection, its read started in the background when due. */
  function current(collection: RecordCollection, locale: Locale): Entry {
    const key = `${collection}/${locale}`;
    let entry = entries.get(key);
    if (!entry) {
      entry = { slugs: undefined, readAt: Number.NEGATIVE_INFINITY, reading: undefined, readingSince: 0, outdatedSince: undefined };
      entries.set(key, entry);
    }
    const sinceRead = now() - entry.readAt;
    const outdated = !readsAfterPublish(entry.readingSince, entry.outdatedSince);
    if (outdated || sinceRead > recordPathTiming.maxAgeMs || (entry.slugs === undefined && sinceRead > recordPathTiming.missRetryMs)) {
      read(entry, collection, locale);
    }
    return entry;
  }

  /**
   * What the known list says of a path; when it does not know it, what a read due anyway says if it
   * answers in time: a record published a moment ago, perhaps announced to another instance.
   */
  async function lookUp<Answer>(
    collection: RecordCollection,
    locale: Locale,
    found: (slugs: Slugs) => Answer | undefined,
    missing: (slugs: Slugs) => Answer,
    unknown: Answer,
  ): Promise<Answer> {
    const entry = current(collection, locale);
    if (entry.slugs !== undefined) {
      const known = found(entry.slugs);
      if (known !== undefined) return known;
      if (!entry.reading && now() - entry.readAt > recordPathTiming.missRetryMs) read(entry, collection, locale);
    }
    await awaitRead(entry);
    if (entry.slugs === undefined) return unknown;
    return found(entry.slugs) ?? missing(entry.slugs);
  }

  return {
    async verdict(collection, locale, slug) {
      const entry = current(collection, locale);
      if (entry.outdatedSince !== undefined) {
        await awaitRead(entry);
        if (entry.outdatedSince !== undefined) return verdictOfBook(await readAddressBook(collection, locale), slug);
      }
      return lookUp<RecordPathVerdict>(collection, locale, (slugs) => verdictOf(slugs, slug), () => ({ kind: 'none' }), { kind: 'unknown' });
    },
    listSize(collection, locale, group, atLeast) {
      const sizeOf = (slugs: Slugs): ListSizeVerdict => ({ kind: 'size', size: slugs.sizes.get(group ?? wholeList) ?? 0 });
      return lookUp<ListSizeVerdict>(
        collection,
        locale,
        (slugs) => {
          const answer = sizeOf(slugs);
          return answer.kind === 'size' && answer.size >= atLeast ? answer : undefined;
        },
        sizeOf,
        { kind: 'unknown' },
      );
    },
  };
}
