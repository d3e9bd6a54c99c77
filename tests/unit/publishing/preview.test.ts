import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createBackendClient, type BackendClientOptions } from '@/lib/cms/client';
import { createEmbeddedTransport } from '@/lib/cms/embedded-transport';
import { previewExitHref, previewExitTarget } from '@/lib/publishing/end-preview';
import { startPreview } from '@/lib/publishing/start-preview';
import type { RecordIssue } from '@/lib/records/record-issues';

vi.mock('server-only', () => ({}));

const secret = 'preview-secret-8c1f';
const contentBackend = path.join(process.cwd(), 'content', 'backend');
const reads: BackendClientOptions[] = [];
const embedded = (options: BackendClientOptions) => {
  reads.push(options);
  return createBackendClient(createEmbeddedTransport({ directory: contentBackend }), options);
};
const query = (params: Record<string, string>) => new URLSearchParams(params);

describe('starting a preview', () => {
  it.each([
    ['no secret', {}],
    ['a wrong secret', { secret: 'preview-secret-8c1x' }],
    ['an empty secret', { secret: '' }],
  ])('answers 401 for %s, reading nothing', async (_name, params) => {
    reads.length = 0;
    expect(await startPreview(query({ type: 'jobs', id: 'x', ...params }), secret, embedded)).toMatchObject({ status: 401 });
    expect(reads).toEqual([]);
  });

  it('answers 401 when no secret is configured', async () => {
    expect(await startPreview(query({ secret: '', type: 'jobs', id: 'x' }), '', embedded)).toMatchObject({ status: 401 });
  });

  it('answers 400 for another type and 404 for a record the CMS does not have', async () => {
    expect(await startPreview(query({ secret, type: 'downloads', id: 'x' }), secret, embedded)).toMatchObject({ status: 400 });
    expect(await startPreview(query({ secret, type: 'jobs', id: 'no-such-record' }), secret, embedded)).toMatchObject({ status: 404 });
  });

  it('leads to the page of a draft never published, read in its latest version, at its clean path', async () => {
    reads.length = 0;
    const answer = await startPreview(query({ secret, type: 'jobs', id: await draftId() }), secret, embedded);
    expect(answer).toEqual({ status: 307, location: '/karriere-lumoplast/stellenangebote/produktionsplaner-spritzguss/' });
    expect(reads.every((options) => options.reads === 'latest')).toBe(true);
  });

  it('finds nothing wrong with a news item that has its image: it reads the record with its image, as its page does', async () => {
    const issues: RecordIssue[] = [];
    const reporting = (options: BackendClientOptions) => embedded({ ...options, onRecordIssue: (issue) => issues.push(issue) });
    const answer = await startPreview(query({ secret, type: 'news', id: await publishedNewsId() }), secret, reporting);
    expect(answer.status).toBe(307);
    expect(issues).toEqual([]);
  });

  it('takes the path from the record, never from the query', async () => {
    const answer = await startPreview(
      query({ secret, type: 'news', id: await publishedNewsId(), slug: 'https://evil.example/', path: '//evil.example/', redirect: '/x' }),
      secret,
      embedded,
    );
    expect(answer.status).toBe(307);
    if (answer.status === 307) expect(answer.location).toMatch(/^\/(en\/)?news\/[a-z0-9-]+\/$/);
  });
});

describe('ending a preview', () => {
  const job = '/karriere-lumoplast/stellenangebote/produktionsplaner-spritzguss/';
  const exit = (path: string | null, locale: string | null = 'de', referer: string | null = null) =>
    previewExitTarget({ path, referer, siteHost: 'www.lumoplast.example', locale });

  it.each([
    ['/kompetenzen/', 'de', '/kompetenzen/'],
    // The page the server renders under its internal path.
    ['/de/imprint/', 'de', '/impressum/'],
    [job, 'de', job],
    ['/en/news/some-article/', 'en', '/en/news/some-article/'],
    ['/en/news/page/2/', 'en', '/en/news/page/2/'],
    ['/gibt-es-nicht/', 'de', null],
    [null, 'en', null],
  ])('the banner’s link on %j (%s) carries the page’s public path', (pathname, locale, path) => {
    const href = previewExitHref(pathname, locale as 'de' | 'en');
    const url = new URL(href, 'https://www.lumoplast.example');
    expect(url.pathname).toBe('/api/preview/exit/');
    expect(url.searchParams.get('locale')).toBe(locale);
    expect(url.searchParams.get('path')).toBe(path);
  });

  it.each([
    ['/kompetenzen/', '/kompetenzen/'],
    ['/en/imprint/', '/en/imprint/'],
    // A record's page, also a draft's: the editor sees what visitors see there now.
    [job, job],
    ['/en/news/some-article/', '/en/news/some-article/'],
    ['/news/kategorie/messen/', '/news/kategorie/messen/'],
  ])('leads back to the page the link carries: %s', (path, target) => {
    expect(exit(path)).toBe(target);
  });

  it.each([
    '//evil.example/',
    '//evil.example/kompetenzen/',
    '/\\evil.example/',
    '/\\/evil.example/',
    '\\evil.example/',
    '/\t/evil.example/',
    '/\n/evil.example/',
    '/ /evil.example/',
    'https://evil.example/kompetenzen/',
    'https:/evil.example/',
    'http://www.lumoplast.example/kompetenzen/',
    'javascript:alert(1)//',
    'evil.example/kompetenzen/',
    ' /kompetenzen/',
    '/kompetenzen//',
    '/%2F%2Fevil.example/',
    '/gibt-es-nicht/',
    '/api/preview/?secret=x&type=jobs&id=1',
    '',
  ])('leads home, never elsewhere, from a path that is no page of this site: %j', (path) => {
    expect(exit(path, 'en')).toBe('/en/');
    expect(exit(path, 'de', 'https://www.lumoplast.example/kompetenzen/')).toBe('/');
  });

  it.each([
    ['https://www.lumoplast.example/kompetenzen/', 'de', '/kompetenzen/'],
    [`https://www.lumoplast.example${job}`, 'de', job],
    ['https://evil.example/kompetenzen/', 'en', '/en/'],
    [null, 'de', '/'],
    ['not a url', 'xx', '/'],
    // TLS ends in front of the instance: the editor's page is https, the instance hears http.
    ['http://www.lumoplast.example/impressum/', 'de', '/impressum/'],
    ['https://www.lumoplast.example.evil.example/impressum/', 'de', '/'],
  ])('without a path in the link, from the Referer %j (%s) leads to %s', (referer, locale, target) => {
    expect(exit(null, locale, referer)).toBe(target);
  });

  it('without a Host header trusts no Referer', () => {
    expect(previewExitTarget({ path: null, referer: 'https://www.lumoplast.example/impressum/', siteHost: null, locale: 'en' })).toBe('/en/');
  });
});

async function draftId(): Promise<string> {
  const records = await embedded({ reads: 'latest' }).list('jobs', { filter: { locale: 'de' } });
  const draft = records.find((record) => record.title.startsWith('Produktionsplaner'));
  if (!draft) throw new Error('the embedded default has no draft job');
  return draft.id;
}

async function publishedNewsId(): Promise<string> {
  const [first] = await embedded({}).list('news', { filter: { locale: 'en' }, include: ['image', 'articlePdf'] });
  return first!.id;
}
