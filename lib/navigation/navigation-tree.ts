import type { NavigationLabel } from '@/lib/content/navigation-labels';
import type { Locale } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';
import { legalRouteIds, routeTable, type RouteId } from '@/lib/routing/route-table';

export type NavigationLink = {
  readonly id: RouteId;
  readonly label: string;
  readonly href: string;
};

/** A top-level entry of the main navigation; with `children` it opens a sub menu. */
export type NavigationItem = NavigationLink & {
  /** The link to the entry's own page, first in its sub menu. */
  readonly overview?: NavigationLink;
  readonly children: readonly NavigationLink[];
};

/** The main navigation of one language, in the order of the route table. */
export function navigationTree(locale: Locale, labels: Readonly<Record<string, NavigationLabel>>): NavigationItem[] {
  const link = (id: RouteId, label: string): NavigationLink => ({ id, label, href: localizedPath(id, locale) });
  const labelOf = (id: RouteId): NavigationLabel => {
    const label = labels[id];
    if (!label) throw new Error(`No navigation label for "${id}" (${locale})`);
    return label;
  };

  return routeTable
    .filter((entry) => entry.inNavigation && !('parent' in entry))
    .map((entry) => {
      const { label, overviewLabel } = labelOf(entry.id);
      const children = routeTable
        .filter((child) => child.inNavigation && 'parent' in child && child.parent === entry.id)
        .map((child) => link(child.id, labelOf(child.id).label));
      return {
        ...link(entry.id, label),
        overview: children.length > 0 && overviewLabel ? link(entry.id, overviewLabel) : undefined,
        children,
      };
    });
}

/** The pages linked from the footer, outside the navigation tree. */
export function legalLinks(
  locale: Locale,
  labels: Readonly<Record<(typeof legalRouteIds)[number], string>>,
): NavigationLink[] {
  return legalRouteIds.map((id) => ({ id, label: labels[id], href: localizedPath(id, locale) }));
}

/**
 * The nearest page above a route that the main navigation shows, which the navigation marks as the
 * current section: the parent of a page in a sub menu, and for a page deeper down (a news category's
 * second page, under the category, under News) the first of its ancestors that is in the navigation.
 */
export function navigationSectionOf(id: RouteId): RouteId | undefined {
  let parent = routeTable.find((entry) => entry.id === id)?.parent;
  while (parent !== undefined) {
    const entry = routeTable.find((candidate) => candidate.id === parent);
    if (!entry || entry.inNavigation) return entry?.id;
    parent = entry.parent;
  }
  return undefined;
}
