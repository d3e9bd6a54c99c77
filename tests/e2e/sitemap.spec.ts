import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './site-test';
import type { Locale } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';
import { publishedRecords } from './embedded-records';
import { sitePages } from './site-pages';

/** The build's public origin (`SITE_URL`), which the sitemap names. */
const siteOrigin = new URL(process.env.SITE_URL ?? 'http://localhost:3000').origin;

type BackendRecord = { locale: Locale; translationKey: string; slug: string; publishedAt: string };
/** The records of the embedded default the build serves, as the documents in `content/backend/` hold them. */
const recordsOf = (type: 'jobs' | 'news'): BackendRecord[] => publishedRecords<BackendRecord>(type);

/** What the sitemap should list: every fixed page in both languages, then every job offer and news item. */
const expectedEntries = [
  ...sitePages.map((page) => {
    const counterparts = { [page.locale]: page.path, [page.locale === 'de' ? 'en' : 'de']: page.counterpart } as Record<Locale, string>;
    return { path: page.path, lastModified: undefined as string | undefined, alternates: { ...counterparts, 'x-default': counterparts.de } };
  }),
  ...(
    [
      ['careers.jobOffer', recordsOf('jobs')],
      ['news.article', recordsOf('news')],
    ] as const
  ).flatMap(([id, records]) =>
    records.map((record) => {
      const versions = records.filter((other) => other.translationKey === record.translationKey);
      const alternates: Record<string, string> = Object.fromEntries(versions.map((version) => [version.locale, localizedPath(id, version.locale, { slug: version.slug })]));
      return { path: localizedPath(id, record.locale, { slug: record.slug }), lastModified: record.publishedAt, alternates: { ...alternates, 'x-default': alternates.de ?? alternates[record.locale]! } };
    }),
  ),
];

/** The path of an absolute URL in the sitemap, checked to be on the site's origin. */
function pathOf(url: string): string {
  const parsed = new URL(url);
  expect(parsed.origin, url).toBe(siteOrigin);
  return parsed.pathname;
}

async function readSitemap(request: APIRequestContext) {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = '']) => ({
    path: pathOf(body.match(/<loc>([^<]+)<\/loc>/)?.[1] ?? ''),
    lastModified: body.match(/<lastmod>([^<]+)<\/lastmod>/)?.[1],
    alternates: Object.fromEntries(
      [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(([, language = '', href = '']) => [language, pathOf(href)]),
    ),
  }));
}

test('sitemap.xml lists every page of the route table in both languages and every job offer and news item', async ({ request }) => {
  const entries = await readSitemap(request);
  expect(expectedEntries.filter((entry) => entry.lastModified).length).toBeGreaterThan(20);
  expect(entries.map((entry) => entry.path).sort()).toEqual(expectedEntries.map((entry) => entry.path).sort());
  for (const expected of expectedEntries) {
    const entry = entries.find((candidate) => candidate.path === expected.path);
    expect(entry?.alternates, expected.path).toEqual(expected.alternates);
    if (expected.lastModified) expect(entry?.lastModified, expected.path).toBe(expected.lastModified);
  }
});

test('every page the sitemap lists answers 200', async ({ request }) => {
  for (const { path } of await readSitemap(request)) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
  }
});

test('robots.txt allows the site and points at the sitemap', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toMatch(/User-Agent: \*/i);
  expect(text).toMatch(/Allow: \//);
  expect(text).toContain(`Sitemap: ${siteOrigin}/sitemap.xml`);
});
