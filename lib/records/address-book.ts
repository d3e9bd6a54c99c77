/**
 * Every address the site has served for the records of one collection in one language: the slug each
 * record has now, and every slug it had before. A record renamed keeps its former addresses, which
 * redirect to its current one; an address whose record is gone (unpublished, deleted) answers 404.
 * Pure logic; `address-book-store.ts` keeps it in Redis or a file.
 */
export interface AddressBook {
  /** The current slug of each record, by id. */
  current: Readonly<Record<string, string>>;
  /** Every slug a record had before, with that record's id. */
  former: Readonly<Record<string, string>>;
}

export const emptyAddressBook: AddressBook = { current: {}, former: {} };

/** What one reading of a collection changed in its book. */
export interface AddressChange {
  book: AddressBook;
  /** Whether any record's address came, went or moved (so pages that read the addresses are outdated). */
  changed: boolean;
  /** The records whose address came, went or moved. */
  records: string[];
  /** Addresses that no longer exist as a record's current one (the slugs the read took away). */
  gone: string[];
}

/** The book after a reading of the collection (`current`: each record's slug now, by id). */
export function recordAddresses(book: AddressBook, current: ReadonlyMap<string, string>): AddressChange {
  const former: Record<string, string> = { ...book.former };
  const records = new Set<string>();
  const gone: string[] = [];
  for (const [id, slug] of Object.entries(book.current)) {
    if (current.get(id) === slug) continue;
    records.add(id);
    gone.push(slug);
    former[slug] = id;
  }
  for (const [id, slug] of current) {
    if (book.current[id] !== slug) records.add(id);
  }
  // A slug that is a record's again is no former address.
  const taken = new Set(current.values());
  for (const slug of taken) delete former[slug];
  return {
    book: { current: Object.fromEntries(current), former },
    changed: records.size > 0,
    records: [...records],
    gone: gone.filter((slug) => !taken.has(slug)),
  };
}

/** Where a former address leads: the current slug of its record, or undefined when the record is gone. */
export function currentSlugOfFormer(book: AddressBook, slug: string): string | undefined {
  const id = book.former[slug];
  return id === undefined ? undefined : book.current[id];
}

/** Every address a record had: its current one and its former ones. */
export function addressesOfRecord(book: AddressBook, id: string): string[] {
  const formerSlugs = Object.entries(book.former)
    .filter(([, owner]) => owner === id)
    .map(([slug]) => slug);
  const now = book.current[id];
  return now === undefined ? formerSlugs : [now, ...formerSlugs];
}
