import 'server-only';
import { randomUUID } from 'node:crypto';
import { backendMode } from '@/lib/cms/connection';
import { sendContactRequest, type ContactRequestAttributes } from '@/lib/contact/contact-requests';
import { appendEnquiryRecord } from './enquiry-store';

/**
 * Delivers an accepted enquiry as docs/architecture.md says: to the CMS (`POST contact-requests`) when
 * `BACKEND_URL` is set, else as one line of the embedded store. Rejects when it did not arrive.
 */
export async function deliverEnquiry(request: ContactRequestAttributes): Promise<void> {
  if (backendMode() === 'cms') {
    await sendContactRequest(request);
    return;
  }
  await appendEnquiryRecord({ id: randomUUID(), receivedAt: new Date().toISOString(), ...request });
}
