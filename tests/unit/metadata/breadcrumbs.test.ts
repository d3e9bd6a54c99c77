import { afterEach, describe, expect, it, vi } from 'vitest';
import { staticRouteIds, type StaticRouteId } from '@/lib/content/page-intro';
import { breadcrumbList, pageBreadcrumbs, recordBreadcrumbs } from '@/lib/metadata/breadcrumbs';
import { locales } from '@/lib/routing/locales';
import { localizedPath, routeById } from '@/lib/routing/paths';

afterEach(() => {
  vi.unstubAllEnvs();
});

const site = 'http://localhost:3000';

describe('the BreadcrumbList of a page', () => {
  it('leads from home through the parent chain to the page, named by the menu labels', () => {
    expect(pageBreadcrumbs('competences.toolEngineering', 'de')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Lumoplast', item: `${site}/` },
        { '@type': 'ListItem', position: 2, name: 'Kompetenzen', item: `${site}/kompetenzen/` },
        { '@type': 'ListItem', position: 3, name: 'Werkzeugbau', item: `${site}/kompetenzen/werkzeugbau/` },
      ],
    });
    expect(pageBreadcrumbs('careers.aboutUs', 'en')?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Lumoplast', item: `${site}/en/` },
      { '@type': 'ListItem', position: 2, name: 'Careers', item: `${site}/en/careers/` },
      { '@type': 'ListItem', position: 3, name: 'About us', item: `${site}/en/careers/about-us/` },
    ]);
  });

  it('exists on every page below another one, in both languages, ending at the page itself', () => {
    const nested = staticRouteIds.filter((id) => routeById(id).parent !== undefined) as StaticRouteId[];
    expect(nested.length).toBeGreaterThan(15);
    for (const id of nested) {
      for (const locale of locales) {
        const items = pageBreadcrumbs(id, locale)?.itemListElement as unknown as { position: number; name: string; item: string }[];
        expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
        expect(items[0]?.item).toBe(`${site}${localizedPath('home', locale)}`);
        expect(items.at(-1)?.item).toBe(`${site}${localizedPath(id, locale)}`);
        expect(items.at(-2)?.item).toBe(`${site}${localizedPath(routeById(id).parent as StaticRouteId, locale)}`);
        for (const item of items) expect(item.name.length, `${id} ${locale}`).toBeGreaterThan(2);
      }
    }
  });

  it('is left out on the home page and the pages at the top level', () => {
    for (const id of ['home', 'competences', 'news', 'contact', 'imprint'] as const) expect(pageBreadcrumbs(id, 'de')).toBeUndefined();
  });

  it('builds its URLs from SITE_URL', () => {
    vi.stubEnv('SITE_URL', 'https://www.lumoplast.de');
    expect(pageBreadcrumbs('industries.food', 'en')?.itemListElement).toContainEqual(
      expect.objectContaining({ item: 'https://www.lumoplast.de/en/products-and-industries/food/' }),
    );
  });
});

describe('the BreadcrumbList of a backend record', () => {
  it('leads from home over careers and the job offers to the offer, named by its title', () => {
    expect(recordBreadcrumbs('careers.jobOffer', 'de', { title: 'Schichtleiter Spritzguss (m/w/d)', params: { slug: 'schichtleiter-spritzguss' } }).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Lumoplast', item: `${site}/` },
      { '@type': 'ListItem', position: 2, name: 'Karriere', item: `${site}/karriere-lumoplast/` },
      { '@type': 'ListItem', position: 3, name: 'Stellenangebote', item: `${site}/karriere-lumoplast/stellenangebote/` },
      { '@type': 'ListItem', position: 4, name: 'Schichtleiter Spritzguss (m/w/d)', item: `${site}/karriere-lumoplast/stellenangebote/schichtleiter-spritzguss/` },
    ]);
  });

  it('leads from home over the news to the article', () => {
    expect(recordBreadcrumbs('news.article', 'en', { title: 'Review: Fakuma 2026', params: { slug: 'review-fakuma-2026' } }).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Lumoplast', item: `${site}/en/` },
      { '@type': 'ListItem', position: 2, name: 'News', item: `${site}/en/news/` },
      { '@type': 'ListItem', position: 3, name: 'Review: Fakuma 2026', item: `${site}/en/news/review-fakuma-2026/` },
    ]);
  });
});

describe('breadcrumbList', () => {
  it('counts positions from 1 in the order of the trail', () => {
    const list = breadcrumbList([
      { name: 'A', url: `${site}/a/` },
      { name: 'B', url: `${site}/a/b/` },
    ]);
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'A', item: `${site}/a/` },
      { '@type': 'ListItem', position: 2, name: 'B', item: `${site}/a/b/` },
    ]);
  });
});
