import { isLocale, locales, type Locale } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';
import { recordRoutes } from '@/lib/routing/record-routes';
import type { CollectionSnapshots } from './collection-snapshot';
import type { StoreCollection } from './collections';
import { pagesOf } from './page-views';
import { canonicalJson, digestOf, isStoredRecord, type CollectionCopy } from './stored-records';

/** A record a change touched: its id, language and every address it has had (the current one first, if it has one). */
export interface ChangedRecord {
  id: string;
  locale: Locale;
  paths: string[];
}

/** What a change of the store renews: the paths of the pages it changed, and the records it touched. */
export interface StoreChange {
  collection: StoreCollection;
  /**
   * Every page whose view changed, came or went, and every address of a record that changed, moved or
   * went (its former addresses answer a redirect now, a withdrawn record's the 404 page).
   */
  paths: string[];
  records: ChangedRecord[];
}

const digests = new WeakMap<object, WeakMap<object, Map<string, string>>>();

/**
 * The digest of every page of a collection's views, made once per version of what they are built from:
 * the collection's records, and for the sitemap the other collection with pages (jobs and news).
 */
function pageDigests(collection: StoreCollection, snapshots: CollectionSnapshots): Map<string, string> {
  const own = snapshots[collection];
  const other = collection === 'jobs' ? snapshots.news : collection === 'news' ? snapshots.jobs : own;
  let byOther = digests.get(own);
  if (!byOther) digests.set(own, (byOther = new WeakMap()));
  let pages = byOther.get(other);
  if (!pages) {
    pages = new Map([...pagesOf(collection, snapshots)].map(([path, view]) => [path, digestOf(canonicalJson(view()))]));
    byOther.set(other, pages);
  }
  return pages;
}

type Shown = { locale: Locale; slug: string };

const shownRecords = new WeakMap<object, Map<string, Shown>>();

/** Where each record of a collection is shown in a snapshot, by id (none for downloads, which have no pages). */
function shownById(collection: StoreCollection, snapshots: CollectionSnapshots): Map<string, Shown> {
  if (collection === 'downloads') return new Map();
  const shelves = snapshots[collection];
  let shown = shownRecords.get(shelves);
  if (!shown) {
    shown = new Map(locales.flatMap((locale) => shelves[locale].items.map((item): [string, Shown] => [item.id, { locale, slug: item.slug }])));
    shownRecords.set(shelves, shown);
  }
  return shown;
}

/** Every address a record has had, in a language: where it is shown now first, then where it was. */
function addressesOf(collection: 'jobs' | 'news', locale: Locale, slugs: readonly string[]): string[] {
  return [...new Set(slugs)].map((slug) => localizedPath(recordRoutes[collection].record, locale, { slug }));
}

/**
 * What a change of a collection renews: the pages whose view differs between the snapshots (or that
 * exist in one only), every address of each record whose stored version changed, that moved or went,
 * and the pages of the records a publish `named` (what an editor says changed is renewed, whatever the
 * comparison finds; `all`: a publish of the whole type, every page of it).
 */
export function changeBetween(
  collection: StoreCollection,
  before: { copy: CollectionCopy; snapshots: CollectionSnapshots },
  after: { copy: CollectionCopy; snapshots: CollectionSnapshots },
  named: readonly string[] | 'all' = [],
): StoreChange {
  const [old, current] = [pageDigests(collection, before.snapshots), pageDigests(collection, after.snapshots)];
  const paths = new Set<string>();
  for (const [path, digest] of current) if (named === 'all' || old.get(path) !== digest) paths.add(path);
  for (const path of old.keys()) if (!current.has(path)) paths.add(path);

  const [wasShownAt, isShownAt] = [shownById(collection, before.snapshots), shownById(collection, after.snapshots)];
  const stored = (entry: ReturnType<CollectionCopy['entries']['get']>) => (isStoredRecord(entry) ? entry.digest : undefined);
  const touched = new Set(named === 'all' ? [] : named);
  for (const id of new Set([...before.copy.entries.keys(), ...after.copy.entries.keys()])) {
    const changed = stored(before.copy.entries.get(id)) !== stored(after.copy.entries.get(id));
    if (changed || wasShownAt.get(id)?.slug !== isShownAt.get(id)?.slug) touched.add(id);
  }

  const records: ChangedRecord[] = [];
  if (collection !== 'downloads') {
    for (const id of touched) {
      const [was, is] = [before.copy.entries.get(id), after.copy.entries.get(id)];
      const [wasShown, shown] = [wasShownAt.get(id), isShownAt.get(id)];
      // A record withdrawn before (a publish naming it later) still has the addresses its tombstone keeps.
      const gone = [is, was].find((entry) => entry !== undefined && !isStoredRecord(entry));
      const remembered = gone && !isStoredRecord(gone) ? gone : undefined;
      const locale = shown?.locale ?? wasShown?.locale ?? (isLocale(remembered?.locale) ? remembered.locale : undefined);
      if (locale === undefined) continue;
      const former = [
        ...Object.keys(isStoredRecord(is) ? is.former : {}),
        ...(wasShown ? [wasShown.slug] : []),
        ...Object.keys(isStoredRecord(was) ? was.former : {}),
        ...(remembered?.addresses ?? []),
      ];
      const recordPaths = addressesOf(collection, locale, [...(shown ? [shown.slug] : []), ...former]);
      records.push({ id, locale, paths: recordPaths });
      for (const path of recordPaths) paths.add(path);
    }
  }
  return { collection, paths: [...paths], records };
}
