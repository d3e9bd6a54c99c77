import type { PageIntro, StaticRouteId } from '@/lib/content/page-intro';
import type { Locale } from '@/lib/routing/locales';
import { pageIntrosDe } from './de';
import { pageIntrosEn } from './en';

const pageIntros: Record<Locale, Record<StaticRouteId, PageIntro>> = { de: pageIntrosDe, en: pageIntrosEn };

export function pageIntroOf(id: StaticRouteId, locale: Locale): PageIntro {
  return pageIntros[locale][id];
}
