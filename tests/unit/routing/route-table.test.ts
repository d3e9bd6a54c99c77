import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/routing/locales';
import { intlPathnames, internalPathname, parameterNames } from '@/lib/routing/paths';
import { caseStudyRouteIds, competenceRouteIds, industryRouteIds, routeTable } from '@/lib/routing/route-table';

const ids = routeTable.map((entry) => entry.id);

describe('the route table', () => {
  it('has unique ids', () => {
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(locales)('has unique %s paths', (locale) => {
    const paths = routeTable.map((entry) => entry[locale]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives every page a German path without prefix and an English path under /en/', () => {
    for (const entry of routeTable) {
      expect(entry.de, entry.id).toMatch(/^\/(?!en\/|de\/)/);
      expect(entry.en, entry.id).toMatch(/^\/en\//);
    }
  });

  it('ends every path with a trailing slash and has no double or missing slashes', () => {
    for (const entry of routeTable) {
      for (const locale of locales) {
        expect(entry[locale], `${entry.id} ${locale}`).toMatch(/^\/([a-z0-9-]+\/|\[[a-zA-Z]+\]\/)*$/);
      }
    }
  });

  it('names the same parameters in both languages', () => {
    for (const entry of routeTable) {
      const englishParameters = [...entry.en.matchAll(/\[(\w+)\]/g)].map((match) => match[1]);
      expect(parameterNames(entry), entry.id).toEqual(englishParameters);
    }
  });

  it('has the job and news detail patterns with a slug parameter, and the news lists’ further pages with a page number', () => {
    const patterns = routeTable.filter((entry) => parameterNames(entry).length > 0);
    expect(patterns.filter((entry) => parameterNames(entry).includes('slug')).map(({ id, de, en }) => ({ id, de, en }))).toEqual([
      { id: 'careers.jobOffer', de: '/karriere-lumoplast/stellenangebote/[slug]/', en: '/en/careers/job-offers/[slug]/' },
      { id: 'news.article', de: '/news/[slug]/', en: '/en/news/[slug]/' },
    ]);
    const paged = patterns.filter((entry) => !parameterNames(entry).includes('slug'));
    expect(paged.map((entry) => entry.id)).toEqual([
      'news.page',
      'news.category.fair.page',
      'news.category.newspaper.page',
      'news.category.press.page',
      'news.category.product.page',
    ]);
    for (const entry of paged) {
      expect(parameterNames(entry), entry.id).toEqual(['page']);
      expect(entry.de, entry.id).toMatch(/\/seite\/\[page\]\/$/);
      expect(entry.en, entry.id).toMatch(/\/page\/\[page\]\/$/);
    }
  });

  it('places every child under an existing parent and in its parent’s path', () => {
    for (const entry of routeTable) {
      if (!('parent' in entry)) continue;
      const parent = routeTable.find((candidate) => candidate.id === entry.parent);
      expect(parent, entry.id).toBeDefined();
      for (const locale of locales) expect(entry[locale].startsWith(parent![locale]), `${entry.id} ${locale}`).toBe(true);
    }
  });

  it('has the pages of the specification', () => {
    expect(competenceRouteIds).toHaveLength(8);
    expect(industryRouteIds).toHaveLength(4);
    expect(caseStudyRouteIds).toHaveLength(3);
    expect(ids).toEqual(expect.arrayContaining(['industries.overview', 'innovation.overview', 'careers.aboutUs', 'careers.employeeTestimonials']));
    expect(routeTable.find((entry) => entry.id === 'careers')).toMatchObject({ de: '/karriere-lumoplast/', en: '/en/careers/' });
    // The specification's source data gives engineering the prototyping route by mistake; its route table wins.
    expect(routeTable.find((entry) => entry.id === 'competences.engineering')).toMatchObject({
      de: '/kompetenzen/konstruktion/',
      en: '/en/competences/engineering/',
    });
  });

  it('flags the dark-header pages of the specification and no others', () => {
    const dark = routeTable.filter((entry) => entry.darkHeader).map((entry) => entry.id);
    expect(dark.sort()).toEqual(
      ['downloads', 'careers.jobOffers', ...competenceRouteIds.filter((id) => id !== 'competences.fromIdeaToProduct')].sort(),
    );
  });

  it('puts the seven sections at the top of the navigation tree and the legal pages outside it', () => {
    const topLevel = routeTable.filter((entry) => entry.inNavigation && !('parent' in entry)).map((entry) => entry.id);
    expect(topLevel).toEqual(['competences', 'innovation', 'industries', 'careers', 'news', 'downloads', 'contact']);
    for (const id of ['imprint', 'privacy', 'conditions', 'home']) {
      expect(routeTable.find((entry) => entry.id === id)?.inNavigation, id).toBe(false);
    }
  });

  it('derives next-intl’s pathnames: internal pathname → both localized pathnames, without trailing slash', () => {
    const pathnames = intlPathnames();
    expect(Object.keys(pathnames)).toHaveLength(routeTable.length);
    expect(pathnames['/']).toEqual({ de: '/', en: '/' });
    expect(pathnames['/careers/job-offers/[slug]']).toEqual({
      de: '/karriere-lumoplast/stellenangebote/[slug]',
      en: '/careers/job-offers/[slug]',
    });
    expect(pathnames['/competences/tool-engineering']).toEqual({ de: '/kompetenzen/werkzeugbau', en: '/competences/tool-engineering' });
  });

  it('uses the English path without prefix as the internal pathname', () => {
    const imprint = routeTable.find((entry) => entry.id === 'imprint')!;
    expect(internalPathname(imprint)).toBe('/imprint');
  });
});
