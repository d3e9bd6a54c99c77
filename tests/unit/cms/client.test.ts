import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/lib/cms/backend-error';
import { createBackendClient } from '@/lib/cms/client';
import { backendClient } from '@/lib/cms/connection';
import { createHttpTransport } from '@/lib/cms/http-transport';
import { snapshotThrough } from '@/lib/content-store/client-snapshot';
import { JsonApiServer } from './json-api-server';
import { fileResource, jobResource, newsResource } from './wire-records';

vi.mock('server-only', () => ({}));

const token = 'cms-token-7f3a9c1e5b';
let server: JsonApiServer;

/** Each of `errors`' messages, then the warning lines: the places a credential must never reach. */
function expectNoToken(...texts: unknown[]) {
  for (const text of texts) expect(typeof text === 'string' ? text : JSON.stringify(text)).not.toContain(token);
}

async function caught(promise: Promise<unknown>): Promise<BackendError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(BackendError);
  return error as BackendError;
}

beforeEach(async () => {
  server = await JsonApiServer.start();
  vi.stubEnv('BACKEND_URL', `${server.origin}/v1`);
  vi.stubEnv('BACKEND_TOKEN', token);
});

afterEach(async () => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  await server.close();
});

describe('requests', () => {
  it('send the JSON:API headers and the token from the environment, below BACKEND_URL without a trailing slash', async () => {
    server.handler = () => ({ json: { data: [jobResource('1')] } });
    await backendClient().list('jobs');
    const [request] = server.requests;
    expect(request?.url).toBe('/v1/jobs');
    expect(request?.headers.accept).toBe('application/vnd.api+json');
    expect(request?.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(request?.headers.authorization).toBe(`Bearer ${token}`);
    expect(request?.headers['content-type']).toBeUndefined();
  });

  it('join paths below BACKEND_URL with a trailing slash too', async () => {
    vi.stubEnv('BACKEND_URL', `${server.origin}/api/v1/`);
    server.handler = () => ({ json: { data: jobResource('7') } });
    await backendClient().one('jobs', '7');
    expect(server.requests[0]?.url).toBe('/api/v1/jobs/7');
  });

  it('encode filters as filter[field]=value, with sort, include and page size', async () => {
    server.handler = () => ({ json: { data: [] } });
    await backendClient().list('news', {
      filter: { locale: 'de', slug: 'a b&c=d' },
      sort: '-publishedAt',
      include: ['image', 'articlePdf'],
      page: { size: 50 },
    });
    const [request] = server.requests;
    expect(request?.url).toContain('filter%5Blocale%5D=de');
    const params = JsonApiServer.paramsOf(request!);
    expect(params.get('filter[locale]')).toBe('de');
    expect(params.get('filter[slug]')).toBe('a b&c=d');
    expect(params.get('sort')).toBe('-publishedAt');
    expect(params.get('include')).toBe('image,articlePdf');
    expect(params.get('page[size]')).toBe('50');
  });

  it('read jobs as the CMS contract queries them (docs/architecture.md)', async () => {
    server.handler = () => ({ json: { data: [jobResource('1')] } });
    const offers = (await snapshotThrough(backendClient(), 'jobs')).de.items;
    expect(offers).toHaveLength(1);
    // Every attribute as sent, the id beside them; the slug was clean already, so no CMS spelling to redirect.
    expect(offers[0]).toEqual({ id: '1', ...jobResource('1').attributes, cmsSlug: null });
    expect(offers[0]).toMatchObject({ slug: 'verfahrensmechaniker-1', title: 'Verfahrensmechaniker für Kunststoff- und Kautschuktechnik (m/w/d)', kind: 'employee' });
    const params = JsonApiServer.paramsOf(server.requests[0]!);
    expect(Object.fromEntries(params)).toEqual({ 'filter[locale]': 'de', sort: '-publishedAt', 'page[size]': '50' });
  });
});

describe('include', () => {
  it('resolves included files into the relationships and reshapes news items', async () => {
    server.handler = () => ({
      json: {
        data: [newsResource('3', 'img-3', 'pdf-3'), newsResource('4', 'img-4', null, { caseStudy: 'sfd' })],
        included: [
          fileResource('img-3'),
          fileResource('pdf-3', { url: '/files/fakuma.pdf', filename: 'fakuma.pdf', mimeType: 'application/pdf' }),
          fileResource('img-4', { url: '/files/img-4.png', mimeType: 'image/png' }),
        ],
      },
    });
    const news = (await snapshotThrough(backendClient(), 'news')).de.items;
    expect(JsonApiServer.paramsOf(server.requests[0]!).get('include')).toBe('image,articlePdf');
    expect(news.map((item) => item.id)).toEqual(['3', '4']);
    expect(news[0]?.image).toEqual({
      id: 'img-3',
      url: 'https://cms.example.com/files/img-3.jpg',
      filename: 'img-3.jpg',
      mimeType: 'image/jpeg',
      filesize: 48_213,
      alt: 'Messestand mit Spritzgießmaschine',
    });
    // A path on the CMS becomes absolute on its origin.
    expect(news[0]?.articlePdf?.url).toBe(`${server.origin}/files/fakuma.pdf`);
    expect(news[0]?.caseStudy).toBe('innovation.fragranceBottle');
    expect(news[1]?.articlePdf).toBeNull();
    expect(news[1]?.caseStudy).toBe('innovation.sfd');
  });

  it('resolves a download’s file', async () => {
    server.handler = () => ({
      json: {
        data: [
          {
            type: 'downloads',
            id: 'd1',
            attributes: {
              locale: 'en',
              translationKey: 'iso-14001',
              title: 'ISO 14001 certificate',
              description: 'Environmental management system, valid until 2027.',
              kind: 'certificates',
              publishedAt: '2024-11-02',
            },
            relationships: { file: { data: { type: 'files', id: 'f1' } } },
          },
        ],
        included: [fileResource('f1', { mimeType: 'application/pdf', filename: 'iso-14001.pdf', url: 'https://cms.example.com/files/iso-14001.pdf' })],
      },
    });
    const downloads = (await snapshotThrough(backendClient(), 'downloads')).en.items;
    expect(JsonApiServer.paramsOf(server.requests[0]!).get('include')).toBe('file');
    expect(downloads).toEqual([
      {
        id: 'd1',
        locale: 'en',
        translationKey: 'iso-14001',
        title: 'ISO 14001 certificate',
        description: 'Environmental management system, valid until 2027.',
        kind: 'certificates',
        publishedAt: '2024-11-02',
        file: { id: 'f1', url: 'https://cms.example.com/files/iso-14001.pdf', filename: 'iso-14001.pdf', mimeType: 'application/pdf', filesize: 48_213 },
      },
    ]);
  });

  it('reads one record and a relationship', async () => {
    server.handler = (request) =>
      request.url.startsWith('/v1/news/3/image')
        ? { json: { data: fileResource('img-3') } }
        : { json: { data: newsResource('3', 'img-3', null), included: [fileResource('img-3')] } };
    const client = backendClient();
    const record = await client.one('news', '3', { include: 'image' });
    expect(record?.image?.url).toBe('https://cms.example.com/files/img-3.jpg');
    const [image] = await client.related('news', '3', 'image');
    expect(image).toMatchObject({ type: 'files', id: 'img-3', filename: 'img-3.jpg' });
    const [linked] = await client.related('news', '3', 'image', { link: `${server.origin}/v1/news/3/image` });
    expect(linked?.id).toBe('img-3');
    expect(server.requests.map((request) => request.url)).toEqual(['/v1/news/3?include=image', '/v1/news/3/image', '/v1/news/3/image']);
  });
});

describe('pagination', () => {
  function threePages() {
    server.handler = (request) => {
      const number = JsonApiServer.paramsOf(request).get('page[number]') ?? '1';
      const links: Record<string, string> = {};
      // An absolute next link, then a relative one, as servers write either.
      if (number === '1') links.next = `${server.origin}/v1/jobs?page%5Bnumber%5D=2&page%5Bsize%5D=2`;
      if (number === '2') links.next = 'jobs?page%5Bnumber%5D=3&page%5Bsize%5D=2';
      if (number !== '1') links.prev = `jobs?page%5Bnumber%5D=${Number(number) - 1}&page%5Bsize%5D=2`;
      const first = (Number(number) - 1) * 2 + 1;
      const ids = number === '3' ? [String(first)] : [String(first), String(first + 1)];
      return { json: { data: ids.map((id) => jobResource(id)), links } };
    };
  }

  it('follows links.next until the collection is complete', async () => {
    threePages();
    const records = await backendClient().list('jobs', { page: { size: 2 } });
    expect(records.map((record) => record.id)).toEqual(['1', '2', '3', '4', '5']);
    expect(server.requests.map((request) => request.url)).toEqual([
      '/v1/jobs?page%5Bsize%5D=2',
      '/v1/jobs?page%5Bnumber%5D=2&page%5Bsize%5D=2',
      '/v1/jobs?page%5Bnumber%5D=3&page%5Bsize%5D=2',
    ]);
  });

  it('reads page by page with next and previous cursors relative to BACKEND_URL', async () => {
    threePages();
    const client = backendClient();
    const first = await client.page('jobs', { page: { size: 2 } });
    expect(first.records.map((record) => record.id)).toEqual(['1', '2']);
    expect(first.prev).toBeNull();
    expect(first.next).toBe('jobs?page%5Bnumber%5D=2&page%5Bsize%5D=2');
    const second = await client.pageAt('jobs', first.next!);
    expect(second.records.map((record) => record.id)).toEqual(['3', '4']);
    expect(second.prev).toBe('jobs?page%5Bnumber%5D=1&page%5Bsize%5D=2');
    const third = await client.pageAt('jobs', second.next!);
    expect(third.next).toBeNull();
  });

  it('refuses a cursor of another type or host, and a next link leading away from BACKEND_URL', async () => {
    const client = backendClient();
    expect((await caught(client.pageAt('jobs', 'news?page%5Bnumber%5D=2'))).status).toBe(502);
    expect((await caught(client.pageAt('jobs', 'http://127.0.0.1:1/v1/jobs'))).status).toBe(502);
    expect((await caught(client.pageAt('jobs', '../admin/jobs'))).status).toBe(502);
    expect((await caught(client.pageAt('news', 'news/3/image'))).status).toBe(502);
    expect(server.requests).toHaveLength(0);
    // The credential is never sent to another host: the foreign next link is refused before any request.
    server.handler = () => ({ json: { data: [jobResource('1')], links: { next: 'http://127.0.0.1:1/v1/jobs?page=2' } } });
    const error = await caught(client.list('jobs'));
    expect(error.status).toBe(502);
    expect(server.requests).toHaveLength(1);
  });

  it('stops a collection whose next link never ends', async () => {
    server.handler = () => ({ json: { data: [jobResource('1')], links: { next: { href: 'jobs' } } } });
    const error = await caught(backendClient().list('jobs'));
    expect(error.status).toBe(502);
    expect(error.message).toContain('pagination');
  });
});

describe('errors', () => {
  it('turn a 4xx answer into BackendError with status and errors', async () => {
    const errors = [{ status: '404', code: 'not_found', title: 'Not Found', detail: 'No jobs record 99' }];
    server.handler = () => ({ status: 404, json: { errors } });
    const error = await caught(backendClient().one('jobs', '99'));
    expect(error.status).toBe(404);
    expect(error.errors).toEqual(errors);
    expect(error.method).toBe('GET');
    expect(error.target).toBe('jobs/99');
    expect(error.message).toContain('No jobs record 99');
  });

  it('turn a 5xx answer into BackendError, with or without a JSON:API body', async () => {
    server.handler = () => ({ status: 503, json: { errors: [{ status: '503', title: 'Service Unavailable' }] } });
    const unavailable = await caught(backendClient().list('jobs'));
    expect(unavailable.status).toBe(503);
    expect(unavailable.errors).toEqual([{ status: '503', title: 'Service Unavailable' }]);
    server.handler = () => ({ status: 500, text: '<html>Internal Server Error</html>' });
    const broken = await caught(backendClient().list('news'));
    expect(broken.status).toBe(500);
    expect(broken.errors).toEqual([]);
  });

  it('turn a 200 answer that is no JSON:API document into BackendError 502', async () => {
    server.handler = () => ({ text: '<html>maintenance</html>' });
    expect((await caught(backendClient().list('jobs'))).status).toBe(502);
    server.handler = () => ({ json: { jobs: [] } });
    expect((await caught(backendClient().list('jobs'))).status).toBe(502);
  });

  it('turn a network failure (server closed) into BackendError with status 0', async () => {
    const client = backendClient();
    await server.close();
    const error = await caught(client.list('jobs'));
    expect(error.status).toBe(0);
    expect(error.errors).toEqual([]);
    expectNoToken(error.message, error.stack);
    server = await JsonApiServer.start();
  });

  it('turn a timeout into BackendError with status 504', async () => {
    server.handler = () => ({ delayMs: 2_000, json: { data: [] } });
    const client = createBackendClient(createHttpTransport({ baseUrl: `${server.origin}/v1/`, token, timeoutMs: 150 }));
    const error = await caught(client.list('jobs'));
    expect(error.status).toBe(504);
    expect(error.message).toContain('150 ms');
    expectNoToken(error.message);
  });

  it('never carry the token, even when the backend echoes it', async () => {
    server.handler = (request) => ({
      status: 401,
      json: { errors: [{ status: '401', title: 'Unauthorized', detail: `Rejected header: ${request.headers.authorization}` }] },
    });
    const error = await caught(backendClient().list('jobs'));
    expect(error.status).toBe(401);
    expect(error.errors[0]?.detail).toBe('Rejected header: Bearer [redacted]');
    expectNoToken(error.message, error.errors, error.stack, String(error));
  });

  it('read every record as the CMS sent it with a token of one character, and still keep that token out of an error', async () => {
    server.handler = () => ({ json: { data: [jobResource('1'), jobResource('2')] } });
    const records = await backendClient().list('jobs');
    for (const short of ['e', '"', '1']) {
      vi.stubEnv('BACKEND_TOKEN', short);
      expect(await backendClient().list('jobs'), `token ${JSON.stringify(short)}`).toEqual(records);
    }
    vi.stubEnv('BACKEND_TOKEN', 'Q');
    server.handler = (request) => ({ status: 401, json: { errors: [{ status: '401', detail: `Rejected header: ${request.headers.authorization}` }] } });
    const error = await caught(backendClient().list('jobs'));
    expect(error.errors).toEqual([{ status: '401', detail: 'Rejected header: Bearer [redacted]' }]);
    expect(error.message).not.toContain('Q');
  });

  it('refuse a configuration with BACKEND_URL but without BACKEND_TOKEN', () => {
    vi.stubEnv('BACKEND_TOKEN', '');
    expect(() => backendClient()).toThrow(BackendError);
    expect(() => backendClient()).toThrow(/BACKEND_TOKEN is empty/);
  });
});

describe('validation', () => {
  it('skips only a record it cannot show (no title, no language, no id), shows one that lacks a part, and warns naming type, id and field', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.handler = () => ({
      json: {
        data: [
          jobResource('1'),
          jobResource('2', { title: '' }),
          jobResource('3', { kind: 'freelancer' }),
          jobResource('4', { locale: 'fr' }),
          { type: 'jobs', attributes: { title: 'no id' } },
          jobResource('5'),
        ],
      },
    });
    const records = await backendClient().list('jobs');
    expect(records.map((record) => record.id)).toEqual(['1', '3', '5']);
    expect(records[1]?.kind).toBe('employee');
    const lines = warn.mock.calls.map((call) => String(call[0]));
    expect(lines).toHaveLength(4);
    expect(lines.some((line) => line.includes('skipped jobs record 2') && line.includes('title'))).toBe(true);
    expect(lines.some((line) => line.includes('shown without kind of jobs record 3'))).toBe(true);
    expect(lines.some((line) => line.includes('jobs record 4') && line.includes('locale'))).toBe(true);
    expect(lines.some((line) => line.includes('jobs record (no id)'))).toBe(true);
    expectNoToken(...lines);
  });

  it('shows a news item whose image is missing from included or is no image without the image, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.handler = () => ({
      json: {
        data: [newsResource('3', 'img-3', null), newsResource('4', 'missing', null), newsResource('5', 'pdf-5', null)],
        included: [fileResource('img-3'), fileResource('pdf-5', { mimeType: 'application/pdf' })],
      },
    });
    const news = (await snapshotThrough(backendClient(), 'news')).de.items;
    expect(news.map((item) => [item.id, item.image?.id ?? null])).toEqual([['3', 'img-3'], ['4', null], ['5', null]]);
    const lines = warn.mock.calls.map((call) => String(call[0]));
    expect(lines).toEqual([expect.stringMatching(/shown without image of news record 4: image: url: /), expect.stringMatching(/shown without image of news record 5/)]);
  });
  it('checks a sparse read only for the fields it asked for: the rest is missing by design, never reported', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sparse = (id: string, attributes: Record<string, unknown>) => ({ type: 'news', id, attributes });
    server.handler = () => ({
      json: {
        data: [
          sparse('1', { locale: 'de', slug: 'fakuma', title: 'Fakuma', publishedAt: '2025-09-01T08:00:00Z', translationKey: 'news-1' }),
          sparse('2', { locale: 'de', slug: 'ohne-titel', title: '', publishedAt: null, translationKey: 'news-2' }),
          sparse('3', { locale: 'de', slug: null, title: 'K 2025', publishedAt: 'gestern', translationKey: 'news-3' }),
        ],
      },
    });
    const fields = ['locale', 'slug', 'title', 'publishedAt', 'translationKey'];
    const records = await backendClient().list('news', { fields: { news: fields } });
    expect(records).toEqual([
      { type: 'news', id: '1', locale: 'de', slug: 'fakuma', title: 'Fakuma', publishedAt: '2025-09-01T08:00:00Z', translationKey: 'news-1' },
      { type: 'news', id: '3', locale: 'de', slug: null, title: 'K 2025', publishedAt: null, translationKey: 'news-3' },
    ]);
    const lines = warn.mock.calls.map((call) => String(call[0]));
    expect(lines).toEqual([expect.stringMatching(/skipped news record 2.*title/)]);
  });
});

