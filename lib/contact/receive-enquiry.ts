import type { ContactRequestAttributes } from '@/lib/contact/contact-requests';
import { isLocale } from '@/lib/routing/locales';
import { describeFailure } from './delivery-failure';
import { enquiryIssues, enquirySchema, type EnquiryField, type EnquiryIssue } from './enquiry';
import type { RateLimiter } from './enquiry-rate-limit';
import { draftOfSubmission, type EnquirySubmission } from './enquiry-submission';
import type { EnquiryOutcome } from './enquiry-outcome';
import type { OutboxAcceptance } from './enquiry-outbox';

/**
 * What became of a submission, in more detail than the visitor learns (see `enquiryOutcome`):
 * - `delivered`: it arrived at the CMS or in the store;
 * - `kept`: the CMS did not take it at once; it is safe in the outbox, whose worker delivers it (or,
 *   refused by the CMS with 422, holds it for a person);
 * - `invalid`: fields failed the schema; nothing was delivered;
 * - `refused`: not an enquiry from the form (`honeypot` filled, `rateLimited`: too many from the
 *   client, `ceiling`: too many from all clients together this minute, `malformed`: an unknown
 *   language or fields the form does not have); nothing was delivered;
 * - `failed`: valid, but it could not be kept: the outbox (CMS mode) or the store (embedded) could not
 *   be written.
 */
export type EnquiryReceipt =
  | { status: 'delivered' }
  | { status: 'kept' }
  | { status: 'invalid'; issues: Partial<Record<EnquiryField, EnquiryIssue>> }
  | { status: 'refused'; reason: 'honeypot' | 'rateLimited' | 'ceiling' | 'malformed' }
  | { status: 'failed' };

export type EnquiryReception = {
  /** Identifies the sender for the rate limit (a hash, see `clientKey`). */
  client: string;
  /** The per-client limit (`enquiryRateLimit`). */
  rateLimiter: RateLimiter;
  /** The site-wide ceiling (`enquiryCeiling`): one count for every client, tried after the client's own. */
  ceiling: RateLimiter;
  /** Delivers the enquiry or keeps it in the outbox; rejects when it could do neither. */
  deliver: (request: ContactRequestAttributes) => Promise<OutboxAcceptance>;
  log?: Pick<Console, 'warn' | 'error'>;
};

/** The key under which the site-wide ceiling counts every enquiry. */
export const ceilingKey = 'site';

/**
 * Takes a submission through the checks in order — honeypot, the shared schema (the browser's check
 * is never trusted), the client's rate limit, the site-wide ceiling — and delivers it. Only an enquiry
 * within its client's limit counts against the ceiling, so one client cannot use it up for everyone.
 * Logs refusals and failures without any of the enquiry's personal data.
 */
export async function receiveEnquiry(submission: EnquirySubmission, { client, rateLimiter, ceiling, deliver, log = console }: EnquiryReception): Promise<EnquiryReceipt> {
  if (submission.honeypot.trim() !== '') {
    log.warn('Contact enquiry refused: the honeypot field was filled in');
    return { status: 'refused', reason: 'honeypot' };
  }
  const parsed = enquirySchema.safeParse(submission.fields);
  const locale = submission.locale;
  if (!isLocale(locale) || (!parsed.success && parsed.error.issues.some((issue) => issue.code === 'unrecognized_keys'))) {
    log.warn('Contact enquiry refused: not a submission of the contact form (unknown language or fields)');
    return { status: 'refused', reason: 'malformed' };
  }
  if (!parsed.success) return { status: 'invalid', issues: enquiryIssues(parsed.error) };
  if (!(await rateLimiter.tryAcquire(client))) {
    log.warn('Contact enquiry refused: too many enquiries from one client');
    return { status: 'refused', reason: 'rateLimited' };
  }
  if (!(await ceiling.tryAcquire(ceilingKey))) {
    log.warn('Contact enquiry refused: the site-wide ceiling of enquiries per minute is reached');
    return { status: 'refused', reason: 'ceiling' };
  }
  try {
    return { status: await deliver({ ...parsed.data, locale }) };
  } catch (error) {
    log.error(`Contact enquiry not delivered: ${describeFailure(error)}`);
    return { status: 'failed' };
  }
}

/** What the visitor sees of a receipt: a bot learns no more than that the send failed. */
export function enquiryOutcome(receipt: EnquiryReceipt, submission: EnquirySubmission): EnquiryOutcome {
  switch (receipt.status) {
    case 'delivered':
    case 'kept':
      return { status: 'sent' };
    case 'invalid':
      return { status: 'invalid', issues: receipt.issues, values: draftOfSubmission(submission) };
    case 'refused':
    case 'failed':
      return { status: 'failed', values: draftOfSubmission(submission) };
  }
}
