import type { Metadata } from 'next';
import { company } from '@/content/company';
import { pageIntroOf } from '@/content/pages';
import type { StaticRouteId } from '@/lib/content/page-intro';
import type { Locale } from '@/lib/routing/locales';
import { localizedPath, type RouteParams } from '@/lib/routing/paths';
import type { RouteId } from '@/lib/routing/route-table';
import { documentTitle } from './document-title';
import { absoluteUrl } from './site-url';

const openGraphLocale: Record<Locale, string> = { de: 'de_DE', en: 'en_US' };

/** The social preview image of every page (`scripts/media/brand.mjs`). */
const previewImage = { url: '/media/brand/lumoplast-og.png', width: 1200, height: 630, alt: company.brand };

/**
 * The metadata of a page in one language: `<title>`, meta description, the canonical URL, the
 * `hreflang` alternates of both languages and `x-default` (German), and the Open Graph and Twitter
 * previews.
 */
export function documentMetadata(
  page: { id: RouteId; params?: RouteParams; title: string; description: string },
  locale: Locale,
): Metadata {
  const url = (language: Locale) => absoluteUrl(localizedPath(page.id, language, page.params));
  return {
    title: documentTitle(page.title),
    description: page.description,
    alternates: {
      canonical: url(locale),
      languages: { de: url('de'), en: url('en'), 'x-default': url('de') },
    },
    openGraph: {
      type: 'website',
      siteName: company.brand,
      title: page.title,
      description: page.description,
      url: url(locale),
      locale: openGraphLocale[locale],
      alternateLocale: openGraphLocale[locale === 'de' ? 'en' : 'de'],
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
