import { expect } from '@playwright/test';
import { test } from './site-test';
import { sitePages } from './site-pages';

test.describe('every page of the route table', () => {
  for (const page of sitePages) {
    test(`${page.path} answers in ${page.locale} with one heading and its own title`, async ({ request }) => {
      const response = await request.get(page.path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<html[^>]* lang="${page.locale}"`));
      expect(html.match(/<h1[\s>]/g) ?? []).toHaveLength(1);
      expect(html).toMatch(/<title>[^<]+ \| Lumoplast<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      // Canonical URL and the alternates of both languages and x-default, each a page that answers 200.
      const linkHref = (rel: string, hreflang?: string) =>
        html.match(new RegExp(`<link rel="${rel}"${hreflang ? ` hrefLang="${hreflang}"` : ''} href="([^"]+)"`))?.[1];
      const canonical = linkHref('canonical');
      expect(canonical && new URL(canonical).pathname).toBe(page.path);
      for (const language of ['de', 'en', 'x-default']) {
        const href = linkHref('alternate', language);
        expect(href, language).toBeDefined();
        expect((await request.get(new URL(href!).pathname, { maxRedirects: 0 })).status(), language).toBe(200);
      }
      expect(html).toMatch(/<meta property="og:image" content="[^"]+lumoplast-og\.png"/);
      // Prerendered at build time, served from the cache rather than rendered per request.
      expect(response.headers()['x-nextjs-cache'] ?? response.headers()['x-nextjs-prerender']).toBeTruthy();
    });
  }

  test('have titles of their own', async ({ request }) => {
    const titles = await Promise.all(
      sitePages.map(async (page) => (await (await request.get(page.path)).text()).match(/<title>([^<]+)<\/title>/)?.[1]),
    );
    expect(new Set(titles).size).toBe(sitePages.length);
  });
});
