import type { Locale } from '../routing/locales';

/**
 * The internal path of the prerendered 404 page of a language (`app/[locale]/page-not-found/`).
 * The request interceptor rewrites unknown paths to it; it is not a page of the route table.
 */
export function notFoundPagePath(locale: Locale): string {
  return `/${locale}/page-not-found/`;
}