describe('writes', () => {
  it('POST a contact request with the JSON:API body and content type', async () => {
    server.handler = (request) => ({
      status: 201,
      json: { data: { type: 'contact-requests', id: 'c-1', attributes: (request.body as { data: { attributes: unknown } }).data.attributes } },
    });
    const attributes = {
      name: 'Jana Berger',
      company: 'Beispiel Kosmetik GmbH',
      city: 'Nürnberg',
      email: 'jana.berger@example.com',
      subject: 'Anfrage Flakon-Kappen',
      message: 'Wir benötigen 200.000 Kappen pro Jahr.',
      privacyConsent: true as const,
      locale: 'de' as const,
    };
    const created = await backendClient().create('contact-requests', { attributes });
    expect(created).toEqual({ type: 'contact-requests', id: 'c-1' });
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/v1/contact-requests');
    expect(request?.headers['content-type']).toBe('application/vnd.api+json');
    expect(request?.headers.authorization).toBe(`Bearer ${token}`);
    expect(request?.body).toEqual({ data: { type: 'contact-requests', attributes } });
  });

  it('POST a contact request with a client-generated id as data.id', async () => {
    server.handler = () => ({ status: 201, json: { data: { type: 'contact-requests', id: 'b3a1c0de-0000-4000-8000-000000000001' } } });
    const attributes = {
      name: 'Jana Berger',
      company: '',
      city: '',
      email: 'jana.berger@example.com',
      subject: 'Anfrage',
      message: 'Bitte um ein Angebot.',
      privacyConsent: true as const,
      locale: 'de' as const,
    };
    const id = 'b3a1c0de-0000-4000-8000-000000000001';
    expect(await backendClient().create('contact-requests', { id, attributes })).toEqual({ type: 'contact-requests', id });
    expect(server.requests[0]?.body).toEqual({ data: { type: 'contact-requests', id, attributes } });
  });

  it('PATCH only the attributes that change, and return the validated record', async () => {
    server.handler = () => ({ json: { data: jobResource('7', { title: 'Werkzeugmechaniker (m/w/d)' }) } });
    const updated = await backendClient().update('jobs', '7', { attributes: { title: 'Werkzeugmechaniker (m/w/d)' } });
    expect(updated?.title).toBe('Werkzeugmechaniker (m/w/d)');
    const [request] = server.requests;
    expect(request?.method).toBe('PATCH');
    expect(request?.url).toBe('/v1/jobs/7');
    expect(request?.body).toEqual({ data: { type: 'jobs', id: '7', attributes: { title: 'Werkzeugmechaniker (m/w/d)' } } });
  });

  it('POST with relationships and accept an answer without a body', async () => {
    server.handler = () => ({ status: 204 });
    const relationships = { file: { data: { type: 'files', id: 'f1' } } };
    const attributes = {
      locale: 'de' as const,
      translationKey: 'agb',
      title: 'Allgemeine Geschäftsbedingungen',
      description: 'Liefer- und Zahlungsbedingungen',
      kind: 'legally' as const,
      publishedAt: '2025-01-01',
    };
    expect(await backendClient().create('downloads', { attributes, relationships })).toBeUndefined();
    expect(server.requests[0]?.body).toEqual({ data: { type: 'downloads', attributes, relationships } });
  });

  it('DELETE a record', async () => {
    server.handler = () => ({ status: 204 });
    await backendClient().remove('jobs', '7');
    const [request] = server.requests;
    expect(request?.method).toBe('DELETE');
    expect(request?.url).toBe('/v1/jobs/7');
    expect(request?.body).toBeUndefined();
    expect(request?.headers.authorization).toBe(`Bearer ${token}`);
  });

  it('send nothing when the attributes are invalid', async () => {
    const error = await caught(
      backendClient().create('contact-requests', {
        attributes: { name: 'X', company: '', city: '', email: 'not-an-address', subject: 'S', message: 'M', privacyConsent: true, locale: 'de' },
      }),
    );
    expect(error.status).toBe(422);
    expect(error.errors[0]?.source?.pointer).toBe('/data/attributes/email');
    expect(server.requests).toHaveLength(0);
  });

  it('turn a rejected write into BackendError', async () => {
    server.handler = () => ({ status: 403, json: { errors: [{ status: '403', title: 'Forbidden' }] } });
    const error = await caught(backendClient().remove('jobs', '7'));
    expect(error.status).toBe(403);
    expect(error.method).toBe('DELETE');
  });
});

describe('what the CMS sees of the site', () => {
  it('reads and writes straight from the CMS, never through Next.js’s data cache, and names who of the site asks', async () => {
    const calls: RequestInit[] = [];
    const fetchSpy: typeof fetch = async (_input, init) => {
      calls.push(init ?? {});
      return new Response(JSON.stringify({ data: [] }), { status: 200 });
    };
    const client = createBackendClient(createHttpTransport({ baseUrl: 'https://cms.example.com/v1', token, fetch: fetchSpy, reader: 'preview' }));
    await client.list('news');
    await client.remove('news', '3');
    for (const call of calls) {
      expect(call.next).toBeUndefined();
      expect(call.cache).toBe('no-store');
      expect((call.headers as Record<string, string>)['User-Agent']).toBe('Lumoplast-Website (preview)');
    }
    await createBackendClient(createHttpTransport({ baseUrl: 'https://cms.example.com/v1', token, fetch: fetchSpy })).list('jobs');
    expect((calls.at(-1)?.headers as Record<string, string>)['User-Agent']).toBe('Lumoplast-Website (content sync: webhook)');
  });
});
