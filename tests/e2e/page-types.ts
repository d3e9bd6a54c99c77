import { newsCategoryFilters } from '@/lib/news/news-category-filter';
import { newsListLocation, newsListRoute, newsPageCount } from '@/lib/news/news-list-routes';
import { locales, type Locale } from '@/lib/routing/locales';
import { localizedPath, parameterNames, type RouteParams } from '@/lib/routing/paths';
import { publishedRecords } from './embedded-records';
import { caseStudyRouteIds, competenceRouteIds, industryRouteIds, newsCategoryRouteIds, routeTable, type RouteId } from '@/lib/routing/route-table';

/** The first record of each language in an embedded default document of the backend. */
function firstSlugs(type: 'jobs' | 'news'): Record<Locale, string> {
  const records = publishedRecords<{ slug: string; locale: string }>(type);
  const slugOf = (locale: Locale) => {
    const record = records.find((entry) => entry.locale === locale);
    if (!record) throw new Error(`content/backend/${type}.json has no record in ${locale}`);
    return record.slug;
  };
  return { de: slugOf('de'), en: slugOf('en') };
}

/** Pages drawn by one template each: the first of them with a light and with a dark header stand for all. */
const sameTemplate: readonly (readonly RouteId[])[] = [competenceRouteIds, caseStudyRouteIds, industryRouteIds, newsCategoryRouteIds];
const darkHeader = (id: RouteId) => routeTable.find((entry) => entry.id === id)?.darkHeader;
const standsForOthers = (id: RouteId) =>
  sameTemplate.every((ids) => !ids.includes(id) || ids.find((other) => darkHeader(other) === darkHeader(id)) === id);

const recordSlugs: Partial<Record<RouteId, Record<Locale, string>>> = {
  'careers.jobOffer': firstSlugs('jobs'),
  'news.article': firstSlugs('news'),
};

/**
 * Page 2 of each news list that has one in both languages of the embedded default (all news; no
 * category has more than one page there): the further pages of a list are one template.
 */
const news = publishedRecords<{ locale: Locale; category: string }>('news');
const secondPages: Partial<Record<RouteId, RouteParams>> = Object.fromEntries(
  newsCategoryFilters
    .filter((filter) => locales.every((locale) => newsPageCount(news.filter((item) => item.locale === locale && (filter === 'all' || item.category === filter)).length) >= 2))
    .map((filter) => [newsListRoute({ filter, page: 2 }).id, newsListRoute({ filter, page: 2 }).params]),
);
const isFurtherNewsPage = (id: RouteId) => (newsListLocation(id, { page: '2' })?.page ?? 1) > 1;

export const notFoundPaths: Record<Locale, string> = { de: '/gibt-es-nicht/', en: '/en/does-not-exist/' };

/**
 * One page of every page type of the route table in both languages (one competence of each header
 * colour, one case study, one industry, one job and one news record of the embedded default), and
 * the 404 page.
 */
export const pageTypes: { type: string; locale: Locale; path: string }[] = [
  ...routeTable
    .filter((entry) => standsForOthers(entry.id) && (!isFurtherNewsPage(entry.id) || secondPages[entry.id]))
    .flatMap((entry) =>
      locales.map((locale) => {
        const slugs = recordSlugs[entry.id];
        const params = slugs ? { slug: slugs[locale] } : (secondPages[entry.id] ?? {});
        if (parameterNames(entry).length > 0 && Object.keys(params).length === 0) throw new Error(`no record to visit for ${entry.id}`);
        return { type: entry.id, locale, path: localizedPath(entry.id, locale, params) };
      }),
    ),
  ...locales.map((locale) => ({ type: 'not-found', locale, path: notFoundPaths[locale] })),
];
