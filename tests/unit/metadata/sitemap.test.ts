import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBackendClient } from '@/lib/cms/client';
import { createEmbeddedTransport } from '@/lib/cms/embedded-transport';
import { snapshotThrough } from '@/lib/content-store/client-snapshot';
import { sitemapView } from '@/lib/content-store/page-views';
import { recordPagesSitemap, siteSitemap as sitemapOf, staticPagesSitemap, type SitemapRecord } from '@/lib/metadata/sitemap';
import { locales } from '@/lib/routing/locales';
import { localizedPath, parameterNames } from '@/lib/routing/paths';
import { routeTable, type RouteId } from '@/lib/routing/route-table';

vi.mock('server-only', () => ({}));

type WireDocument = { data: { attributes: SitemapRecord }[] };

/** The records of the embedded default, read from the documents as the wire sends them. */
function embeddedRecords(type: 'jobs' | 'news'): SitemapRecord[] {
  const file = path.join(process.cwd(), 'content', 'backend', `${type}.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as WireDocument).data
    .filter(({ attributes }) => (attributes as { status?: string }).status !== 'draft')
    .map(({ attributes: { locale, translationKey, slug, publishedAt } }) => ({
    locale,
    translationKey,
    slug,
    publishedAt,
  }));
}

const site = 'http://localhost:3000';
const fixedPages = routeTable.filter((entry) => parameterNames(entry).length === 0).map((entry) => entry.id as RouteId);
const fixedUrls = fixedPages.flatMap((id) => locales.map((locale) => `${site}${localizedPath(id, locale)}`));

/** The sitemap of the embedded default, from the content store's view of its records. */
async function siteSitemap() {
  const client = createBackendClient(createEmbeddedTransport());
  return sitemapOf(sitemapView(await snapshotThrough(client, 'jobs'), await snapshotThrough(client, 'news')));
}

beforeEach(() => {
  vi.stubEnv('BACKEND_URL', '');
  vi.stubEnv('SITE_URL', undefined);
  vi.stubEnv('NEXT_PHASE', undefined);
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('the sitemap', () => {
  it('lists every page with a fixed path in both languages, each with the alternates of both and x-default', () => {
    const entries = staticPagesSitemap();
    expect(entries.map((entry) => entry.url)).toEqual(fixedUrls);
    const toolEngineering = entries.find((entry) => entry.url === `${site}/en/competences/tool-engineering/`);
    expect(toolEngineering?.alternates?.languages).toEqual({
      de: `${site}/kompetenzen/werkzeugbau/`,
      en: `${site}/en/competences/tool-engineering/`,
      'x-default': `${site}/kompetenzen/werkzeugbau/`,
    });
    expect(toolEngineering).not.toHaveProperty('lastModified');
  });

  it('lists every job offer and news item of the embedded default with its publication date and its translation', async () => {
    const entries = await siteSitemap();
    const jobs = embeddedRecords('jobs');
    const news = embeddedRecords('news');
    const recordUrl = (id: RouteId, record: SitemapRecord) => `${site}${localizedPath(id, record.locale, { slug: record.slug })}`;
    const expected = [
      ...jobs.map((record) => ({ record, url: recordUrl('careers.jobOffer', record), id: 'careers.jobOffer' as const })),
      ...news.map((record) => ({ record, url: recordUrl('news.article', record), id: 'news.article' as const })),
    ];
    expect(expected.length).toBeGreaterThan(20);
    expect(entries.map((entry) => entry.url).sort()).toEqual([...fixedUrls, ...expected.map(({ url }) => url)].sort());

    for (const { record, url, id } of expected) {
      const entry = entries.find((candidate) => candidate.url === url);
      expect(entry?.lastModified, url).toBe(record.publishedAt);
      const all = id === 'careers.jobOffer' ? jobs : news;
      const versionIn = (locale: string) => all.find((other) => other.translationKey === record.translationKey && other.locale === locale);
      const german = versionIn('de');
      const english = versionIn('en');
      expect(entry?.alternates?.languages, url).toEqual({
        ...(german && { de: recordUrl(id, german), 'x-default': recordUrl(id, german) }),
        ...(english && { en: recordUrl(id, english) }),
      });
    }
  });

  it('dates the list of job offers and the news list of each language by their newest record', async () => {
    const entries = await siteSitemap();
    for (const [id, type] of [['careers.jobOffers', 'jobs'], ['news', 'news']] as const) {
      for (const locale of locales) {
        const newest = embeddedRecords(type)
          .filter((record) => record.locale === locale)
          .sort((left, right) => Date.parse(right.publishedAt ?? '') - Date.parse(left.publishedAt ?? ''))[0];
        const entry = entries.find((candidate) => candidate.url === `${site}${localizedPath(id, locale)}`);
        expect(entry?.lastModified, `${id} ${locale}`).toBe(newest?.publishedAt);
      }
    }
  });

  it('lists each news category’s list, dated by its newest news, and no further page of any list', async () => {
    const entries = await siteSitemap();
    const news = JSON.parse(readFileSync(path.join(process.cwd(), 'content', 'backend', 'news.json'), 'utf8')) as { data: { attributes: SitemapRecord & { category: string } }[] };
    for (const [id, category] of [['news.category.fair', 'fair'], ['news.category.product', 'product']] as const) {
      for (const locale of locales) {
        const newest = news.data
          .map(({ attributes }) => attributes)
          .filter((record) => record.locale === locale && record.category === category)
          .sort((left, right) => Date.parse(right.publishedAt ?? '') - Date.parse(left.publishedAt ?? ''))[0];
        const entry = entries.find((candidate) => candidate.url === `${site}${localizedPath(id, locale)}`);
        expect(entry?.lastModified, `${id} ${locale}`).toBe(newest?.publishedAt);
        expect(Object.keys(entry?.alternates?.languages ?? {})).toEqual(['de', 'en', 'x-default']);
      }
    }
    expect(entries.filter((entry) => /\/(seite|page)\/\d+\/$/.test(entry.url))).toEqual([]);
  });

  it('gives a record without translation only its own language, which is also x-default', () => {
    const [entry] = recordPagesSitemap('news.article', [
      { locale: 'en', translationKey: 'only-english', slug: 'only-in-english', publishedAt: '2026-01-05T10:00:00+01:00' },
      { locale: 'de', translationKey: 'another', slug: 'etwas-anderes', publishedAt: '2026-01-04T10:00:00+01:00' },
    ]);
    expect(entry).toEqual({
      url: `${site}/en/news/only-in-english/`,
      lastModified: '2026-01-05T10:00:00+01:00',
      alternates: { languages: { en: `${site}/en/news/only-in-english/`, 'x-default': `${site}/en/news/only-in-english/` } },
      priority: 0.6,
    });
  });

  it('builds its URLs from SITE_URL', async () => {
    vi.stubEnv('SITE_URL', 'https://www.lumoplast.de');
    const entries = await siteSitemap();
    expect(entries.every((entry) => entry.url.startsWith('https://www.lumoplast.de/'))).toBe(true);
    expect(entries.find((entry) => entry.url === 'https://www.lumoplast.de/en/imprint/')?.alternates?.languages?.de).toBe(
      'https://www.lumoplast.de/impressum/',
    );
  });
});

describe('the sitemap of records', () => {
  it('dates a list by the records of its language alone, and lists a language’s records without the other’s', () => {
    const entries = sitemapOf({ jobOffers: [], news: [{ locale: 'de', translationKey: 'k', slug: 'k-messe', publishedAt: '2025-09-16T09:00:00+02:00', category: 'fair' }] });
    expect(entries.map((entry) => entry.url)).toEqual([...fixedUrls, `${site}/news/k-messe/`]);
    expect(entries.find((entry) => entry.url === `${site}/news/`)?.lastModified).toBe('2025-09-16T09:00:00+02:00');
    expect(entries.find((entry) => entry.url === `${site}/news/kategorie/messen/`)?.lastModified).toBe('2025-09-16T09:00:00+02:00');
    expect(entries.find((entry) => entry.url === `${site}/en/news/`)).not.toHaveProperty('lastModified');
    expect(entries.find((entry) => entry.url === `${site}/karriere-lumoplast/stellenangebote/`)).not.toHaveProperty('lastModified');
  });
});
