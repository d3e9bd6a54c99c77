import { downloadKinds, type DownloadKind } from '@/lib/cms/resources/download';
import type { Download } from '@/lib/cms/resources/download';
import type { BackendFile } from '@/lib/cms/resources/file';

/** The documents of one kind, in the order they came (newest first). */
export interface DownloadGroup {
  kind: DownloadKind;
  downloads: Download[];
}

/**
 * The documents grouped by kind, always all four groups in the fixed order of `downloadKinds`
 * (advertising, certificates, legally, miscellaneous), empty ones included: each group is a section
 * with the kind as its anchor, and `#miscellaneous` is linked from the privacy policy.
 */
export function groupDownloads(downloads: readonly Download[]): DownloadGroup[] {
  return downloadKinds.map((kind) => ({ kind, downloads: downloads.filter((download) => download.kind === kind) }));
}

/** Short names of the file types the CMS is expected to offer. */
const typeNames: Readonly<Record<string, string>> = {
  'application/pdf': 'PDF',
  'application/zip': 'ZIP',
  'application/msword': 'DOC',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'application/vnd.ms-excel': 'XLS',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'XLSX',
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
  'image/svg+xml': 'SVG',
  'text/plain': 'TXT',
};

/** The file type as a reader knows it (`PDF`): by MIME type, else the file name's extension, else the MIME subtype. */
export function fileTypeName(file: Pick<BackendFile, 'mimeType' | 'filename'>): string {
  const known = typeNames[file.mimeType.toLowerCase()];
  if (known) return known;
  const extension = /\.([a-z0-9]{1,8})$/i.exec(file.filename)?.[1];
  if (extension) return extension.toUpperCase();
  return (file.mimeType.split('/')[1] ?? file.mimeType).toUpperCase();
}

/** A file size as a number and a unit of `Intl.NumberFormat` (decimal units, as `kB` says). */
export function fileSizeParts(bytes: number): { value: number; unit: 'byte' | 'kilobyte' | 'megabyte'; maximumFractionDigits: number } {
  if (bytes < 1000) return { value: bytes, unit: 'byte', maximumFractionDigits: 0 };
  if (bytes < 999_500) return { value: Math.max(1, Math.round(bytes / 1000)), unit: 'kilobyte', maximumFractionDigits: 0 };
  return { value: bytes / 1_000_000, unit: 'megabyte', maximumFractionDigits: 1 };
}
