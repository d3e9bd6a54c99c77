import { z } from '@/lib/validation/zod';
import { industryRouteIds } from '@/lib/routing/route-table';
import { describedImage, fourFacts, text } from './localized';
import { staticRouteIds, type StaticRouteId } from './page-intro';

/** An industry page: one of `industryRouteIds`. */
export type IndustryId = (typeof industryRouteIds)[number];

/** A page of the route table with a fixed path, so that a link to it needs no parameter. */
const linkedRouteId = z.custom<StaticRouteId>(
  (value) => typeof value === 'string' && (staticRouteIds as readonly string[]).includes(value),
  'expected the id of a page with a fixed path in lib/routing/route-table.ts',
);

export const industryExampleSchema = z.strictObject({
  title: text,
  description: text,
  image: describedImage,
  /** The page that tells more about the example: a competence, a case study, … */
  route: linkedRouteId,
  /** The text of the link to `route`, meaningful on its own. */
  linkLabel: text,
});

export type IndustryExample = z.output<typeof industryExampleSchema>;

export const industrySchema = z.strictObject({
  name: z.enum(industryRouteIds),
  /** The short name of the industry: cards, lists, links. */
  title: text,
  /** What the company makes for the industry, in one or two sentences. */
  teaser: text,
  /** An SVG drawing of typical products under `/media/industries/`. */
  image: describedImage,
  caseTitle: text,
  /** One or more paragraphs. */
  caseText: z.array(text).min(1).max(4),
  exampleTitle: text,
  examples: z.tuple([industryExampleSchema, industryExampleSchema, industryExampleSchema, industryExampleSchema]),
  factsTitle: text,
  facts: fourFacts,
});

export type Industry = z.output<typeof industrySchema>;

/** All four industries of one language, in the order of `industryRouteIds`. */
export const industriesSchema = z.array(industrySchema).superRefine((list, context) => {
  const names = list.map((industry) => industry.name);
  if (names.join() !== industryRouteIds.join()) {
    context.addIssue({ code: 'custom', message: `expected the industries ${industryRouteIds.join(', ')} in this order` });
  }
});

/** The landing page of products and industries: what the company makes, and its figures. */
export const productRangeSchema = z.strictObject({
  lead: text,
  products: z.array(z.strictObject({ title: text, description: text })).min(3).max(6),
  figures: fourFacts,
});

export type ProductRange = z.output<typeof productRangeSchema>;
