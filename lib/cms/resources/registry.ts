import type { z } from '@/lib/validation/zod';
import { contactRequestAttributes } from './contact-request';
import { downloadAttributes, downloadRecord } from './download';
import { fileAttributes, fileRecord } from './file';
import { completeJobRecord, jobAttributes, jobRecord } from './job-offer';
import { completeNewsRecord, newsAttributes, newsRecord } from './news-item';

/** The schema of each readable type's records after deserialization (attributes and resolved relationships). */
export const recordSchemas = {
  files: fileRecord,
  jobs: jobRecord,
  news: newsRecord,
  downloads: downloadRecord,
} as const;

/**
 * What a record of a type lacks nothing of. A record that passes `recordSchemas` but not this is shown
 * without the parts that failed, and the client reports them (`RecordIssue` of kind `incomplete`).
 */
export const completeRecordSchemas: Partial<Record<ReadableType, z.ZodType>> = {
  jobs: completeJobRecord,
  news: completeNewsRecord,
};

/** The schema of the attributes the client sends when it creates or updates a record of a type. */
export const attributeSchemas = {
  files: fileAttributes,
  jobs: jobAttributes,
  news: newsAttributes,
  downloads: downloadAttributes,
  'contact-requests': contactRequestAttributes,
} as const;

/** The type each relationship leads to. */
export const relationshipTypes = {
  news: { image: 'files', articlePdf: 'files' },
  downloads: { file: 'files' },
} as const;

/**
 * Every relationship of a type: what a read asks the CMS to include so that its records arrive whole (a
 * news item with its image), as the pages read them; without them a record counts as shown without its parts.
 */
export function relationshipsOf(type: ReadableType): string[] {
  return Object.keys((relationshipTypes as Partial<Record<ReadableType, Record<string, ReadableType>>>)[type] ?? {});
}

export type ReadableType = keyof typeof recordSchemas;
export type WritableType = keyof typeof attributeSchemas;
export type BackendRecord<Type extends ReadableType> = z.output<(typeof recordSchemas)[Type]>;
export type BackendAttributes<Type extends WritableType> = z.input<(typeof attributeSchemas)[Type]>;
export type RelationshipTypes = typeof relationshipTypes;

export function isReadableType(type: string): type is ReadableType {
  return Object.hasOwn(recordSchemas, type);
}
