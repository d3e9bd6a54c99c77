import type { BreadcrumbList, WithContext } from 'schema-dts';
import { company } from '@/content/company';
import { navigationLabels } from '@/content/navigation';
import { pageIntroOf } from '@/content/pages';
import { staticRouteIds, type StaticRouteId } from '@/lib/content/page-intro';
import type { Locale } from '@/lib/routing/locales';
import { localizedPath, routeById, type RouteParams } from '@/lib/routing/paths';
import type { RouteId } from '@/lib/routing/route-table';
import { absoluteUrl } from './site-url';

/** One step of a trail: the name a visitor knows the page by and its absolute URL. */
export type Breadcrumb = { readonly name: string; readonly url: string };

function isStaticRouteId(id: string): id is StaticRouteId {
  return (staticRouteIds as readonly string[]).includes(id);
}

/** A page's name in a trail: its menu label, else its title; the home page is the brand. */
function crumbName(id: StaticRouteId, locale: Locale): string {
  if (id === 'home') return company.brand;
  return navigationLabels[locale][id]?.label ?? pageIntroOf(id, locale).title;
}

/** The home page and the pages above `id` in the route table, from the top down (`id` itself not included). */
function ancestorTrail(id: RouteId, locale: Locale): Breadcrumb[] {
  const ancestors: StaticRouteId[] = [];
  for (let parent = routeById(id).parent; parent !== undefined; parent = routeById(parent as RouteId).parent) {
    if (!isStaticRouteId(parent)) throw new Error(`The parent "${parent}" of a route has no fixed path`);
    ancestors.unshift(parent);
  }
  if (id !== 'home' && ancestors[0] !== 'home') ancestors.unshift('home');
  return ancestors.map((ancestor) => ({ name: crumbName(ancestor, locale), url: absoluteUrl(localizedPath(ancestor, locale)) }));
}

/** The schema.org `BreadcrumbList` of a trail, positions counted from 1. */
export function breadcrumbList(trail: readonly Breadcrumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
  };
}

/**
 * The trail of a page with a fixed path: home, the pages above it (its `parent` chain in the route
 * table), the page. `undefined` for a page at the top level, which has no trail to show.
 */
export function pageBreadcrumbs(id: StaticRouteId, locale: Locale): WithContext<BreadcrumbList> | undefined {
  if (routeById(id).parent === undefined) return undefined;
  return breadcrumbList([...ancestorTrail(id, locale), { name: crumbName(id, locale), url: absoluteUrl(localizedPath(id, locale)) }]);
}

/** The trail of a backend record's page (a job offer, a news item): home, the pages above it, the record by its title. */
export function recordBreadcrumbs(id: RouteId, locale: Locale, record: { title: string; params: RouteParams }): WithContext<BreadcrumbList> {
  return breadcrumbList([...ancestorTrail(id, locale), { name: record.title, url: absoluteUrl(localizedPath(id, locale, record.params)) }]);
}
