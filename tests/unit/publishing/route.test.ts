import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DELETE, GET, OPTIONS, PATCH, POST, PUT } from '@/app/api/revalidate/route';
import { tagsManifest } from '@/lib/instances/next-cache-internals.mjs';

vi.mock('server-only', () => ({}));

/** Whether the page at `path` was renewed (its tag expired in the page cache). */
const renewed = (path: string) => typeof tagsManifest.get(`path:${path}`)?.expired === 'number';

const secret = 'route-secret-0a9b8c7d6e';
const url = 'http://localhost/api/revalidate/';

function post(body: string, authorization?: string) {
  return POST(new Request(url, { method: 'POST', body, headers: authorization === undefined ? {} : { Authorization: authorization } }));
}

beforeEach(() => {
  vi.stubEnv('REVALIDATE_SECRET', secret);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('POST /api/revalidate/', () => {
  it('syncs the type from the embedded default, renews its pages and answers 200 JSON', async () => {
    const response = await post('{"type":"downloads"}', `Bearer ${secret}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      revalidated: true,
      type: 'downloads',
      now: expect.any(Number),
      refresh: 'now',
      sharing: 'single-instance',
      paths: ['/downloads/', '/en/downloads/'],
      records: [],
      failedPurges: [],
      skipped: [],
      incomplete: [],
    });
    expect(renewed('/downloads/') && renewed('/en/downloads/')).toBe(true);
  });

  it('answers 401 without or with a wrong secret and 400 for an unknown type, revalidating nothing', async () => {
    expect((await post('{"type":"news"}')).status).toBe(401);
    const wrong = await post('{"type":"news"}', 'Bearer wrong');
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toBe('Bearer realm="revalidate"');
    expect(await wrong.json()).toEqual({ revalidated: false, message: 'Missing or wrong credentials.' });
    expect((await post('{"type":"pages"}', `Bearer ${secret}`)).status).toBe(400);
    expect((await post('not json', `Bearer ${secret}`)).status).toBe(400);
    expect(renewed('/news/')).toBe(false);
  });

  it('answers 401 when REVALIDATE_SECRET is not configured', async () => {
    vi.stubEnv('REVALIDATE_SECRET', '');
    expect((await post('{"type":"news"}', 'Bearer ')).status).toBe(401);
    expect((await post('{"type":"news"}', `Bearer ${secret}`)).status).toBe(401);
    expect(renewed('/news/')).toBe(false);
  });
});

describe('other methods', () => {
  it.each([
    ['GET', GET],
    ['PUT', PUT],
    ['PATCH', PATCH],
    ['DELETE', DELETE],
    ['OPTIONS', OPTIONS],
  ])('%s answers 405 with Allow: POST', async (_method, handler) => {
    const response = handler();
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(renewed('/news/')).toBe(false);
  });
});
