import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentMetadata, pageMetadata } from '@/lib/metadata/page-metadata';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the metadata of a page', () => {
  it('has its own title and description, a canonical URL and the alternates of both languages', () => {
    const metadata = pageMetadata('competences.toolEngineering', 'en');
    expect(metadata.title).toEqual({ absolute: expect.stringMatching(/ \| Lumoplast$/) });
    expect(metadata.description).toMatch(/.{50,}/);
    expect(metadata.alternates).toEqual({
      canonical: 'http://localhost:3000/en/competences/tool-engineering/',
      languages: {
        de: 'http://localhost:3000/kompetenzen/werkzeugbau/',
        en: 'http://localhost:3000/en/competences/tool-engineering/',
        'x-default': 'http://localhost:3000/kompetenzen/werkzeugbau/',
      },
    });
  });

  it('builds its URLs from SITE_URL', () => {
    vi.stubEnv('SITE_URL', 'https://www.lumoplast.de');
    expect(pageMetadata('imprint', 'de').alternates?.canonical).toBe('https://www.lumoplast.de/impressum/');
  });

  it('has Open Graph and Twitter previews with an image', () => {
    const metadata = pageMetadata('home', 'de');
    expect(metadata.openGraph).toMatchObject({ locale: 'de_DE', alternateLocale: 'en_US', url: 'http://localhost:3000/', siteName: 'Lumoplast' });
    expect(metadata.openGraph?.images).toEqual([expect.objectContaining({ url: '/media/brand/lumoplast-og.png', width: 1200, height: 630 })]);
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image' });
  });
});

describe('the metadata of a backend record', () => {
  it('links each language to its own slug, and a language without translation not at all', () => {
    const both = documentMetadata({ id: 'news.article', params: { de: { slug: 'k-messe' }, en: { slug: 'k-fair' } }, title: 'K', description: 'K' }, 'en');
    expect(both.alternates?.canonical).toBe('http://localhost:3000/en/news/k-fair/');
    expect(both.alternates?.languages).toEqual({
      de: 'http://localhost:3000/news/k-messe/',
      en: 'http://localhost:3000/en/news/k-fair/',
      'x-default': 'http://localhost:3000/news/k-messe/',
    });
    const germanOnly = documentMetadata({ id: 'careers.jobOffer', params: { de: { slug: 'schichtleiter' } }, title: 'S', description: 'S' }, 'de');
    expect(germanOnly.alternates?.languages).toEqual({
      de: 'http://localhost:3000/karriere-lumoplast/stellenangebote/schichtleiter/',
      'x-default': 'http://localhost:3000/karriere-lumoplast/stellenangebote/schichtleiter/',
    });
  });

  it('points x-default at the one language a record exists in when it has no German version', () => {
    const englishOnly = documentMetadata({ id: 'news.article', params: { de: undefined, en: { slug: 'k-fair' } }, title: 'K', description: 'K' }, 'en');
    expect(englishOnly.alternates).toEqual({
      canonical: 'http://localhost:3000/en/news/k-fair/',
      languages: { en: 'http://localhost:3000/en/news/k-fair/', 'x-default': 'http://localhost:3000/en/news/k-fair/' },
    });
    expect(englishOnly.openGraph).not.toHaveProperty('alternateLocale');
  });
});
