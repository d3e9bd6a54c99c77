import { z } from '@/lib/validation/zod';
import { industryRouteIds } from '@/lib/routing/route-table';
import { valueChainStepIds } from './competence';
import { image, text, video } from './localized';

/** An illustration that carries meaning: it needs a real alternative text. */
const illustration = image.refine((value) => value.alt.length >= 20, 'the illustration needs a real alternative text');


const valueChainStep = z.strictObject({
  competence: z.enum(valueChainStepIds),
  /** One sentence: what happens in this step. */
  text,
});

/** The parts of the home page, in the order they appear. */
export const homeSchema = z.strictObject({
  /** The first screen: the page's heading, the promise, the calls to action and the machine. */
  hero: z.strictObject({
    /** One sentence, short enough for a phone's first screen beside the rest. */
    promise: text.refine((value) => value.length <= 130, 'one short sentence: at most 130 characters'),
    illustration,
  }),
  /** The band below it: the page's introduction, what to send us and the contact button. */
  project: z.strictObject({
    heading: text,
    text,
  }),
  valueChain: z.strictObject({
    heading: text,
    lead: text,
    steps: z
      .array(valueChainStep)
      .length(valueChainStepIds.length)
      .refine(
        (steps) => steps.every((step, index) => step.competence === valueChainStepIds[index]),
        `the steps are ${valueChainStepIds.join(', ')}, in this order`,
      ),
  }),
  businessAreas: z.strictObject({ heading: text, lead: text }),
  keyNumbers: z.strictObject({ heading: text, lead: text }),
  film: z.strictObject({
    heading: text,
    lead: text,
    video,
  }),
  sustainability: z.strictObject({
    heading: text,
    lead: text,
    /** The facts of the teaser, shown as a list. */
    points: z.array(text).min(2).max(4),
    illustration,
  }),
  brands: z.strictObject({ heading: text, lead: text }),
});

export type HomeContent = z.output<typeof homeSchema>;

/** A product line of the company's own (never a customer's brand): its name, one line and its logo mark. */
export const brandSchema = z.strictObject({
  /** Stable key, e.g. for React lists and test ids. */
  key: z.string().regex(/^[a-z0-9-]+$/),
  name: text,
  /** One sentence: what the product line is. */
  description: text.refine((value) => value.length <= 160, 'one line: at most 160 characters'),
  logo: illustration,
});

export const brandsSchema = z
  .array(brandSchema)
  .min(3)
  .max(4)
  .refine((brands) => new Set(brands.map((brand) => brand.key)).size === brands.length, 'every brand has its own key');

export type Brand = z.output<typeof brandSchema>;

/** One of the key numbers: the figure as the language writes it (`6.500 kN`, `6,500 kN`) and what it counts. */
export const keyNumberSchema = z.strictObject({
  figure: text,
  text,
});

export const keyNumbersSchema = z.array(keyNumberSchema).min(3).max(8);

export type KeyNumber = z.output<typeof keyNumberSchema>;

/** A business area of the slider: the industry page it leads to, its title, one or two sentences and a picture. */
export const businessAreaSchema = z.strictObject({
  industry: z.enum(industryRouteIds),
  title: text,
  text,
  /** The text of the link to the industry page: names the destination on its own. */
  linkLabel: text,
  image: illustration,
});

/** Every industry once, in the order of the route table. */
export const businessAreasSchema = z
  .array(businessAreaSchema)
  .length(industryRouteIds.length)
  .refine(
    (areas) => areas.every((area, index) => area.industry === industryRouteIds[index]),
    `the business areas are ${industryRouteIds.join(', ')}, in this order`,
  );

export type BusinessArea = z.output<typeof businessAreaSchema>;
