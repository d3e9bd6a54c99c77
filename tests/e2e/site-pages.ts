import { locales, type Locale } from '@/lib/routing/locales';
import { localizedPath, parameterNames } from '@/lib/routing/paths';
import { routeTable, type RouteId } from '@/lib/routing/route-table';

/** Every page of the route table with a fixed path, in both languages: what the end-to-end tests visit. */
export const sitePages = routeTable
  .filter((entry) => parameterNames(entry).length === 0)
  .flatMap((entry) =>
    locales.map((locale) => ({
      id: entry.id as RouteId,
      locale,
      path: localizedPath(entry.id as RouteId, locale),
      counterpart: localizedPath(entry.id as RouteId, locale === 'de' ? 'en' : 'de'),
      darkHeader: entry.darkHeader,
    })),
  );

export const notFoundText: Record<Locale, string> = {
  de: 'Diese Seite konnte nicht gefunden werden',
  en: 'This page could not be found',
};
