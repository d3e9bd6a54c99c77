import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createBackendClient, type BackendClientOptions } from '@/lib/cms/client';
import { createEmbeddedTransport } from '@/lib/cms/embedded-transport';
import { previewExitTarget } from '@/lib/publishing/end-preview';
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
  const origin = 'https://www.lumoplast.example';
  const host = 'www.lumoplast.example';
  it.each([
    [`${origin}/kompetenzen/`, 'de', '/kompetenzen/'],
    [`${origin}/karriere-lumoplast/stellenangebote/produktionsplaner-spritzguss/`, 'de', '/karriere-lumoplast/stellenangebote/'],
    [`${origin}/en/news/some-article/`, 'en', '/en/news/'],
    ['https://evil.example/kompetenzen/', 'en', '/en/'],
    [null, 'de', '/'],
    ['not a url', 'xx', '/'],
    // TLS ends in front of the instance: the editor's page is https, the instance hears http.
    ['http://www.lumoplast.example/impressum/', 'de', '/impressum/'],
    ['https://www.lumoplast.example.evil.example/impressum/', 'de', '/'],
  ])('from %j (%s) leads to %s', (referer, locale, target) => {
    expect(previewExitTarget(referer, host, locale)).toBe(target);
  });

  it('without a Host header trusts no referer', () => {
    expect(previewExitTarget(`${origin}/impressum/`, null, 'en')).toBe('/en/');
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
