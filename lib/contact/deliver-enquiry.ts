import 'server-only';
import { randomUUID } from 'node:crypto';
import { backendMode } from '@/lib/cms/connection';
import type { ContactRequestAttributes } from '@/lib/contact/contact-requests';
import type { OutboxAcceptance } from './enquiry-outbox';
import { appendEnquiryRecord } from './enquiry-store';
import { siteOutbox } from './site-outbox';

/**
 * Delivers an accepted enquiry as docs/architecture.md says: through the outbox to the CMS
 * (`POST contact-requests`) when `BACKEND_URL` is set — `kept` when the CMS did not take it at once and
 * the outbox's worker delivers it — else as one line of the embedded store. Rejects when it could not be
 * kept (the outbox, or the embedded store, cannot store).
 */
export async function deliverEnquiry(request: ContactRequestAttributes): Promise<OutboxAcceptance> {
  if (backendMode() === 'cms') return siteOutbox().accept(request);
  await appendEnquiryRecord({ id: randomUUID(), receivedAt: new Date().toISOString(), ...request });
  return 'delivered';
}
