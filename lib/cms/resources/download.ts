import { z } from '@/lib/validation/zod';
import { fileRecord, toBackendFile, type BackendFile, type FileUrlResolver } from './file';
import { localizedAttributes, publishedAt, recordIdentity, recordText } from './fields';

export const downloadKinds = ['advertising', 'certificates', 'legally', 'miscellaneous'] as const;
export type DownloadKind = (typeof downloadKinds)[number];

/** The attributes of a `downloads` record. */
export const downloadAttributes = z.object({
  ...localizedAttributes,
  title: recordText,
  description: recordText,
  kind: z.enum(downloadKinds),
  publishedAt,
});

/** A `downloads` record after deserialization, with its file resolved. */
export const downloadRecord = downloadAttributes.extend({ type: z.literal('downloads'), ...recordIdentity, file: fileRecord });

export type DownloadRecord = z.output<typeof downloadRecord>;

/** A document offered for download. */
export interface Download {
  id: string;
  locale: DownloadRecord['locale'];
  /** The same on both language versions of one document. */
  translationKey: string;
  title: string;
  description: string;
  kind: DownloadKind;
  /** ISO 8601. */
  publishedAt: string;
  file: BackendFile;
}

export function toDownload(record: DownloadRecord, resolveUrl?: FileUrlResolver): Download {
  return {
    id: record.id,
    locale: record.locale,
    translationKey: record.translationKey,
    title: record.title,
    description: record.description,
    kind: record.kind,
    publishedAt: record.publishedAt,
    file: toBackendFile(record.file, resolveUrl),
  };
}
