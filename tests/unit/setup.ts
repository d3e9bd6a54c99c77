import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The address book's file fallback (lib/records/address-book-store.ts): one of its own per test file,
// never the project's `.data/`.
process.env.RECORD_ADDRESSES_FILE = join(mkdtempSync(join(tmpdir(), 'lumoplast-addresses-')), 'record-addresses.json');
