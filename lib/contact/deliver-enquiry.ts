import 'server-only';
import { backendMode } from '@/lib/cms/connection';
import type { ContactRequestAttributes } from '@/lib/contact/contact-requests';
import type { OutboxAcceptance } from './enquiry-outbox';
import { appendEnquiryRecord } from './enquiry-store';
import { siteMailOutbox, siteOutbox } from './site-outbox';

/**
 * Delivers an accepted enquiry as docs/architecture.md says: through the outbox to the CMS
 * (`POST contact-requests`) when `BACKEND_URL` is set, else as one line of the embedded store; and, with
 * `SMTP_URL`, at the same time through the mail outbox to the sales inbox. `kept` when either did not
 * take it at once and an outbox's worker delivers it. Rejects when it could not be kept (an outbox, or
 * the embedded store, cannot store). `id` is the enquiry's (`enquiry-id.ts`): an enquiry sent again
 * with the same id is kept once (the CMS answers 409, the store skips it, the mail ledger knows it).
 */
export async function deliverEnquiry(request: ContactRequestAttributes, id: string): Promise<OutboxAcceptance> {
  const mail = siteMailOutbox();
  const [stored, mailed] = await Promise.all([
    backendMode() === 'cms'
      ? siteOutbox().accept(request, id)
      : appendEnquiryRecord({ id, receivedAt: new Date().toISOString(), ...request }).then((): OutboxAcceptance => 'delivered'),
    mail ? mail.accept(request, id) : ('delivered' as const),
  ]);
  return stored === 'delivered' && mailed === 'delivered' ? 'delivered' : 'kept';
}
