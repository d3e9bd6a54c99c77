import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/lib/cms/backend-error';
import { createBackendClient } from '@/lib/cms/client';
import { backendClient, backendMode } from '@/lib/cms/connection';
import { listDownloads } from '@/lib/records/downloads';
import { createEmbeddedTransport } from '@/lib/cms/embedded-transport';
import { findJobOffer, listJobOffers } from '@/lib/records/job-offers';
import { findNewsItem, listNews } from '@/lib/records/news-items';

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
      const offers = await listJobOffers('en', backendClient());
      expect(offers.map((offer) => offer.slug)).toEqual(['injection-moulding-setter']);
    } finally {
      await rm(project, { recursive: true, force: true });
    }
  });

  it('reads the jobs of one language, newest first, giving a slug as an editor wrote it a clean one (with a warning)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const offers = await listJobOffers('de', client());
    expect(offers.map((offer) => [offer.slug, offer.cmsSlug, offer.kind])).toEqual([
      ['ungueltiger-slug', 'Ungültiger Slug', 'employee'],
      ['ausbildung-verfahrensmechaniker', null, 'trainee'],
      ['einrichter-spritzguss', null, 'employee'],
    ]);
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/shown without slug of jobs record job-de-broken/);
  });

  it('finds a job offer by slug and its translation by translationKey', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const german = await findJobOffer('de', { slug: 'einrichter-spritzguss' }, client());
    expect(german?.title).toBe('Einrichter Spritzguss (m/w/d)');
    const english = await findJobOffer('en', { translationKey: german!.translationKey }, client());
    expect(english?.slug).toBe('injection-moulding-setter');
    expect(await findJobOffer('en', { slug: 'einrichter-spritzguss' }, client())).toBeUndefined();
  });

  it('reads news with their included image and article PDF, by category too', async () => {
    const news = await listNews('de', {}, client());
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
    expect((await listNews('de', { category: 'press' }, client())).map((item) => item.slug)).toEqual(['energiemanagement']);
    const english = await findNewsItem('en', { translationKey: 'fakuma' }, client());
    expect(english?.caseStudy).toBe('innovation.fragranceBottle');
  });

  it('reads downloads with their files', async () => {
    const downloads = await listDownloads('de', client());
    expect(downloads.map((download) => [download.kind, download.file.url])).toEqual([
      ['miscellaneous', '/media/downloads/privacy-applicants.pdf'],
      ['certificates', '/media/downloads/iso-14001.pdf'],
    ]);
    expect(await listDownloads('en', client())).toEqual([]);
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
