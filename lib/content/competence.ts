import { z } from '@/lib/validation/zod';
import { competenceRouteIds } from '@/lib/routing/route-table';
import { describedImage, fourFacts, text } from './localized';

/** A competence page: one of `competenceRouteIds`, in the order of the value chain. */
export type CompetenceId = (typeof competenceRouteIds)[number];

/** The page that tells the whole value chain; the seven others are its steps. */
export const valueChainOverviewId = 'competences.fromIdeaToProduct' satisfies CompetenceId;

export type ValueChainStepId = Exclude<CompetenceId, typeof valueChainOverviewId>;

/** The seven steps of the value chain, from development to logistics. */
export const valueChainStepIds = competenceRouteIds.filter(
  (id): id is ValueChainStepId => id !== valueChainOverviewId,
);

export const competenceSchema = z.strictObject({
  /** The page of the route table that shows the competence. */
  name: z.enum(competenceRouteIds),
  /** The short name: cards, the steps of the value chain, the links to the neighbouring steps. */
  title: text,
  /** The heading above the description. */
  headline: text,
  /** One or two sentences for the cards and the value chain. */
  teaser: text,
  /** Several paragraphs of plain text. */
  description: z.array(text).min(2).max(5),
  facts: fourFacts,
  /** An SVG drawing of the competence under `/media/competences/`. */
  headerImage: describedImage,
});

export type Competence = z.output<typeof competenceSchema>;

/** All eight competences of one language, in the order of `competenceRouteIds`. */
export const competencesSchema = z.array(competenceSchema).superRefine((list, context) => {
  const names = list.map((competence) => competence.name);
  if (names.join() !== competenceRouteIds.join()) {
    context.addIssue({ code: 'custom', message: `expected the competences ${competenceRouteIds.join(', ')} in this order` });
  }
});

export type ValueChainNeighbours = { readonly previous?: CompetenceId; readonly next?: CompetenceId };

/**
 * The pages before and after a competence in the value chain: from the idea (the overview of the
 * chain) through development, engineering, … to logistics. The ends have one neighbour only.
 */
export function valueChainNeighbours(id: CompetenceId): ValueChainNeighbours {
  const index = competenceRouteIds.indexOf(id);
  return { previous: competenceRouteIds[index - 1], next: competenceRouteIds[index + 1] };
}
