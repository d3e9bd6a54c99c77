import { z } from '@/lib/validation/zod';
import { localizedAttributes, publishedAt, recordIdentity, recordText, slug } from './fields';

export const jobKinds = ['employee', 'trainee'] as const;
export type JobKind = (typeof jobKinds)[number];

/** The attributes of a `jobs` record. */
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

/** A `jobs` record after deserialization. */
export const jobRecord = jobAttributes.extend({ type: z.literal('jobs'), ...recordIdentity });

export type JobRecord = z.output<typeof jobRecord>;

/** A vacancy or a training position as the site shows it. */
export interface JobOffer {
  id: string;
  locale: JobRecord['locale'];
  /** The same on both language versions of one offer. */
  translationKey: string;
  slug: string;
  title: string;
  kind: JobKind;
  location: string;
  tasks: string[];
  requirements: string[];
  benefits: string[];
  /** HTML from the CMS, not yet sanitized: sanitize before rendering. */
  detail: string;
  /** ISO 8601. */
  publishedAt: string;
}

export function toJobOffer(record: JobRecord): JobOffer {
  return {
    id: record.id,
    locale: record.locale,
    translationKey: record.translationKey,
    slug: record.slug,
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
