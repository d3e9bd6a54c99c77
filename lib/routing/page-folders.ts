import type { Locale } from './locales';
import { internalPathname } from './paths';
import type { RouteEntry } from './route-table';

/** The internal path next-intl rewrites a page's public path to: `/kompetenzen/` → `/de/competences/`, `/` → `/de`. */
export function internalPathOfPage(internal: string, locale: Locale): string {
  return internal === '/' ? `/${locale}` : `/${locale}${internal}/`;
}

/** Whether a page's public path in a language is its folder's own path, so it needs no rewrite (the English pages). */
export function isServedAtItsFolder(entry: RouteEntry, locale: Locale): boolean {
  const folder = internalPathOfPage(internalPathname(entry), locale);
  return entry[locale] === folder || entry[locale] === `${folder}/`;
}
