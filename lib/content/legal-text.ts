import { z } from '@/lib/validation/zod';
import type { Locale } from '@/lib/routing/locales';
import { matchPath } from '@/lib/routing/paths';
import { text } from './localized';

/**
 * A long legal text (imprint, privacy policy, terms and conditions): numbered sections with a heading,
 * paragraphs, lists, term/description pairs and optional sub-sections. Links and emphasis are structured
 * parts of a paragraph, never markup, so nothing in a legal text can inject HTML.
 */

/** The anchor of a section (`#cookies`): lower-case words joined by hyphens, the same in both languages. */
const anchorId = z.string().regex(/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/, 'lower-case words joined by hyphens');

export type HrefKind = 'internal' | 'mail' | 'phone' | 'external';

/**
 * What a link of a legal text leads to, or `undefined` for anything else (`javascript:`, `data:`, plain
 * `http:`, relative paths, paths the route table does not know):
 * - `internal`: a page of the site, optionally with an anchor (`/downloads/#miscellaneous`),
 * - `mail`: `mailto:` with one address, `phone`: `tel:` with an international number,
 * - `external`: an `https:` address of another site (a link only; the page loads nothing from it).
 */
export function hrefKind(href: string): HrefKind | undefined {
  if (href.startsWith('/')) {
    const [path = '', anchor] = href.split('#');
    if (anchor !== undefined && !/^[a-z][a-z0-9-]*$/.test(anchor)) return undefined;
    return matchPath(path) ? 'internal' : undefined;
  }
  if (href.startsWith('mailto:')) return z.email().safeParse(href.slice('mailto:'.length)).success ? 'mail' : undefined;
  if (href.startsWith('tel:')) return /^tel:\+\d{6,15}$/.test(href) ? 'phone' : undefined;
  if (href.startsWith('https://')) {
    try {
      const url = new URL(href);
      return url.protocol === 'https:' && url.username === '' && url.password === '' ? 'external' : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

const href = z.string().refine((value) => hrefKind(value) !== undefined, 'a page of the site, mailto:, tel: or https:');

/**
 * A run of text inside a paragraph. Unlike `text` it is not trimmed: the spaces between a run and the
 * link beside it belong to the sentence.
 */
const run = z
  .string()
  .min(1)
  .refine((value) => value.trim() !== '' && !/lorem ipsum|\bTODO\b/i.test(value), 'empty or placeholder text');

export const linkPartSchema = z.strictObject({ text, href });
/** A phrase set in bold because the law wants it brought to the reader's attention (Art. 21(4) GDPR). */
export const strongPartSchema = z.strictObject({ strong: text });
export const inlinePartSchema = z.union([run, linkPartSchema, strongPartSchema]);

/** A paragraph: plain text, or runs of text, links and emphasis. */
export const paragraphSchema = z.union([text, z.array(inlinePartSchema).min(1)]);

/** A bullet list (or a numbered one where the order matters). */
export const listBlockSchema = z.strictObject({ list: z.array(paragraphSchema).min(2), ordered: z.boolean().optional() });
/** Lines that belong together without being a list, such as a postal address. */
export const linesBlockSchema = z.strictObject({ lines: z.array(paragraphSchema).min(2) });
/** Term and description pairs, such as the register entry or the details of a cookie. */
export const termsBlockSchema = z.strictObject({
  terms: z
    .array(z.strictObject({ term: text, description: paragraphSchema }))
    .min(1)
    .refine((terms) => new Set(terms.map(({ term }) => term)).size === terms.length, 'each term once'),
});

export const legalBlockSchema = z.union([paragraphSchema, listBlockSchema, linesBlockSchema, termsBlockSchema]);

export const legalSubsectionSchema = z.strictObject({
  id: anchorId,
  heading: text,
  body: z.array(legalBlockSchema).min(1),
  /** Set apart from the text around it, e.g. the right to object. */
  emphasized: z.boolean().optional(),
});

export const legalSectionSchema = z
  .strictObject({
    id: anchorId,
    heading: text,
    body: z.array(legalBlockSchema),
    subsections: z.array(legalSubsectionSchema).min(1).optional(),
    emphasized: z.boolean().optional(),
  })
  .refine((section) => section.body.length > 0 || section.subsections !== undefined, 'a section needs a body or sub-sections');

export const legalTextSchema = z
  .strictObject({
    sections: z.array(legalSectionSchema).min(1),
    /** The date of the version in force, e.g. `Stand: November 2026`. */
    version: text.optional(),
  })
  .superRefine((legalText, context) => {
    const seen = new Set<string>();
    for (const id of anchorIds(legalText)) {
      if (seen.has(id)) context.addIssue({ code: 'custom', message: `duplicate section id "${id}"`, path: ['sections'] });
      seen.add(id);
    }
  });

export type LegalText = z.output<typeof legalTextSchema>;
export type LegalSection = z.output<typeof legalSectionSchema>;
export type LegalSubsection = z.output<typeof legalSubsectionSchema>;
export type LegalBlock = z.output<typeof legalBlockSchema>;
export type LegalParagraph = z.output<typeof paragraphSchema>;
export type LegalInlinePart = z.output<typeof inlinePartSchema>;

type SectionLike = { readonly id: string; readonly subsections?: readonly { readonly id: string }[] };

/** Every anchor of a text, sections and sub-sections, in reading order. */
export function anchorIds(legalText: { readonly sections: readonly SectionLike[] }): string[] {
  return legalText.sections.flatMap((section) => [section.id, ...(section.subsections ?? []).map((sub) => sub.id)]);
}

/** The entries of the table of contents: one per section, in order. */
export function tableOfContents(legalText: LegalText): { id: string; heading: string }[] {
  return legalText.sections.map(({ id, heading }) => ({ id, heading }));
}

/** Which kind of block this is, for the renderer and for comparing the two languages. */
export function blockKind(block: LegalBlock): 'paragraph' | 'list' | 'lines' | 'terms' {
  if (typeof block === 'string' || Array.isArray(block)) return 'paragraph';
  if ('list' in block) return 'list';
  if ('lines' in block) return 'lines';
  return 'terms';
}

function paragraphText(paragraph: LegalParagraph): string {
  if (typeof paragraph === 'string') return paragraph;
  return paragraph.map((part) => (typeof part === 'string' ? part : 'text' in part ? part.text : part.strong)).join('');
}

function blockText(block: LegalBlock): string[] {
  if (typeof block === 'string' || Array.isArray(block)) return [paragraphText(block)];
  if ('list' in block) return block.list.map(paragraphText);
  if ('lines' in block) return block.lines.map(paragraphText);
  return block.terms.map(({ term, description }) => `${term}: ${paragraphText(description)}`);
}

/** The whole text as plain text, one line per heading, paragraph or list item (for tests and search). */
export function legalPlainText(legalText: LegalText): string {
  return [
    ...legalText.sections.flatMap((section) => [
      section.heading,
      ...section.body.flatMap(blockText),
      ...(section.subsections ?? []).flatMap((sub) => [sub.heading, ...sub.body.flatMap(blockText)]),
    ]),
    ...(legalText.version ? [legalText.version] : []),
  ].join('\n');
}

/** Every link of a text, in reading order. */
export function legalLinks(legalText: LegalText): { text: string; href: string }[] {
  const partsOf = (paragraph: LegalParagraph) => (typeof paragraph === 'string' ? [] : paragraph);
  const paragraphsOf = (block: LegalBlock): LegalParagraph[] => {
    if (typeof block === 'string' || Array.isArray(block)) return [block];
    if ('list' in block) return block.list;
    if ('lines' in block) return block.lines;
    return block.terms.map((term) => term.description);
  };
  return legalText.sections
    .flatMap((section) => [...section.body, ...(section.subsections ?? []).flatMap((sub) => sub.body)])
    .flatMap(paragraphsOf)
    .flatMap(partsOf)
    .filter((part): part is { text: string; href: string } => typeof part !== 'string' && 'href' in part);
}

/** A link that writes an e-mail to `address`, showing the address. */
export function mailLink(address: string): { text: string; href: string } {
  return { text: address, href: `mailto:${address}` };
}

/** A link that dials `phone` (`+49 2772 58 460 0` → `tel:+492772584600`), showing the number as written. */
export function phoneLink(phone: string): { text: string; href: string } {
  return { text: phone, href: `tel:${phone.replace(/[^\d+]/g, '')}` };
}

type PostalAddress = { readonly street: string; readonly postalCode: string; readonly city: string; readonly country: string };

/** A postal address as its lines, the country named in the reader's language (`DE` → Deutschland / Germany). */
export function postalAddressLines(address: PostalAddress, locale: Locale): [string, string, string] {
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(address.country) ?? address.country;
  return [address.street, `${address.postalCode} ${address.city}`, country];
}

/** Names joined as a sentence does it: `A und B`, `A, B and C`. */
export function joinNames(names: readonly string[], locale: Locale): string {
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(names);
}
