import 'server-only';
import { draftMode } from 'next/headers';
import type { BackendClient } from '@/lib/cms/client';
import { backendClient } from '@/lib/cms/connection';

/**
 * The backend client of a page that shows records: the published records, or, while an editor
 * previews (draft mode, `/api/preview/`), the latest version of every record, published or not.
 * Reading draft mode keeps a page static: it is only ever on for a request with the signed cookie,
 * which Next.js renders past its cache and never stores. `reportsRecordIssues: false` for a read of a
 * few fields (the addresses), whose records lack every other part by design.
 */
export async function recordPageBackend({ reportsRecordIssues = true }: { reportsRecordIssues?: boolean } = {}): Promise<BackendClient> {
  const reads = (await draftMode()).isEnabled ? 'latest' : 'published';
  return backendClient(reportsRecordIssues ? { reads } : { reads, onRecordIssue: () => {} });
}
