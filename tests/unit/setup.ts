import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The content store's own copy (lib/content-store/site-store.ts): a folder of its own per test file,
// never the project's `.data/`.
process.env.CONTENT_STORE_DIR = mkdtempSync(join(tmpdir(), 'lumoplast-content-store-'));
