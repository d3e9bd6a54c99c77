import { afterEach, describe, expect, it, vi } from 'vitest';
import { company } from '@/content/company';
import { pageIntroOf } from '@/content/pages';
import { organizationJsonLd } from '@/lib/metadata/organization';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the Organization JSON-LD', () => {
  it('carries the imprint data of content/company.ts', () => {
    expect(organizationJsonLd('de')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': 'http://localhost:3000/#organization',
      name: 'Lumoplast',
      legalName: 'Lumoplast GmbH',
      url: 'http://localhost:3000/',
      logo: 'http://localhost:3000/icon.svg',
      description: pageIntroOf('home', 'de').description,
      foundingDate: '2004',
      address: {
        '@type': 'PostalAddress',
        streetAddress: company.address.street,
        postalCode: company.address.postalCode,
        addressLocality: company.address.city,
        addressCountry: 'DE',
      },
      telephone: company.phone,
      faxNumber: company.fax,
      email: company.email,
      vatID: company.vatId,
    });
  });

  it('describes one organization in both languages, in the language of the page', () => {
    const [german, english] = [organizationJsonLd('de'), organizationJsonLd('en')] as unknown as Record<string, unknown>[];
    expect(english?.['@id']).toBe(german?.['@id']);
    expect(english?.description).toBe(pageIntroOf('home', 'en').description);
    expect(english?.description).not.toBe(german?.description);
  });

  it('names no profile elsewhere that the company does not have', () => {
    expect(organizationJsonLd('en')).not.toHaveProperty('sameAs');
  });

  it('builds its URLs from SITE_URL', () => {
    vi.stubEnv('SITE_URL', 'https://www.lumoplast.de');
    expect(organizationJsonLd('en')).toMatchObject({ url: 'https://www.lumoplast.de/', logo: 'https://www.lumoplast.de/icon.svg' });
  });
});
