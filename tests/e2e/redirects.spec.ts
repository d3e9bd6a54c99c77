import { expect } from '@playwright/test';
import { test } from './site-test';

test.describe('near misses', () => {
  const nearMisses = [
    { from: '/en/kompetenzen/werkzeugbau/', to: '/en/competences/tool-engineering/', why: 'a German slug under /en/' },
    { from: '/en/impressum/', to: '/en/imprint/', why: 'a German slug under /en/' },
    { from: '/competences/tool-engineering/', to: '/kompetenzen/werkzeugbau/', why: 'an English slug without the prefix' },
    { from: '/careers/job-offers/', to: '/karriere-lumoplast/stellenangebote/', why: 'an English slug without the prefix' },
    { from: '/de/impressum/', to: '/impressum/', why: 'the /de/ prefix' },
    { from: '/de/', to: '/', why: 'the /de/ prefix' },
  ];

  for (const { from, to, why } of nearMisses) {
    test(`${from} (${why}) redirects to ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect([307, 308]).toContain(response.status());
      expect(new URL(response.headers().location!, 'http://x').pathname).toBe(to);
      const landed = await request.get(to, { maxRedirects: 0 });
      expect(landed.status()).toBe(200);
    });
  }
});

test.describe('a path without its trailing slash', () => {
  for (const path of ['/impressum', '/en/imprint', '/kompetenzen/werkzeugbau', '/en']) {
    test(`${path} redirects with 308 to the slashed path`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(new URL(response.headers().location!, 'http://x').pathname).toBe(`${path}/`);
    });
  }

  test('keeps the query when it redirects', async ({ request }) => {
    const response = await request.get('/news?category=fair', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toMatch(/\/news\/\?category=fair$/);
  });
});
