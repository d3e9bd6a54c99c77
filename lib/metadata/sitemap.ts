import type { MetadataRoute } from 'next';
import { locales, type Locale } from '@/lib/routing/locales';
import { parameterNames } from '@/lib/routing/paths';
import type { RecordRouteId } from '@/lib/routing/record-routes';
import { routeTable, type RouteId } from '@/lib/routing/route-table';
import { newsCategoryFilters } from '@/lib/news/news-category-filter';
import { newsListFirstRoute } from '@/lib/news/news-list-routes';
import { languageAlternates } from './language-alternates';

/** What the sitemap needs of a backend record (a job offer, a news item). */
export type SitemapRecord = {
  readonly locale: Locale;
  /** The same on both language versions of one record. */
  readonly translationKey: string;
  readonly slug: string;
  /** ISO 8601, the record's `lastModified`; null when unknown. */
  readonly publishedAt: string | null;
  /** The group of the record whose list page has a page of its own (a news item's category). */
  readonly category?: string | null;
};


/** The newest `publishedAt` of the records of a language (instants compared, offsets may differ). */
function newestPublishedAt(records: readonly SitemapRecord[], locale: Locale): string | undefined {
  let newest: string | undefined;
  for (const { locale: recordLocale, publishedAt } of records) {
    if (recordLocale !== locale || publishedAt === null) continue;
    if (newest === undefined || Date.parse(publishedAt) > Date.parse(newest)) newest = publishedAt;
  }
  return newest;
}

/**
 * Every page of the route table with a fixed path, once per language, each with the alternates of
 * both languages. `lastModified` names, per page and language, when it last changed, where that is
 * known (a list page: when its newest record was published).
 *
 * So the news lists are in: all news and each category (page 1). Their further pages (`/news/seite/2/`)
 * are not: what each holds shifts with every article published, every article they link to is listed
 * here itself, and crawlers find them through the lists' links (each is a page of its own, canonical
 * to itself, not excluded from the index).
 */
export function staticPagesSitemap(lastModified: (id: RouteId, locale: Locale) => string | undefined = () => undefined): MetadataRoute.Sitemap {
  return routeTable
    .filter((entry) => parameterNames(entry).length === 0)
    .flatMap((entry) => {
      const id = entry.id as RouteId;
      const languages = languageAlternates(id, () => ({}));
      return locales.map((locale) => {
        const modified = lastModified(id, locale);
        return {
          url: languages[locale] as string,
          ...(modified && { lastModified: modified }),
          alternates: { languages },
          priority: id === 'home' ? 1 : 0.7,
        };
      });
    });
}

/**
 * The page of every record, each with the alternates of the languages it is translated into (the
 * versions that share its `translationKey`) and `lastModified` from its `publishedAt`.
 */
export function recordPagesSitemap(id: RecordRouteId, records: readonly SitemapRecord[]): MetadataRoute.Sitemap {
  return records.map((record) => {
    const versions = records.filter((other) => other.translationKey === record.translationKey);
    const languages = languageAlternates(id, (locale) => {
      const version = locale === record.locale ? record : versions.find((other) => other.locale === locale);
      return version && { slug: version.slug };
    });
    return {
      url: languages[record.locale] as string,
      ...(record.publishedAt && { lastModified: record.publishedAt }),
      alternates: { languages },
      priority: 0.6,
    };
  });
}

/**
 * `sitemap.xml`: every page of the route table in both languages, then every job offer and news item of
 * the content store.
 */
export function siteSitemap({ jobOffers, news }: { jobOffers: readonly SitemapRecord[]; news: readonly SitemapRecord[] }): MetadataRoute.Sitemap {
  const categoryLists = newsCategoryFilters.map((filter) => [newsListFirstRoute(filter), news.filter((record) => filter === 'all' || record.category === filter)] as const);
  const listsModified: Partial<Record<RouteId, readonly SitemapRecord[]>> = { 'careers.jobOffers': jobOffers, ...Object.fromEntries(categoryLists) };
  return [
    ...staticPagesSitemap((id, locale) => {
      const records = listsModified[id];
      return records && newestPublishedAt(records, locale);
    }),
    ...recordPagesSitemap('careers.jobOffer', jobOffers),
    ...recordPagesSitemap('news.article', news),
  ];
}
