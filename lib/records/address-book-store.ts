import 'server-only';
import { readFile } from 'node:fs/promises';
import { dirname, basename, join } from 'node:path';
import { writeAtomically } from '@/lib/instances/atomic-file';
import { processState } from '@/lib/instances/process-state.mjs';
import { withRedis } from '@/lib/instances/redis-connection.mjs';
import type { Locale } from '@/lib/routing/locales';
import type { RecordCollection } from '@/lib/routing/record-routes';
import { emptyAddressBook, recordAddresses, type AddressBook, type AddressChange } from './address-book';

/**
 * Where the address books are kept, so that old links keep working after restarts and deploys and
 * every instance answers them alike: in Redis (`REDIS_URL`), else (or while Redis does not answer) in
 * the process and, for a restart, a file of the site (`.data/record-addresses.json`, `RECORD_ADDRESSES_FILE`).
 */
const redisKey = (collection: RecordCollection, locale: Locale) => `lumoplast:record-addresses:${collection}:${locale}`;
const bookName = (collection: RecordCollection, locale: Locale) => `${collection}/${locale}`;

const addressFile = (): string => process.env.RECORD_ADDRESSES_FILE?.trim() || join(process.cwd(), '.data', 'record-addresses.json');

// The interceptor, the pages and the webhook are bundled apart: one copy of the books per process.
const inProcess = processState('records.addressBooks', () => ({ books: new Map<string, AddressBook>(), writing: Promise.resolve() }));

function asBook(value: unknown): AddressBook | undefined {
  const book = value as Partial<AddressBook> | null | undefined;
  return book && typeof book.current === 'object' && book.current && typeof book.former === 'object' && book.former ? { current: book.current, former: book.former } : undefined;
}

function parseBook(text: string | null): AddressBook | undefined {
  if (!text) return undefined;
  try {
    return asBook(JSON.parse(text));
  } catch {
    return undefined;
  }
}

async function readFileBooks(): Promise<Record<string, unknown>> {
  try {
    return JSON.parse(await readFile(addressFile(), 'utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** The book of a collection in a language as stored (Redis first, then the file, then the process's copy). */
export async function readAddressBook(collection: RecordCollection, locale: Locale): Promise<AddressBook> {
  const name = bookName(collection, locale);
  const stored = await withRedis((client) => client.get(redisKey(collection, locale)));
  // The process's own copy is newer than the file, which only carries the book over a restart.
  const book = (stored.ok ? parseBook(stored.value) : undefined) ?? inProcess.books.get(name) ?? asBook((await readFileBooks())[name]) ?? emptyAddressBook;
  inProcess.books.set(name, book);
  return book;
}

/**
 * Writes down a reading of a collection (`current`: each record's slug now, by id) and answers what it
 * changed. Writes are made one at a time in the process; two instances writing at once may each keep
 * the other's former address out, which the next reading of either brings back only if the record
 * moves again (a rare loss: that former address then answers 404).
 */
export function noteAddresses(collection: RecordCollection, locale: Locale, current: ReadonlyMap<string, string>): Promise<AddressChange> {
  const noted = inProcess.writing.then(async () => {
    const change = recordAddresses(await readAddressBook(collection, locale), current);
    inProcess.books.set(bookName(collection, locale), change.book);
    if (change.changed) await storeBook(collection, locale, change.book);
    return change;
  });
  inProcess.writing = noted.then(
    () => undefined,
    () => undefined,
  );
  return noted;
}

async function storeBook(collection: RecordCollection, locale: Locale, book: AddressBook): Promise<void> {
  const text = JSON.stringify(book);
  const stored = await withRedis((client) => client.set(redisKey(collection, locale), text));
  if (stored.ok) return;
  const file = addressFile();
  try {
    const books = await readFileBooks();
    await writeAtomically(dirname(file), basename(file), JSON.stringify({ ...books, [bookName(collection, locale)]: book }));
  } catch (error) {
    console.warn(`[record addresses] the addresses of ${bookName(collection, locale)} could not be stored (${error instanceof Error ? error.message : String(error)}); this process keeps them until it ends`);
  }
}
