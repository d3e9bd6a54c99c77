import { z } from '@/lib/validation/zod';
import { routeTable } from '@/lib/routing/route-table';

const navigationRouteIds = routeTable.filter((entry) => entry.inNavigation).map((entry) => entry.id);
const parentsWithSubMenu = new Set(
  routeTable.flatMap((entry) => (entry.inNavigation && 'parent' in entry ? [entry.parent] : [])),
);

const navigationLabelSchema = z.strictObject({
  /** The text of the menu entry. */
  label: z.string().trim().min(2).max(40),
  /** For an entry with a sub menu: the text of the link to the entry's own page, first in its sub menu. */
  overviewLabel: z.string().trim().min(2).max(40).optional(),
});

const navigationLabelsOfLocaleSchema = z
  .strictObject(Object.fromEntries(navigationRouteIds.map((id) => [id, navigationLabelSchema])))
  .superRefine((labels, context) => {
    for (const [id, label] of Object.entries(labels)) {
      const hasSubMenu = parentsWithSubMenu.has(id);
      if (hasSubMenu && !label.overviewLabel) {
        context.addIssue({ code: 'custom', path: [id, 'overviewLabel'], message: 'an entry with a sub menu needs an overviewLabel' });
      }
      if (!hasSubMenu && label.overviewLabel) {
        context.addIssue({ code: 'custom', path: [id, 'overviewLabel'], message: 'only an entry with a sub menu has an overviewLabel' });
      }
    }
  });

export const navigationLabelsSchema = z.strictObject({
  de: navigationLabelsOfLocaleSchema,
  en: navigationLabelsOfLocaleSchema,
});

export type NavigationLabel = z.output<typeof navigationLabelSchema>;
