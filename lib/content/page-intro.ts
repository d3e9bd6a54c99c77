import { z } from '@/lib/validation/zod';
import { routeTable } from '@/lib/routing/route-table';
import { parameterNames } from '@/lib/routing/paths';

/** The pages with a fixed path: every route of the table but the job and news detail patterns. */
export const staticRouteIds = routeTable.filter((entry) => parameterNames(entry).length === 0).map((entry) => entry.id);
export type StaticRouteId = Exclude<(typeof routeTable)[number], { readonly de: `${string}[${string}` }>['id'];

/** What every page opens with: its document title, meta description, `<h1>` and introduction. */
export const pageIntroSchema = z.strictObject({
  /** The `<title>`, without the company name (the layout appends it). */
  title: z.string().trim().min(3).max(60),
  /** The meta description shown by search engines. */
  description: z.string().trim().min(50).max(170),
  heading: z.string().trim().min(3).max(90),
  /** One or more paragraphs of plain text. */
  intro: z.array(z.string().trim().min(40)).min(1).max(3),
});

export type PageIntro = z.output<typeof pageIntroSchema>;

export const pageIntrosSchema = z.strictObject(
  Object.fromEntries(staticRouteIds.map((id) => [id, pageIntroSchema])) as Record<StaticRouteId, typeof pageIntroSchema>,
);
