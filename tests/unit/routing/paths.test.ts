import { describe, expect, it } from 'vitest';
import {
  alternatePath,
  isPageOrNearMiss,
  localeOfPath,
  localizedPath,
  matchPath,
  matchRenderedPath,
} from '@/lib/routing/paths';
import { homePathOf, locales } from '@/lib/routing/locales';
import { routeTable, type RouteId } from '@/lib/routing/route-table';
import { languageSwitchHref } from '@/lib/routing/language-switch-href';
import { routeIdOfSegment, segmentParams } from '@/lib/routing/static-params';

describe('localizedPath', () => {
  it('gives the public path of a page in each language', () => {
    expect(localizedPath('home', 'de')).toBe('/');
    expect(localizedPath('home', 'en')).toBe('/en/');
    expect(localizedPath('competences.toolEngineering', 'de')).toBe('/kompetenzen/werkzeugbau/');
    expect(localizedPath('competences.toolEngineering', 'en')).toBe('/en/competences/tool-engineering/');
  });

  it('fills and encodes parameters', () => {
    expect(localizedPath('news.article', 'de', { slug: 'k-messe-2026' })).toBe('/news/k-messe-2026/');
    expect(localizedPath('careers.jobOffer', 'en', { slug: 'a/b c' })).toBe('/en/careers/job-offers/a%2Fb%20c/');
  });

  it('refuses a missing parameter', () => {
    expect(() => localizedPath('news.article', 'de')).toThrow(/slug/);
    expect(() => localizedPath('news.article', 'de', { slug: '' })).toThrow(/slug/);
  });
});

describe('matchPath', () => {
  it('finds every page of the table in both languages', () => {
    for (const entry of routeTable) {
      for (const locale of ['de', 'en'] as const) {
        const path = entry[locale].replace('[slug]', 'example');
        expect(matchPath(path), path).toMatchObject({ entry: { id: entry.id }, locale });
      }
    }
  });

  it('returns decoded parameters', () => {
    expect(matchPath('/en/news/messe%20k/')).toMatchObject({ entry: { id: 'news.article' }, params: { slug: 'messe k' } });
  });

  it('matches strictly: no missing slash, no other case, no wrong prefix, no extra segment', () => {
    for (const path of ['/impressum', '/Impressum/', '/en/impressum/', '/de/impressum/', '/impressum/extra/', '/news/a/b/']) {
      expect(matchPath(path), path).toBeUndefined();
    }
  });

  it('rejects broken percent-encoding', () => {
    expect(matchPath('/news/%E0%A4%A/')).toBeUndefined();
  });
});

describe('matchRenderedPath', () => {
  it('also understands the internal path a page is prerendered at', () => {
    expect(matchRenderedPath('/de/imprint/')).toMatchObject({ entry: { id: 'imprint' }, locale: 'de' });
    expect(matchRenderedPath('/en/competences/development/')).toMatchObject({ entry: { id: 'competences.development' }, locale: 'en' });
    expect(matchRenderedPath('/de/')).toMatchObject({ entry: { id: 'home' }, locale: 'de' });
    expect(matchRenderedPath('/de/careers/job-offers/mechatroniker/')).toMatchObject({
      entry: { id: 'careers.jobOffer' },
      locale: 'de',
      params: { slug: 'mechatroniker' },
    });
    expect(matchRenderedPath('/fr/imprint/')).toBeUndefined();
  });
});

describe('isPageOrNearMiss', () => {
  it('accepts the pages of both languages', () => {
    expect(isPageOrNearMiss('/')).toBe(true);
    expect(isPageOrNearMiss('/en/')).toBe(true);
    expect(isPageOrNearMiss('/kompetenzen/werkzeugbau/')).toBe(true);
    expect(isPageOrNearMiss('/en/news/anything/')).toBe(true);
  });

  it('accepts the near misses next-intl redirects', () => {
    expect(isPageOrNearMiss('/en/kompetenzen/werkzeugbau/')).toBe(true); // German slug under /en/
    expect(isPageOrNearMiss('/competences/tool-engineering/')).toBe(true); // English slug without prefix
    expect(isPageOrNearMiss('/de/impressum/')).toBe(true); // /de/ prefix
    expect(isPageOrNearMiss('/de/')).toBe(true);
  });

  it('refuses everything else', () => {
    for (const path of ['/foo/', '/en/foo/', '/de/foo/', '/kompetenzen/unbekannt/', '/en/en/imprint/', '/fr/', '/impressum/x/']) {
      expect(isPageOrNearMiss(path), path).toBe(false);
    }
  });
});

describe('alternatePath', () => {
  it('leads every page to its counterpart in the other language', () => {
    for (const entry of routeTable) {
      const params: Record<string, string> = entry.de.includes('[slug]') ? { slug: 'x' } : entry.de.includes('[page]') ? { page: '2' } : {};
      const de = localizedPath(entry.id as RouteId, 'de', params);
      const en = localizedPath(entry.id as RouteId, 'en', params);
      expect(alternatePath(de, 'en'), de).toBe(en);
      expect(alternatePath(en, 'de'), en).toBe(de);
    }
  });

  it('works from the internal prerender path too, and falls back to the home page', () => {
    expect(alternatePath('/de/imprint/', 'en')).toBe('/en/imprint/');
    expect(alternatePath('/not-a-page/', 'en')).toBe('/en/');
  });
});

describe('localeOfPath', () => {
  it('is English under /en and German elsewhere', () => {
    expect(localeOfPath('/en')).toBe('en');
    expect(localeOfPath('/en/x/')).toBe('en');
    expect(localeOfPath('/english/')).toBe('de');
    expect(localeOfPath('/')).toBe('de');
  });
});

describe('homePathOf', () => {
  it('is the route table’s home page of each language (what the last-resort error page links to without the table)', () => {
    for (const locale of locales) expect(homePathOf(locale)).toBe(localizedPath('home', locale));
  });
});

describe('static params of dynamic folders', () => {
  it('are the folder segments of the pages, and map back to them', () => {
    const ids = ['competences.toolEngineering', 'competences.fromIdeaToProduct'] as const;
    expect(segmentParams('competence', ids)).toEqual([{ competence: 'tool-engineering' }, { competence: 'from-idea-to-product' }]);
    expect(routeIdOfSegment(ids, 'tool-engineering')).toBe('competences.toolEngineering');
    expect(routeIdOfSegment(ids, 'werkzeugbau')).toBeUndefined();
  });
});

describe('the language switch', () => {
  it('links a page of the route table straight to its counterpart', () => {
    expect(languageSwitchHref('/kompetenzen/werkzeugbau/', 'en')).toBe('/en/competences/tool-engineering/');
    expect(languageSwitchHref('/de/imprint/', 'en')).toBe('/en/imprint/');
  });

  it('asks the endpoint for the translation of a job or news record', () => {
    expect(languageSwitchHref('/news/k-2025/', 'en')).toBe('/api/language-switch/?path=%2Fnews%2Fk-2025%2F');
    expect(languageSwitchHref('/de/careers/job-offers/schichtleiter/', 'en')).toBe(
      '/api/language-switch/?path=%2Fkarriere-lumoplast%2Fstellenangebote%2Fschichtleiter%2F',
    );
  });
});
