import 'server-only';
import { backendMode } from '@/lib/cms/connection';
import type { ContactRequestAttributes } from '@/lib/contact/contact-requests';
import type { OutboxAcceptance } from './enquiry-outbox';
import { describeFailure } from './delivery-failure';
import { appendEnquiryRecord } from './enquiry-store';
import { siteMailOutbox, siteOutbox } from './site-outbox';

/**
 * Delivers an accepted enquiry as docs/architecture.md says: through the outbox to the CMS
 * (`POST contact-requests`) when `BACKEND_URL` is set, else as one line of the embedded store; and, with
 * `SMTP_URL`, at the same time through the mail outbox to the sales inbox. The record decides what the
 * visitor is told: `kept` when the CMS did not take it at once and the outbox's worker delivers it;
 * a rejection when it could not be kept (the outbox, or the embedded store, cannot store), whatever
 * became of the mail. A mail the mail outbox could not keep is logged, never the visitor's failure:
 * the record has the enquiry. `id` is the enquiry's (`enquiry-id.ts`): an enquiry sent again with the
 * same id is kept once (the CMS answers 409, the store skips it, the mail ledger knows it).
 */
export async function deliverEnquiry(request: ContactRequestAttributes, id: string, log: Pick<Console, 'error'> = console): Promise<OutboxAcceptance> {
  const mail = siteMailOutbox();
  const [stored, mailed] = await Promise.allSettled([
    backendMode() === 'cms'
      ? siteOutbox().accept(request, id)
      : appendEnquiryRecord({ id, receivedAt: new Date().toISOString(), ...request }).then((): OutboxAcceptance => 'delivered'),
    mail?.accept(request, id),
  ]);
  if (mailed.status === 'rejected') log.error(`[contact] Contact enquiry ${id} not mailed: the mail outbox could not keep it (${describeFailure(mailed.reason)}); the record has it`);
  if (stored.status === 'rejected') throw stored.reason;
  return stored.value;
}
