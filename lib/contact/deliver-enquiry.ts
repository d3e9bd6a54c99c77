import 'server-only';
import { backendMode } from '@/lib/cms/connection';
import type { ContactRequestAttributes } from '@/lib/contact/contact-requests';
import type { OutboxAcceptance } from './enquiry-outbox';
import { appendEnquiryRecord } from './enquiry-store';
import { siteOutbox } from './site-outbox';

/**
 * Delivers an accepted enquiry as docs/architecture.md says: through the outbox to the CMS
 * (`POST contact-requests`) when `BACKEND_URL` is set — `kept` when the CMS did not take it at once and
 * the outbox's worker delivers it — else as one line of the embedded store. Rejects when it could not be
 * kept (the outbox, or the embedded store, cannot store). `id` is the enquiry's (`enquiry-id.ts`): an
 * enquiry sent again with the same id is kept once (the CMS answers 409, the store skips it).
 */
export async function deliverEnquiry(request: ContactRequestAttributes, id: string): Promise<OutboxAcceptance> {
  if (backendMode() === 'cms') return siteOutbox().accept(request, id);
  await appendEnquiryRecord({ id, receivedAt: new Date().toISOString(), ...request });
  return 'delivered';
}
