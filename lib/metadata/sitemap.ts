import type { MetadataRoute } from 'next';
import { locales } from '@/lib/routing/locales';
import { localizedPath, parameterNames } from '@/lib/routing/paths';
import { routeTable, type RouteId } from '@/lib/routing/route-table';
import { absoluteUrl } from './site-url';

/**
 * Every page of the route table with a fixed path, once per language, each with the alternates of
 * both languages. (Job and news records join with the backend.)
 */
export function staticPagesSitemap(): MetadataRoute.Sitemap {
  return routeTable
    .filter((entry) => parameterNames(entry).length === 0)
    .flatMap((entry) => {
      const id = entry.id as RouteId;
      const languages = Object.fromEntries(locales.map((locale) => [locale, absoluteUrl(localizedPath(id, locale))]));
      return locales.map((locale) => ({
        url: absoluteUrl(localizedPath(id, locale)),
        alternates: { languages: { ...languages, 'x-default': languages.de } },
        priority: id === 'home' ? 1 : 0.7,
      }));
    });
}
