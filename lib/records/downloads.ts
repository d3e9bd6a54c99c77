import 'server-only';
import type { Locale } from '@/lib/routing/locales';
import type { BackendClient } from '../cms/client';
import { backendClient } from '../cms/connection';
import { toDownload, type Download } from '../cms/resources/download';

export type { Download, DownloadKind } from '../cms/resources/download';

/** Every download of a language, newest first. */
export async function listDownloads(locale: Locale, client: BackendClient = backendClient()): Promise<Download[]> {
  const records = await client.list('downloads', { filter: { locale }, sort: '-publishedAt', include: 'file', page: { size: 50 } });
  return records.map((record) => toDownload(record, client.fileUrl));
}
