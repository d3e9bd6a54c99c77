import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { locales, type Locale } from '@/lib/routing/locales';
import { localizedPath, routeById, type RouteParams } from '@/lib/routing/paths';
import type { RouteId } from '@/lib/routing/route-table';
import { publishedRecords } from './embedded-records';

/**
 * What a search engine reads on one page of every page type, in both languages: title, description,
 * canonical URL, `hreflang` alternates and the JSON-LD blocks. The page sweep (page-sweep.spec.ts) reads
 * them from its load of each page and checks them here; seo.spec.ts compares them across pages.
 */

type BackendRecord = { locale: Locale; translationKey: string; slug: string; title: string; publishedAt: string };
const recordsOf = (type: 'jobs' | 'news'): BackendRecord[] => publishedRecords<BackendRecord>(type);
const records = { 'careers.jobOffer': recordsOf('jobs'), 'news.article': recordsOf('news') } as const;
type RecordRouteId = keyof typeof records;

/** The build's public origin (`SITE_URL`), which the canonical URLs and alternates name. */
const siteOrigin = new URL(process.env.SITE_URL ?? 'http://localhost:3000').origin;

/** The path of an absolute URL of the site, to request it from the server under test. */
function onTestServer(url: unknown): string {
  expect(typeof url, 'a URL').toBe('string');
  const parsed = new URL(url as string);
  expect(parsed.origin, `${String(url)} is on the site's origin`).toBe(siteOrigin);
  return `${parsed.pathname}${parsed.search}`;
}

async function expectAnswers200(request: APIRequestContext, url: unknown) {
  const path = onTestServer(url);
  expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
}

/** The page types whose search engine data is checked, each by one page. */
export const searchEnginePageTypes: { type: string; id: RouteId }[] = [
  { type: 'home page', id: 'home' },
  { type: 'competences', id: 'competences' },
  { type: 'a competence', id: 'competences.toolEngineering' },
  { type: 'products and industries', id: 'industries' },
  { type: 'the industry overview', id: 'industries.overview' },
  { type: 'an industry', id: 'industries.food' },
  { type: 'innovation', id: 'innovation' },
  { type: 'the case study overview', id: 'innovation.overview' },
  { type: 'a case study', id: 'innovation.fragranceBottle' },
  { type: 'careers', id: 'careers' },
  { type: 'about us', id: 'careers.aboutUs' },
  { type: 'employee testimonials', id: 'careers.employeeTestimonials' },
  { type: 'the job offers', id: 'careers.jobOffers' },
  { type: 'a job offer', id: 'careers.jobOffer' },
  { type: 'the news', id: 'news' },
  { type: 'a news category', id: 'news.category.press' },
  { type: 'a further page of the news', id: 'news.page' },
  { type: 'a news article', id: 'news.article' },
  { type: 'downloads', id: 'downloads' },
  { type: 'contact', id: 'contact' },
  { type: 'a legal page', id: 'imprint' },
];

function isRecordRoute(id: RouteId): id is RecordRouteId {
  return id in records;
}

/** A page of a type in a language: its path, the parameters of each language (none where it has no version), its record. */
export function searchEnginePageOf(id: RouteId, locale: Locale) {
  // The embedded default has a second page of all news in both languages.
  if (id === 'news.page') return { path: localizedPath(id, locale, { page: '2' }), paramsIn: (): RouteParams | undefined => ({ page: '2' }), record: undefined };
  if (!isRecordRoute(id)) return { path: localizedPath(id, locale), paramsIn: (): RouteParams | undefined => ({}), record: undefined };
  const record = records[id].find((candidate) => candidate.locale === locale)!;
  const versionIn = (language: Locale) =>
    records[id].find((candidate) => candidate.locale === language && candidate.translationKey === record.translationKey);
  return {
    path: localizedPath(id, locale, { slug: record.slug }),
    paramsIn: (language: Locale): RouteParams | undefined => {
      const version = versionIn(language);
      return version && { slug: version.slug };
    },
    record,
  };
}

/** The paths of the trail to a page: home, the pages above it in the route table, the page. */
function trailOf(id: RouteId, locale: Locale, path: string): string[] {
  const above: string[] = [];
  for (let parent = routeById(id).parent; parent !== undefined; parent = routeById(parent as RouteId).parent) {
    above.unshift(localizedPath(parent as RouteId, locale));
  }
  return [localizedPath('home', locale), ...above, path];
}

/** What a page tells a search engine, as read from its document. */
export type SearchEngineData = {
  title: string;
  description: string | null;
  canonicals: (string | null)[];
  alternates: Record<string, (string | null)[]>;
  jsonLd: string[];
};

