import 'server-only';
import { BackendError } from '@/lib/cms/backend-error';
import type { BackendClient, BackendClientOptions } from '@/lib/cms/client';
import { backendClient } from '@/lib/cms/connection';
import { relationshipsOf } from '@/lib/cms/resources/registry';
import { matchesSecret } from '@/lib/publishing/secret';
import { latestSnapshot } from '@/lib/publishing/preview-reads';
import { localizedPath } from '@/lib/routing/paths';
import { isRecordCollection, recordRoutes } from '@/lib/routing/record-routes';

/** What `GET /api/preview/` answers: the record's own page to open in draft mode, or why not. */
export type PreviewStart =
  | { status: 307; location: string }
  | { status: 400 | 401 | 404 | 502; message: string };

/**
 * `GET /api/preview/?secret=…&type=jobs|news&id=…`, opened by an editor from the CMS: checks the secret
 * (`PREVIEW_SECRET`, in constant time; wrong or missing → 401 before anything is read), reads the
 * record's latest version (published or not) and answers the path of its page on the site. The path
 * comes from the record the CMS returns, never from the query, so no one can make the site redirect
 * elsewhere. The route handler turns on draft mode only for a 307.
 */
export async function startPreview(
  query: URLSearchParams,
  secret: string | undefined = process.env.PREVIEW_SECRET,
  client: (options: BackendClientOptions) => BackendClient = (options) => backendClient({ ...options, reader: 'preview' }),
): Promise<PreviewStart> {
  if (!matchesSecret(query.get('secret'), secret)) return { status: 401, message: 'Missing or wrong preview secret.' };
  const type = query.get('type');
  const id = query.get('id') ?? '';
  if (!isRecordCollection(type)) return { status: 400, message: 'type must be jobs or news.' };
  if (id === '' || id.length > 200) return { status: 400, message: 'id must name a record.' };

  const latest = client({ reads: 'latest' });
  try {
    const record = await latest.one(type, id, { include: relationshipsOf(type) });
    if (!record) return { status: 404, message: `The ${type} record ${id} cannot be shown.` };
    // The slug is the one the record's collection gives it, drafts included, as the preview's pages read it.
    const shown = (await latestSnapshot(type, latest))[record.locale].items.find((candidate) => candidate.id === record.id);
    if (!shown) return { status: 404, message: `The ${type} record ${id} cannot be shown.` };
    return { status: 307, location: localizedPath(recordRoutes[type].record, record.locale, { slug: shown.slug }) };
  } catch (error) {
    if (!(error instanceof BackendError)) throw error;
    if (error.status === 404) return { status: 404, message: `No ${type} record ${id}.` };
    console.warn(`[preview] the ${type} record could not be read: ${error.message}`);
    return { status: 502, message: 'The CMS could not be read. Please try again.' };
  }
}
