import type { Metadata } from 'next';
import { pageIntroOf } from '@/content/pages';
import type { StaticRouteId } from '@/lib/content/page-intro';
import type { Locale } from '@/lib/routing/locales';
import { documentTitle } from './document-title';

/** The `<title>` and meta description of a page. */
export function pageMetadata(id: StaticRouteId, locale: Locale): Metadata {
  const { title, description } = pageIntroOf(id, locale);
  return { title: documentTitle(title), description };
}