/** Reads what a search engine reads from the page loaded in `page`. */
export async function readSearchEngineData(page: Page): Promise<SearchEngineData> {
  const hrefs = (selector: string) => page.locator(selector).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  const alternates: Record<string, (string | null)[]> = {};
  for (const language of [...locales, 'x-default']) alternates[language] = await hrefs(`link[rel="alternate"][hreflang="${language}"]`);
  return {
    title: await page.title(),
    description: await page.locator('meta[name="description"]').getAttribute('content'),
    canonicals: await hrefs('link[rel="canonical"]'),
    alternates,
    jsonLd: await page.locator('script[type="application/ld+json"]').allTextContents(),
  };
}

type JsonLdBlock = { '@context'?: string; '@type'?: string; [property: string]: unknown };
type Thing = { [property: string]: unknown };

/** The title, description, canonical URL, alternates and JSON-LD of the page of `id` in `locale` are what a search engine needs. */
export async function expectSearchEngineData(request: APIRequestContext, id: RouteId, locale: Locale, data: SearchEngineData) {
  const { path, paramsIn, record } = searchEnginePageOf(id, locale);
  const { title, description } = data;
  expect(title).toMatch(/\S.* \| Lumoplast$/);
  expect(description).toMatch(/\S{3,}/);
  expect(description).not.toBe(title);
  if (record) expect(title).toContain(record.title);

  expect(data.canonicals).toHaveLength(1);
  expect(onTestServer(data.canonicals[0])).toBe(path);
  await expectAnswers200(request, data.canonicals[0]);

  for (const language of [...locales, 'x-default'] as const) {
    const alternates = data.alternates[language] ?? [];
    expect(alternates, language).toHaveLength(1);
    const target = language === 'x-default' ? 'de' : language;
    expect(onTestServer(alternates[0]), language).toBe(localizedPath(id, target, paramsIn(target)));
    await expectAnswers200(request, alternates[0]);
  }

  const blocks = data.jsonLd.map((text) => JSON.parse(text) as JsonLdBlock);
  const expectedTypes = [
    ...(id === 'home' ? ['Organization'] : []),
    ...(id === 'careers.jobOffer' ? ['JobPosting'] : []),
    ...(id === 'news.article' ? ['NewsArticle'] : []),
    ...(routeById(id).parent !== undefined ? ['BreadcrumbList'] : []),
  ];
  expect(blocks.map((block) => block['@type']).sort()).toEqual(expectedTypes.sort());

  for (const block of blocks) {
    expect(block['@context']).toBe('https://schema.org');
    switch (block['@type']) {
      case 'Organization': {
        expect(block).toMatchObject({ name: 'Lumoplast', legalName: 'Lumoplast GmbH' });
        await expectAnswers200(request, block.url);
        await expectAnswers200(request, block.logo);
        expect(block.address).toMatchObject({
          '@type': 'PostalAddress',
          streetAddress: expect.any(String),
          postalCode: expect.stringMatching(/^\d{5}$/),
          addressLocality: expect.any(String),
          addressCountry: 'DE',
        });
        expect(block.vatID).toMatch(/^DE\d{9}$/);
        break;
      }
      case 'BreadcrumbList': {
        const items = block.itemListElement as Thing[];
        expect(Array.isArray(items)).toBe(true);
        expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
        expect(items.map((item) => onTestServer(item.item))).toEqual(trailOf(id, locale, path));
        for (const item of items) {
          expect(item['@type']).toBe('ListItem');
          expect(item.name).toMatch(/\S{2,}/);
          await expectAnswers200(request, item.item);
        }
        if (record) expect(items.at(-1)?.name).toBe(record.title);
        break;
      }
      case 'JobPosting': {
        expect(block).toMatchObject({ title: record?.title, datePosted: record?.publishedAt });
        expect(block.description).toMatch(/\S{3,}/);
        expect((block.hiringOrganization as Thing).name).toBe('Lumoplast GmbH');
        expect((block.jobLocation as Thing).address).toMatchObject({ addressLocality: expect.any(String), addressCountry: 'DE' });
        break;
      }
      case 'NewsArticle': {
        expect(block).toMatchObject({ headline: record?.title, datePublished: record?.publishedAt });
        const images = block.image as unknown[];
        expect(images.length).toBeGreaterThan(0);
        for (const image of images) await expectAnswers200(request, image);
        expect((block.author as Thing).name).toBe('Lumoplast GmbH');
        expect((block.publisher as Thing).name).toBe('Lumoplast GmbH');
        break;
      }
      default:
        throw new Error(`unexpected JSON-LD type ${String(block['@type'])}`);
    }
  }
}
