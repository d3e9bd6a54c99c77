import 'server-only';
import type { Locale } from '@/lib/routing/locales';
import type { RecordCollection } from '@/lib/routing/record-routes';
import { BackendError } from '../cms/backend-error';
import type { BackendClient } from '../cms/client';
import { backendClient } from '../cms/connection';
import { listCollection } from '../records/record-collections';
import { withRedis } from '@/lib/instances/redis-connection.mjs';
import { processState } from '@/lib/instances/process-state.mjs';
import { cleanSlug } from '../records/record-slug';

/** What a record path is: a record's page, another spelling of one, no record, or unknown (the backend failed). */
export type RecordPathVerdict =
  | { kind: 'record' }
  | { kind: 'spelling'; slug: string }
  | { kind: 'none' }
  | { kind: 'unknown' };

type Slugs = {
  clean: ReadonlySet<string>;
  spellings: ReadonlyMap<string, string>;
  /** How many records the collection's list holds (key '') and how many each group of it holds (a news category). */
  sizes: ReadonlyMap<string, number>;
};

/** The key of the whole list in `sizes`. */
const wholeList = '';

type Entry = {
  slugs: Slugs | undefined;
  readAt: number;
  generation: number;
  /** The webhook count in Redis when the slugs were read (several instances; see `forgetRecordPaths`). */
  sharedGeneration: string | null;
  reading: Promise<void> | undefined;
};

export const recordPathTiming = { maxAgeMs: 60_000, missRetryMs: 2_000 };

// The webhook runs in a route handler and the interceptor in its own bundle of the same process:
// a count of the process is what both see.
const webhooks = processState('recordPaths.generation', () => ({ count: 0 }));
const generation = (): number => webhooks.count;

/** The count of webhooks of all instances, in Redis (`REDIS_URL`), so every instance learns of a publish. */
const sharedGenerationKey = 'lumoplast:record-paths:generation';

async function sharedGeneration(): Promise<string | null | undefined> {
  const answer = await withRedis((client) => client.get(sharedGenerationKey));
  return answer.ok ? answer.value : undefined;
}

/**
 * Makes every list be read again on its next use (the revalidation webhook calls it): at once in this
 * process, and in every other instance on its next miss, through the count in Redis.
 */
export async function forgetRecordPaths(): Promise<void> {
  webhooks.count += 1;
  await withRedis((client) => client.incr(sharedGenerationKey));
}

const spellingKey = (slug: string): string => slug.normalize('NFC');

async function readSlugs(collection: RecordCollection, locale: Locale, client: BackendClient): Promise<Slugs> {
  const records = await listCollection(collection, locale, client);
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
  return { clean, spellings, sizes };
}

/** A record's page; the CMS's spelling of its slug, or another spelling of its clean slug (`Messe-Düsseldorf`), leads there. */
function verdictOf(slugs: Slugs, slug: string): RecordPathVerdict | undefined {
  if (slugs.clean.has(slug)) return { kind: 'record' };
  const spelled = slugs.spellings.get(spellingKey(slug));
  if (spelled !== undefined) return { kind: 'spelling', slug: spelled };
  const cleaned = cleanSlug(slug);
  return slugs.clean.has(cleaned) ? { kind: 'spelling', slug: cleaned } : undefined;
}

/** How many records a list holds: a number, or unknown (the backend failed and no earlier list is known). */
export type ListSizeVerdict = { kind: 'size'; size: number } | { kind: 'unknown' };

export interface RecordPaths {
  verdict(collection: RecordCollection, locale: Locale, slug: string): Promise<RecordPathVerdict>;
  /**
   * How many records of a collection a list holds: all of the language, or those of one group (a news
   * category). At least `atLeast` is looked for as a slug is: a list found shorter is read again
   * (at most every `missRetryMs`, or after a webhook of another instance), so a page that a publish
   * a moment ago added (`/news/seite/2/`) is found.
   */
  listSize(collection: RecordCollection, locale: Locale, group: string | undefined, atLeast: number): Promise<ListSizeVerdict>;
}

/**
 * What the request interceptor knows of the record pages (`/news/{slug}/`, a job offer's page), so it
 * can answer an unknown record's path with the prerendered 404 page (text in the HTML as served,
 * unlike a `notFound()` rendered on demand: vercel/next.js#62228) and redirect a slug as the CMS spells
 * it (`Messe Düsseldorf`) to the record's clean path, before any page renders.
 *
 * The slugs of each collection (type and language) are read fresh from the backend and kept for
 * `maxAgeMs`; an older list is still used while a new one is read in the background. A slug the list
 * lacks makes it read again at once (at most every `missRetryMs`, or when another instance received a
 * webhook since), so a record published a moment ago is found; the revalidation webhook makes every list
 * read again (`forgetRecordPaths`). When the
 * backend does not answer, the last list stays, and without one the interceptor lets the page decide.
 */
export function createRecordPaths(
  client: () => BackendClient = () => backendClient({ reads: 'fresh' }),
  now: () => number = Date.now,
): RecordPaths {
  const entries = new Map<string, Entry>();

  function read(entry: Entry, collection: RecordCollection, locale: Locale): Promise<void> {
    entry.reading ??= (async () => {
      const startedGeneration = generation();
      const startedSharedGeneration = await sharedGeneration();
      if (startedSharedGeneration !== undefined) entry.sharedGeneration = startedSharedGeneration;
      try {
        entry.slugs = await readSlugs(collection, locale, client());
      } catch (error) {
        if (!(error instanceof BackendError)) throw error;
        console.warn(`[record paths] the ${collection} (${locale}) could not be read, so the last known paths stay: ${error.message}`);
      } finally {
        // A failed read counts as a read too: while the backend is down it is tried again only on a miss.
        entry.generation = startedGeneration;
        entry.readAt = now();
        entry.reading = undefined;
      }
    })();
    return entry.reading;
  }

  /** The entry of a collection, read fresh when due; a known list older than `maxAgeMs` is read again in the background. */
  async function current(collection: RecordCollection, locale: Locale): Promise<Entry> {
    const key = `${collection}/${locale}`;
    let entry = entries.get(key);
    if (!entry) {
      entry = { slugs: undefined, readAt: Number.NEGATIVE_INFINITY, generation: -1, sharedGeneration: null, reading: undefined };
      entries.set(key, entry);
    }
    const sinceRead = now() - entry.readAt;
    if (entry.generation !== generation() || (entry.slugs === undefined && sinceRead > recordPathTiming.missRetryMs)) {
      await read(entry, collection, locale);
    } else if (sinceRead > recordPathTiming.maxAgeMs) {
      read(entry, collection, locale).catch((error: unknown) => console.error('[record paths] a background read failed', error));
    }
    return entry;
  }

  /**
   * What the known list says of a path, or, when it does not know it, what a fresh read says: a record
   * published a moment ago, perhaps announced to another instance.
   */
  async function lookUp<Answer>(
    collection: RecordCollection,
    locale: Locale,
    found: (slugs: Slugs) => Answer | undefined,
    missing: (slugs: Slugs) => Answer,
    unknown: Answer,
  ): Promise<Answer> {
    const entry = await current(collection, locale);
    if (entry.slugs === undefined) return unknown;
    const known = found(entry.slugs);
    if (known !== undefined) return known;
    const shared = await sharedGeneration();
    if (now() - entry.readAt > recordPathTiming.missRetryMs || (shared !== undefined && shared !== entry.sharedGeneration)) {
      await read(entry, collection, locale);
      return found(entry.slugs) ?? missing(entry.slugs);
    }
    return missing(entry.slugs);
  }

  return {
    verdict(collection, locale, slug) {
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
