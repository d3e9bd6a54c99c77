import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createBackendClient } from '@/lib/cms/client';
import { createEmbeddedTransport } from '@/lib/cms/embedded-transport';
import { snapshotThrough } from '@/lib/content-store/client-snapshot';
import { sluggedShelf } from '@/lib/content-store/collection-snapshot';
import { recordPathVerdict } from '@/lib/request/record-paths';
import { newsItem } from '../news/news-fixtures';

vi.mock('server-only', () => ({}));

const fixtures = path.join(process.cwd(), 'tests', 'unit', 'cms', 'fixtures');
const jobs = () => snapshotThrough(createBackendClient(createEmbeddedTransport({ directory: fixtures }), { onRecordIssue: () => undefined }), 'jobs');

describe('what the request interceptor makes of a record’s path, from the content store', () => {
  it('knows a record page, redirects the CMS spelling of a slug and another spelling of a clean one, and says none for an unknown one', async () => {
    const { de, en } = await jobs();
    expect(recordPathVerdict(de, 'einrichter-spritzguss')).toEqual({ kind: 'record' });
    expect(recordPathVerdict(de, 'ungueltiger-slug')).toEqual({ kind: 'record' });
    expect(recordPathVerdict(de, 'Ungültiger Slug')).toEqual({ kind: 'spelling', slug: 'ungueltiger-slug' });
    expect(recordPathVerdict(de, 'Ungu\u0308ltiger Slug')).toEqual({ kind: 'spelling', slug: 'ungueltiger-slug' });
    expect(recordPathVerdict(de, 'Einrichter-Spritzguss')).toEqual({ kind: 'spelling', slug: 'einrichter-spritzguss' });
    expect(recordPathVerdict(en, 'einrichter-spritzguss')).toEqual({ kind: 'none' });
  });

  it('leads an address a record had before it moved to its current one, however the address is spelled; a withdrawn record’s address leads nowhere', () => {
    const moved = newsItem({ id: 'n-1', slug: 'fakuma-2026' });
    const shelf = sluggedShelf([moved, newsItem({ id: 'n-2', slug: 'k-messe', translationKey: 'k' })], (id): Record<string, number> => (id === 'n-1' ? { fakuma: 1, 'fakuma-2025': 2 } : {}));
    expect(recordPathVerdict(shelf, 'fakuma')).toEqual({ kind: 'spelling', slug: 'fakuma-2026' });
    expect(recordPathVerdict(shelf, 'Fakuma-2025')).toEqual({ kind: 'spelling', slug: 'fakuma-2026' });
    expect(recordPathVerdict(shelf, 'fakuma-2024')).toEqual({ kind: 'none' });
  });
});
