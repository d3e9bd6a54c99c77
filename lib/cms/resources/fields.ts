import { z } from '@/lib/validation/zod';
import { locales } from '@/lib/routing/locales';

/** A text of a record: trimmed and not empty. */
export const recordText = z.string().trim().min(1);

/** The path segment of a record's page: lowercase words joined by hyphens (`verfahrensmechaniker-m-w-d`). */
export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a slug of lowercase letters, digits and hyphens');

/** An ISO 8601 date (`2025-03-14`) or date and time with offset (`2025-03-14T09:00:00Z`). */
export const publishedAt = z.union([z.iso.datetime({ offset: true }), z.iso.date()]);

/** A file's address: absolute http(s), or a path on the serving host (`/media/news/fair.pdf`). */
export const fileUrl = z
  .string()
  .refine((value) => /^https?:\/\/[^/]/i.test(value) || /^\/(?![/\\])/.test(value), 'an absolute http(s) URL or a path starting with /');

/** What every readable record carries besides its attributes. */
export const recordIdentity = {
  id: z.string().min(1),
};

/** The attributes every content record carries: its language and the key shared with its translation. */
export const localizedAttributes = {
  locale: z.enum(locales),
  translationKey: recordText,
};

/**
 * A part of a record the site can show the record without: its value when it passes `schema`, else
 * null (the page then leaves that part out). Only what a record cannot be shown without (its
 * title, its language) is required; the client reports the parts a record lost (`RecordIssue`).
 */
export function optionalPart<Schema extends z.ZodType>(schema: Schema) {
  return schema.nullable().catch(null);
}

/** A list of texts: its non-empty texts, trimmed; an empty list when it is no list at all. */
export const optionalTextList = z
  .array(z.unknown())
  .catch([])
  .transform((entries) => entries.flatMap((entry) => (typeof entry === 'string' && entry.trim() !== '' ? [entry.trim()] : [])));
