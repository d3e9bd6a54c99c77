import type { Metadata } from 'next';
import { pageIntroOf } from '@/content/pages';
import type { StaticRouteId } from '@/lib/content/page-intro';
import type { Locale } from '@/lib/routing/locales';

/** The `<title>` (completed by the layout's template) and meta description of a page. */
export function pageMetadata(id: StaticRouteId, locale: Locale): Metadata {
  const { title, description } = pageIntroOf(id, locale);
  return { title, description };
}
