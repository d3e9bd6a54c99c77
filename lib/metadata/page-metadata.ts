import type { Metadata } from 'next';
import { company } from '@/content/company';
import { pageIntroOf } from '@/content/pages';
import type { StaticRouteId } from '@/lib/content/page-intro';
import { isLocale, otherLocale, type Locale } from '@/lib/routing/locales';
import type { RouteParams } from '@/lib/routing/paths';
import type { RouteId } from '@/lib/routing/route-table';
import { documentTitle } from './document-title';
import { languageAlternates } from './language-alternates';

const openGraphLocale: Record<Locale, string> = { de: 'de_DE', en: 'en_US' };

/** The social preview image of every page (`scripts/media/brand.mjs`). */
const previewImage = { url: '/media/brand/lumoplast-og.png', width: 1200, height: 630, alt: company.brand };

/**
 * The metadata of a page in one language: `<title>`, meta description, the canonical URL, the
 * `hreflang` alternates of both languages and `x-default` (German, else the one language a record
 * exists in), and the Open Graph and Twitter previews. A backend record (a job, a news item) names
 * its parameters per language in `params`; a language it has no translation in gets no alternate.
 */
export function documentMetadata(
  page: { id: RouteId; params?: RouteParams | Partial<Record<Locale, RouteParams>>; title: string; description: string },
  locale: Locale,
): Metadata {
  // Parameters per language (`{ de: { slug }, en: { slug } }`) or the same for both (`{ slug }`).
  const perLanguage =
    page.params && Object.keys(page.params).length > 0 && Object.keys(page.params).every(isLocale)
      ? (page.params as Partial<Record<Locale, RouteParams>>)
      : undefined;
  const paramsIn = (language: Locale): RouteParams | undefined =>
    perLanguage ? perLanguage[language] : ((page.params as RouteParams | undefined) ?? {});
  const languages = languageAlternates(page.id, paramsIn);
  const url = (language: Locale) => languages[language];
  const other = otherLocale(locale);
  return {
    title: documentTitle(page.title),
    description: page.description,
    alternates: { canonical: url(locale), languages },
    openGraph: {
      type: 'website',
      siteName: company.brand,
      title: page.title,
      description: page.description,
      url: url(locale),
      locale: openGraphLocale[locale],
      ...(url(other) && { alternateLocale: openGraphLocale[other] }),
      images: [previewImage],
    },
    twitter: { card: 'summary_large_image', title: page.title, description: page.description, images: [previewImage] },
  };
}

/** The metadata of a page of the route table, from its introduction in `content/pages/`. */
export function pageMetadata(id: StaticRouteId, locale: Locale): Metadata {
  const { title, description } = pageIntroOf(id, locale);
  return documentMetadata({ id, title, description }, locale);
}
