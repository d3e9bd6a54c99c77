import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/lib/cms/backend-error';
import { createBackendClient } from '@/lib/cms/client';
import { backendClient, backendMode } from '@/lib/cms/connection';
import { createEmbeddedTransport } from '@/lib/cms/embedded-transport';
import { snapshotThrough } from '@/lib/content-store/client-snapshot';
import { filterNewsByCategory } from '@/lib/news/news-category-filter';
import type { RecordIssue } from '@/lib/records/record-issues';

vi.mock('server-only', () => ({}));

const fixtures = fileURLToPath(new URL('./fixtures', import.meta.url));
const client = () => createBackendClient(createEmbeddedTransport({ directory: fixtures }));

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('the embedded default', () => {
  it('is used when BACKEND_URL is unset or blank, reading content/backend of the project', async () => {
    vi.stubEnv('BACKEND_URL', '');
    vi.stubEnv('BACKEND_TOKEN', '');
    expect(backendMode()).toBe('embedded');
    const project = await mkdtemp(path.join(tmpdir(), 'lumoplast-backend-'));
    try {
      await cp(fixtures, path.join(project, 'content', 'backend'), { recursive: true });
      vi.spyOn(process, 'cwd').mockReturnValue(project);
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const offers = (await snapshotThrough(backendClient(), 'jobs')).en.items;
      expect(offers.map((offer) => offer.slug)).toEqual(['injection-moulding-setter']);
    } finally {
      await rm(project, { recursive: true, force: true });
    }
  });

  it('reads the jobs of one language, newest first, giving a slug as an editor wrote it a clean one (and reporting it)', async () => {
    const issues: RecordIssue[] = [];
    const reporting = createBackendClient(createEmbeddedTransport({ directory: fixtures }), { onRecordIssue: (issue) => issues.push(issue) });
    const offers = (await snapshotThrough(reporting, 'jobs')).de.items;
    expect(offers.map((offer) => [offer.slug, offer.cmsSlug, offer.kind])).toEqual([
      ['ungueltiger-slug', 'Ungültiger Slug', 'employee'],
      ['ausbildung-verfahrensmechaniker', null, 'trainee'],
      ['einrichter-spritzguss', null, 'employee'],
    ]);
    expect(issues).toEqual([expect.objectContaining({ kind: 'incomplete', type: 'jobs', id: 'job-de-broken', field: 'slug' })]);
  });

  it('finds a job offer by slug and its translation by translationKey', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const jobs = await snapshotThrough(client(), 'jobs');
    const german = jobs.de.bySlug.get('einrichter-spritzguss');
    expect(german?.title).toBe('Einrichter Spritzguss (m/w/d)');
    const english = jobs.en.byTranslationKey.get(german!.translationKey);
    expect(english?.slug).toBe('injection-moulding-setter');
    expect(jobs.en.bySlug.get('einrichter-spritzguss')).toBeUndefined();
  });

  it('reads news with their included image and article PDF, by category too', async () => {
    const snapshot = await snapshotThrough(client(), 'news');
    const news = snapshot.de.items;
    expect(news.map((item) => item.slug)).toEqual(['fakuma', 'spritzen', 'energiemanagement']);
    expect(news[0]?.image).toEqual({
      id: 'file-fair',
      url: '/media/news/fair.svg',
      filename: 'fair.svg',
      mimeType: 'image/svg+xml',
      filesize: 2048,
      alt: 'Messestand mit Flakons',
    });
    expect(news[0]?.articlePdf?.url).toBe('/media/news/fair.pdf');
    expect(news[0]?.caseStudy).toBe('innovation.fragranceBottle');
    expect(news[1]?.articlePdf).toBeNull();
    expect(filterNewsByCategory(news, 'press').map((item) => item.slug)).toEqual(['energiemanagement']);
    const english = snapshot.en.byTranslationKey.get('fakuma');
    expect(english?.caseStudy).toBe('innovation.fragranceBottle');
  });

  it('reads downloads with their files', async () => {
    const snapshot = await snapshotThrough(client(), 'downloads');
    const downloads = snapshot.de.items;
    expect(downloads.map((download) => [download.kind, download.file.url])).toEqual([
      ['miscellaneous', '/media/downloads/privacy-applicants.pdf'],
      ['certificates', '/media/downloads/iso-14001.pdf'],
    ]);
    expect(snapshot.en.items).toEqual([]);
  });

  it('answers one record, a relationship and the JSON:API errors of a server', async () => {
    const embedded = client();
    expect((await embedded.one('news', 'news-de-2', { include: 'image' }))?.image?.filename).toBe('energy.svg');
    expect((await embedded.related('news', 'news-de-1', 'articlePdf')).map((file) => file.filename)).toEqual(['fair.pdf']);
    expect(await embedded.related('news', 'news-de-2', 'articlePdf')).toEqual([]);
    const missing = await embedded.one('news', 'nope').catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(BackendError);
    expect((missing as BackendError).status).toBe(404);
    expect((missing as BackendError).errors[0]?.detail).toBe('No news record nope');
  });

  it('is read-only: writes answer 405', async () => {
    const error = await client()
      .remove('jobs', 'job-de-1')
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(BackendError);
    expect((error as BackendError).status).toBe(405);
  });

  it('answers 404 for a type without a document', async () => {
    const error = await client()
      .list('files')
      .catch((reason: unknown) => reason);
    expect((error as BackendError).status).toBe(404);
  });
});
