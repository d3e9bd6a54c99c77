import { z } from '@/lib/validation/zod';
import { caseStudyRouteIds } from '@/lib/routing/route-table';
import { image, text } from './localized';

/** The route id that names a case study and leads to its page, e.g. `innovation.sfd`. */
export const caseStudyName = z.enum(caseStudyRouteIds);
export type CaseStudyName = z.output<typeof caseStudyName>;

/** One chapter of the story (requirements, concept or realisation): paragraphs and optional bullet points. */
export const caseStudyChapter = z.strictObject({
  paragraphs: z.array(text).min(1).max(4),
  /** Shown as a list below the paragraphs; empty when the chapter is prose only. */
  points: z.array(text).max(8),
});

/** A figure of the project as a visitor reads it: `12,5 ml` · `Füllmenge je Flakon`. */
export const keyFigure = z.strictObject({
  /** The figure with its unit, written as in running text of the language (`12,5 ml`, `12.5 ml`). */
  value: text,
  label: text,
  /** Shown among the highlights of the case study overview. */
  highlight: z.boolean(),
});

/** A quote from the project team, attributed by first name and role (no surname). */
export const citation = z.strictObject({
  quote: text,
  person: text,
  role: text,
});

/** A case study: the project from the customer's requirements through the concept to the realisation. */
export const caseStudySchema = z.strictObject({
  name: caseStudyName,
  /** The name of the case study on cards and in links. */
  title: text,
  /** One or two sentences for the cards on the landing page, the overview and further case studies. */
  teaser: text,
  citation,
  requirements: caseStudyChapter,
  concept: caseStudyChapter,
  realization: caseStudyChapter,
  keyFigures: z
    .array(keyFigure)
    .min(4)
    .max(8)
    .refine((figures) => figures.some((figure) => figure.highlight), 'at least one key figure is a highlight')
    .refine((figures) => figures.filter((figure) => figure.highlight).length <= 3, 'at most three key figures are highlights'),
  /** A technical drawing of the project, with its alternative text. */
  illustration: image.refine((value) => value.alt.length >= 20, 'the illustration needs a real alternative text'),
});

export type CaseStudy = z.output<typeof caseStudySchema>;
export type KeyFigure = z.output<typeof keyFigure>;
export type Citation = z.output<typeof citation>;
export type CaseStudyChapter = z.output<typeof caseStudyChapter>;

/** Every case study once, in the order of the route table (which is also the order of the cards). */
export const caseStudiesSchema = z
  .array(caseStudySchema)
  .length(caseStudyRouteIds.length)
  .refine(
    (studies) => studies.every((study, index) => study.name === caseStudyRouteIds[index]),
    `the case studies are ${caseStudyRouteIds.join(', ')}, in this order`,
  );

/** The key figures shown on the overview card of a case study. */
export function keyFigureHighlights(study: CaseStudy): KeyFigure[] {
  return study.keyFigures.filter((figure) => figure.highlight);
}

/** The case studies other than `name`, in their usual order: the "further case studies" of a page. */
export function furtherCaseStudies(studies: readonly CaseStudy[], name: CaseStudyName): CaseStudy[] {
  return studies.filter((study) => study.name !== name);
}

/** The texts of the innovation landing page and the overview around the case studies. */
export const innovationSchema = z.strictObject({
  approach: z.strictObject({
    heading: text,
    lead: text,
    /** The stages of a joint development, shown as an ordered list. */
    steps: z
      .array(z.strictObject({ title: text, text }))
      .min(3)
      .max(6),
    illustration: image,
  }),
  principles: z.strictObject({
    heading: text,
    items: z
      .array(z.strictObject({ title: text, text }))
      .min(2)
      .max(4),
  }),
  /** The case study cards of the landing page. */
  caseStudies: z.strictObject({ heading: text, lead: text }),
  /** The block of the landing page that leads to the overview. */
  overviewLink: z.strictObject({ heading: text, text }),
  /** The list of all case studies on the overview page. */
  overviewList: z.strictObject({ heading: text, lead: text }),
});

export type InnovationContent = z.output<typeof innovationSchema>;
