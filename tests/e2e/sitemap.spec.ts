import { expect, test } from '@playwright/test';
import { sitePages } from './site-pages';

test('sitemap.xml lists every page of the route table in both languages, with alternates', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(listed.sort()).toEqual(sitePages.map((page) => page.path).sort());
  expect(xml).toContain('hreflang="en" href="http://localhost:3000/en/competences/tool-engineering/"');
  expect(xml).toContain('hreflang="x-default" href="http://localhost:3000/kompetenzen/werkzeugbau/"');
});

test('robots.txt allows the site and points at the sitemap', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toMatch(/User-Agent: \*/i);
  expect(text).toMatch(/Allow: \//);
  expect(text).toContain('Sitemap: http://localhost:3000/sitemap.xml');
});
