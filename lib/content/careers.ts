import { z } from '@/lib/validation/zod';
import { company } from '@/content/company';
import { fourFacts, image, publicFile, text, video } from './localized';

/** An identifier written in the content, e.g. the `melanie` of a testimonial (also its `#melanie` anchor). */
const slug = z.string().regex(/^[a-z][a-z0-9-]*$/);

/** A title with a short text: a reason to join, a profession, a value. */
const titledText = z.strictObject({ title: text, text });

/** A figure of the company as a visitor reads it: `über 70` · `Spritzgießmaschinen …`. */
export const careersFact = z.strictObject({
  /** The figure with its unit, written as in running text of the language (`6.500 kN`, `6,500 kN`). */
  value: text,
  label: text,
});

/** A quote of an employee, attributed by first name and role (never a surname). */
export const employeeQuote = z.strictObject({
  quote: text,
  firstName: text,
  role: text,
});

/** The three sub pages of the careers area, in the order of the route table. */
export const careersSubPages = ['careers.aboutUs', 'careers.employeeTestimonials', 'careers.jobOffers'] as const;
export type CareersSubPage = (typeof careersSubPages)[number];

/** A card of the careers landing page that leads to one of its sub pages. */
export const careersCard = z.strictObject({
  page: z.enum(careersSubPages),
  title: text,
  text,
  /** The name of the link: says where it leads, not just "more". */
  linkText: text,
  illustration: image,
});

const pdfFile = publicFile.refine((path) => path.endsWith('.pdf'), 'a PDF file');

/** A topic of the compliance section: who may report, what, confidentiality, protection, … */
const complianceTopic = z.strictObject({
  heading: text,
  paragraphs: z.array(text).min(1).max(3),
  /** Shown as a list below the paragraphs; empty when the topic is prose only. */
  points: z.array(text).max(8),
});

/** The compliance section of "About us": the whistleblower (ombudsperson) procedure. */
export const complianceSchema = z.strictObject({
  heading: text,
  lead: text,
  topics: z.array(complianceTopic).min(5).max(8),
  procedure: z.strictObject({
    heading: text,
    /** The steps of a report, shown as an ordered list. */
    steps: z.array(text).min(3).max(6),
  }),
  illustration: image,
  /** The button to the external reporting system (`company.whistleblowerSystemUrl`). */
  systemLinkText: text,
  /** The guide to the procedure, as a PDF of this language. */
  guide: z.strictObject({
    file: pdfFile,
    /** States that the link leads to a PDF. */
    linkText: text.refine((value) => value.includes('PDF'), 'the link text says it is a PDF'),
  }),
});

/** The speculative application box: by post or by e-mail, PDF only. */
export const jobContactSchema = z.strictObject({
  heading: text,
  text,
  postHeading: text,
  /** The department the letter goes to, below the company's legal name. */
  postRecipient: text,
  emailHeading: text,
  emailText: text,
  /** The subject line the mail program fills in. */
  emailSubject: text,
  /** Applications by e-mail only as PDF; zipped files and other formats are deleted unopened. */
  pdfRule: text.refine((value) => value.includes('PDF'), 'the rule names the PDF format'),
});

export const careersSchema = z.strictObject({
  landing: z.strictObject({
    why: z.strictObject({
      heading: text,
      lead: text,
      facts: fourFacts,
      reasons: z.array(titledText).min(3).max(6),
    }),
    training: z.strictObject({
      heading: text,
      lead: text,
      professions: z.array(titledText).min(4).max(8),
      note: text,
      illustration: image,
    }),
    pages: z.strictObject({
      heading: text,
      lead: text,
      cards: z
        .array(careersCard)
        .length(careersSubPages.length)
        .refine(
          (cards) => cards.every((card, index) => card.page === careersSubPages[index]),
          `the cards lead to ${careersSubPages.join(', ')}, in this order`,
        ),
    }),
  }),
  aboutUs: z.strictObject({
    facts: z.strictObject({ heading: text, lead: text, items: z.array(careersFact).min(4).max(8) }),
    values: z.strictObject({ heading: text, items: z.array(titledText).min(3).max(4) }),
    quotes: z.strictObject({ heading: text, lead: text, items: z.array(employeeQuote).min(2).max(4) }),
    compliance: complianceSchema,
  }),
  testimonials: z.strictObject({
    /** The call to action below the testimonials. */
    next: z.strictObject({ heading: text, text }),
  }),
  employeeTeaser: z.strictObject({
    heading: text,
    lead: text,
    /** The `id` of the testimonial whose quote the teaser shows. */
    testimonial: slug,
  }),
  jobContact: jobContactSchema,
});

export type CareersContent = z.output<typeof careersSchema>;
export type CareersCard = z.output<typeof careersCard>;
export type CareersFact = z.output<typeof careersFact>;
export type EmployeeQuote = z.output<typeof employeeQuote>;
export type ComplianceContent = z.output<typeof complianceSchema>;
export type JobContactContent = z.output<typeof jobContactSchema>;

/** An employee who speaks about their work on video. */
export const testimonialSchema = z.strictObject({
  id: slug,
  firstName: text,
  role: text,
  yearsWithCompany: z
    .number()
    .int()
    .min(1)
    .max(new Date().getFullYear() - company.foundedYear),
  /** What the employee says in the film, word for word as in its captions. */
  quote: text,
  /** More about their work, in the third person. */
  story: z.array(text).min(1).max(3),
  video,
});

export const testimonialsSchema = z
  .array(testimonialSchema)
  .min(3)
  .refine((items) => new Set(items.map((item) => item.id)).size === items.length, 'every testimonial has an id of its own');

export type Testimonial = z.output<typeof testimonialSchema>;

/** The testimonial with this id, else the first one (the schema guarantees there is one). */
export function testimonialById(testimonials: readonly Testimonial[], id: string): Testimonial {
  const found = testimonials.find((testimonial) => testimonial.id === id) ?? testimonials[0];
  if (!found) throw new Error('There are no testimonials');
  return found;
}
