import { expect } from '@playwright/test';
import { test } from './site-test';
import { locales } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';
import { searchEnginePageOf, searchEnginePageTypes } from './search-engine-data';

/**
 * What a search engine reads across pages: a title and a description of each page type's own, and no
 * index entry for a page that could not be found. Each page's own data (title, description, canonical
 * URL, `hreflang` alternates, JSON-LD) is checked by the page sweep (page-sweep.spec.ts), on its one load
 * of the page.
 */

test('every page type has a title and a description of its own', async ({ request }) => {
  const documents = await Promise.all(
    locales.flatMap((locale) =>
      searchEnginePageTypes.map(async ({ id }) => {
        const html = await (await request.get(searchEnginePageOf(id, locale).path)).text();
        return {
          title: html.match(/<title>([^<]+)<\/title>/)?.[1],
          description: html.match(/<meta name="description" content="([^"]+)"/)?.[1],
        };
      }),
    ),
  );
  expect(documents.every((document) => document.title && document.description)).toBe(true);
  expect(new Set(documents.map((document) => document.title)).size).toBe(documents.length);
  expect(new Set(documents.map((document) => document.description)).size).toBe(documents.length);
});

test.describe('a page that could not be found', () => {
  const missing = [
    '/gibt-es-nicht/',
    '/en/does-not-exist/',
    `${localizedPath('careers.jobOffers', 'de')}gibt-es-nicht/`,
    `${localizedPath('careers.jobOffers', 'en')}does-not-exist/`,
    `${localizedPath('news', 'de')}gibt-es-nicht/`,
    `${localizedPath('news', 'en')}does-not-exist/`,
  ];
  for (const path of missing) {
    test(`${path} is kept out of the index and names no canonical URL`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"/);
      expect(html).not.toContain('rel="canonical"');
      expect(html).not.toContain('application/ld+json');
    });
  }
});
