import type { Locale } from './locales';
import { internalPathname } from './paths';
import { routeTable } from './route-table';

// Read by next.config.ts too, whose loader takes relative imports only: no `@/` here.

/** The internal path next-intl rewrites a page's public path to: `/kompetenzen/` → `/de/competences/`, `/` → `/de`. */
export function internalPathOfPage(internal: string, locale: Locale): string {
  return internal === '/' ? `/${locale}` : `/${locale}${internal}/`;
}

/**
 * The rewrites of the pages that skip the interceptor, as next-intl's would be: every German page
 * without parameters to its page folder (English paths are the folder's own, apart from home's slash).
 */
export function fixedPageRewrites(): { source: string; destination: string }[] {
  return routeTable
    .filter((entry) => !entry.de.includes('['))
    .map((entry) => ({ source: entry.de, destination: internalPathOfPage(internalPathname(entry), 'de') }));
}
