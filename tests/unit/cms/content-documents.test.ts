import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBackendClient } from '@/lib/cms/client';
import { createEmbeddedTransport } from '@/lib/cms/embedded-transport';
import { locales } from '@/lib/routing/locales';

vi.mock('server-only', () => ({}));

/**
 * The embedded default's documents in `content/backend/` pass the same validation as the CMS's: a
 * record that failed would silently vanish from the site, so every one must be valid.
 */
const directory = path.join(process.cwd(), 'content', 'backend');
const reads = {
  jobs: {},
  news: { include: ['image', 'articlePdf'] },
  downloads: { include: ['file'] },
} as const;

afterEach(() => vi.restoreAllMocks());

describe('content/backend', () => {
  for (const [type, query] of Object.entries(reads) as [keyof typeof reads, (typeof reads)[keyof typeof reads]][]) {
    it.skipIf(!existsSync(path.join(directory, `${type}.json`)))(`${type}.json: every record is valid in both languages`, async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const client = createBackendClient(createEmbeddedTransport({ directory }));
      for (const locale of locales) {
        const records = await client.list(type, { ...query, filter: { locale }, sort: '-publishedAt' });
        expect(records.length, `${type} in ${locale}`).toBeGreaterThan(0);
      }
      expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([]);
    });
  }
});
