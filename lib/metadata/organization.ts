import type { Organization, WithContext } from 'schema-dts';
import { company } from '@/content/company';
import { pageIntroOf } from '@/content/pages';
import type { Locale } from '@/lib/routing/locales';
import { absoluteUrl } from './site-url';

/** The site's icon (`app/icon.svg`), served at `/icon.svg`: the company's logo mark. */
const logoPath = '/icon.svg';

/**
 * The schema.org `Organization` of the company, for the home page: the imprint's data from
 * `content/company.ts`, described in the page's language. The same `@id` in both languages says
 * that both home pages describe one organization.
 */
export function organizationJsonLd(locale: Locale): WithContext<Organization> {
  const url = absoluteUrl('/');
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${url}#organization`,
    name: company.brand,
    legalName: company.legalName,
    url,
    logo: absoluteUrl(logoPath),
    description: pageIntroOf('home', locale).description,
    foundingDate: String(company.foundedYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address.street,
      postalCode: company.address.postalCode,
      addressLocality: company.address.city,
      addressCountry: company.address.country,
    },
    telephone: company.phone,
    faxNumber: company.fax,
    email: company.email,
    vatID: company.vatId,
  };
}
