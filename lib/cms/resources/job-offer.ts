import { z } from '@/lib/validation/zod';
import { locales } from '@/lib/routing/locales';
import { localizedAttributes, optionalPart, optionalTextList, publishedAt, recordIdentity, recordText, slug } from './fields';

export const jobKinds = ['employee', 'trainee'] as const;
export type JobKind = (typeof jobKinds)[number];

/** The attributes of a `jobs` record, complete, as the site writes them and as the CMS should send them. */
export const jobAttributes = z.object({
  ...localizedAttributes,
  slug,
  title: recordText,
  kind: z.enum(jobKinds),
  location: recordText,
  tasks: z.array(recordText),
  requirements: z.array(recordText),
  benefits: z.array(recordText),
  /** HTML from the CMS; sanitize it before rendering. */
  detail: z.string(),
  publishedAt,
});

/** A complete `jobs` record after deserialization: what a record that lacks nothing passes. */
export const completeJobRecord = jobAttributes.extend({ type: z.literal('jobs'), ...recordIdentity });

/**
 * A `jobs` record as the site reads it: only its title and language are required; every other part
 * the offer can be shown without (a missing list, location or date) is null or empty instead, and the
 * slug is taken as the editor wrote it (the list gives it a clean one, `record-slug.ts`).
 */
export const jobRecord = z.object({
  type: z.literal('jobs'),
  ...recordIdentity,
  locale: z.enum(locales),
  title: recordText,
  translationKey: optionalPart(recordText),
  slug: optionalPart(recordText),
  kind: z.enum(jobKinds).catch('employee'),
  location: optionalPart(recordText),
  tasks: optionalTextList,
  requirements: optionalTextList,
  benefits: optionalTextList,
  detail: z.string().catch(''),
  publishedAt: optionalPart(publishedAt),
});

export type JobRecord = z.output<typeof jobRecord>;

/** A vacancy or a training position as the site shows it. */
export interface JobOffer {
  id: string;
  locale: JobRecord['locale'];
  /** The same on both language versions of one offer. */
  translationKey: string;
  /** The clean path segment of the offer's page (`assignRecordSlugs`). */
  slug: string;
  /** The slug as the CMS sent it, when it differs from `slug`: its path redirects to the page. */
  cmsSlug: string | null;
  title: string;
  kind: JobKind;
  location: string | null;
  tasks: string[];
  requirements: string[];
  benefits: string[];
  /** HTML from the CMS, not yet sanitized: sanitize before rendering. */
  detail: string;
  /** ISO 8601, or null when the CMS sent no valid date. */
  publishedAt: string | null;
}

/** A job offer of a record, with the clean slug its collection gave it. */
export function toJobOffer(record: JobRecord, slug: string): JobOffer {
  return {
    id: record.id,
    locale: record.locale,
    translationKey: record.translationKey ?? `jobs/${record.id}`,
    slug,
    cmsSlug: record.slug !== null && record.slug !== slug ? record.slug : null,
    title: record.title,
    kind: record.kind,
    location: record.location,
    tasks: record.tasks,
    requirements: record.requirements,
    benefits: record.benefits,
    detail: record.detail,
    publishedAt: record.publishedAt,
  };
}
