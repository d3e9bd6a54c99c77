import { z } from '@/lib/validation/zod';
import type { Locale } from '@/lib/routing/locales';
import { loadContent } from './load-content';

export type Localized<T> = Readonly<Record<Locale, T>>;

/**
 * Validates a content entry written in both languages (`{ de: …, en: … }`) against one schema, so a
 * field present in one language and missing in the other fails the build, naming file and field.
 */
export function loadLocalizedContent<Schema extends z.ZodType>(
  file: string,
  schema: Schema,
  data: { de: unknown; en: unknown },
): Localized<z.output<Schema>> {
  return loadContent(file, z.strictObject({ de: schema, en: schema }), data) as Localized<z.output<Schema>>;
}

/** Plain text of a paragraph or list item: trimmed, non-empty, no placeholder. */
export const text = z
  .string()
  .trim()
  .min(1)
  .refine((value) => !/lorem ipsum|\bTODO\b|coming soon|demnächst verfügbar/i.test(value), 'placeholder text');

/** The path of a file served from `public/`, e.g. `/media/competences/tooling.svg`. */
export const publicFile = z.string().regex(/^\/media\/[a-z0-9/-]+\.(svg|webp|jpg|png|mp4|webm|vtt|pdf)$/);

/** An image of a page: its file, its size and its alternative text (empty only when decorative). */
export const image = z.strictObject({
  src: publicFile,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string().trim(),
});

/** An image that carries information: its alt text may not be empty. */
export const describedImage = image.extend({ alt: text });

/** Exactly four facts, as every competence and industry page shows them. */
export const fourFacts = z.tuple([text, text, text, text]);

/** A short film of the site: WebM and MP4 sources, a poster and captions in both languages. */
export const video = z.strictObject({
  webm: publicFile,
  mp4: publicFile,
  poster: publicFile,
  captions: z.strictObject({ de: publicFile, en: publicFile }),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** What the film shows: its accessible name. */
  title: text,
});

export type Video = z.output<typeof video>;
