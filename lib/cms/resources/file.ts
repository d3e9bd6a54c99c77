import { z } from '@/lib/validation/zod';
import { fileUrl, recordIdentity, recordText } from './fields';

/** The attributes of a `files` record. */
export const fileAttributes = z.object({
  url: fileUrl,
  filename: recordText,
  mimeType: z.string().regex(/^[a-z]+\/[a-z0-9.+-]+$/i, 'a MIME type'),
  filesize: z.number().int().nonnegative(),
});

/** A `files` record after deserialization. */
export const fileRecord = fileAttributes.extend({ type: z.literal('files'), ...recordIdentity });

export type FileRecord = z.output<typeof fileRecord>;

/** A file of the CMS as the site uses it: an image or a document linked at `url`. */
export interface BackendFile {
  id: string;
  /** Absolute (on the CMS) or a path on the site itself (embedded default). */
  url: string;
  filename: string;
  mimeType: string;
  /** In bytes. */
  filesize: number;
}

/** Resolves a file's `url` against the backend it came from (see `BackendClient.fileUrl`). */
export type FileUrlResolver = (url: string) => string;

export function toBackendFile(record: FileRecord, resolveUrl: FileUrlResolver = (url) => url): BackendFile {
  return { id: record.id, url: resolveUrl(record.url), filename: record.filename, mimeType: record.mimeType, filesize: record.filesize };
}

/** A file that is an image (`image/*`). */
export const imageFileRecord = fileRecord.refine((file) => file.mimeType.startsWith('image/'), 'an image file (image/*)');

/** A file that is a PDF document. */
export const pdfFileRecord = fileRecord.refine((file) => file.mimeType === 'application/pdf', 'a PDF file (application/pdf)');
