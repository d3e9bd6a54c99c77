import { expect } from '@playwright/test';
import { test } from './site-test';
import { localizedPath } from '@/lib/routing/paths';

/**
 * The revalidation webhook against the production server of the end-to-end run, which has no
 * REVALIDATE_SECRET: every POST is refused with 401 whatever it sends, and nothing changes. The
 * accepted path (200 and a page that shows the new record) needs a server started with
 * REVALIDATE_SECRET, BACKEND_URL and BACKEND_TOKEN pointing at a test JSON:API server.
 */
const webhook = '/api/revalidate/';
const body = { type: 'downloads' };

test.describe('POST /api/revalidate/', () => {
  test('answers 401 without an Authorization header', async ({ request }) => {
    const response = await request.post(webhook, { data: body });
    expect(response.status()).toBe(401);
    expect(response.headers()['www-authenticate']).toBe('Bearer realm="revalidate"');
    expect(response.headers()['cache-control']).toContain('no-store');
    expect(await response.json()).toEqual({ revalidated: false, message: 'Missing or wrong credentials.' });
  });

  test('answers 401 with a wrong secret, an empty one or another scheme', async ({ request }) => {
    for (const authorization of ['Bearer wrong-secret', 'Bearer ', 'Bearer undefined', 'Basic d3Jvbmc6c2VjcmV0']) {
      const response = await request.post(webhook, { data: body, headers: { Authorization: authorization } });
      expect(response.status(), authorization).toBe(401);
      expect((await response.json()).revalidated).toBe(false);
    }
  });

  test('checks the secret before the body: a malformed body without the secret is 401 too', async ({ request }) => {
    const response = await request.post(webhook, { data: 'not json', headers: { Authorization: 'Bearer wrong-secret', 'Content-Type': 'text/plain' } });
    expect(response.status()).toBe(401);
  });

  test('a refused revalidation leaves the downloads page as it was', async ({ request }) => {
    const before = await request.get(localizedPath('downloads', 'en'));
    expect(before.status()).toBe(200);
    const headings = (html: string) => [...html.matchAll(/<h3[^>]*>([^<]*)<\/h3>/g)].map((match) => match[1]);
    const titles = headings(await before.text());
    expect(titles.length).toBeGreaterThan(0);
    expect((await request.post(webhook, { data: body, headers: { Authorization: 'Bearer wrong-secret' } })).status()).toBe(401);
    const after = await request.get(localizedPath('downloads', 'en'));
    expect(after.status()).toBe(200);
    expect(headings(await after.text())).toEqual(titles);
  });
});

test.describe('other methods on /api/revalidate/', () => {
  for (const method of ['GET', 'PUT', 'PATCH', 'DELETE'] as const) {
    test(`${method} answers 405 with Allow: POST`, async ({ request }) => {
      const response = await request.fetch(webhook, { method, headers: { Authorization: 'Bearer wrong-secret' } });
      expect(response.status()).toBe(405);
      expect(response.headers()['allow']).toBe('POST');
    });
  }
});
