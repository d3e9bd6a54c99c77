import type { ContactRequestAttributes } from '@/lib/contact/contact-requests';
import { isLocale } from '@/lib/routing/locales';
import { describeFailure } from './delivery-failure';
import { enquiryIssues, enquirySchema, type EnquiryField, type EnquiryIssue } from './enquiry';
import { isEnquiryId, newEnquiryId } from './enquiry-id';
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
  /** Delivers the enquiry under its id or keeps it in the outbox; rejects when it could do neither. */
  deliver: (request: ContactRequestAttributes, id: string) => Promise<OutboxAcceptance>;
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
    log.warn('[contact] Contact enquiry refused: the honeypot field was filled in');
    return { status: 'refused', reason: 'honeypot' };
  }
  const parsed = enquirySchema.safeParse(submission.fields);
  const { locale, enquiryId } = submission;
  const malformedId = enquiryId !== undefined && !isEnquiryId(enquiryId);
  if (!isLocale(locale) || malformedId || (!parsed.success && parsed.error.issues.some((issue) => issue.code === 'unrecognized_keys'))) {
    log.warn('[contact] Contact enquiry refused: not a submission of the contact form (unknown language or fields)');
    return { status: 'refused', reason: 'malformed' };
  }
  if (!parsed.success) return { status: 'invalid', issues: enquiryIssues(parsed.error) };
  if (!(await rateLimiter.tryAcquire(client))) {
    log.warn('[contact] Contact enquiry refused: too many enquiries from one client');
    return { status: 'refused', reason: 'rateLimited' };
  }
  if (!(await ceiling.tryAcquire(ceilingKey))) {
    log.warn('[contact] Contact enquiry refused: the site-wide ceiling of enquiries per minute is reached');
    return { status: 'refused', reason: 'ceiling' };
  }
  try {
    // A first post without JavaScript brings no id: it gets one here.
    return { status: await deliver({ ...parsed.data, locale }, isEnquiryId(enquiryId) ? enquiryId : newEnquiryId()) };
  } catch (error) {
    log.error(`[contact] Contact enquiry not delivered: ${describeFailure(error)}`);
    return { status: 'failed' };
  }
}

/**
 * What the visitor sees of a receipt: a bot learns no more than that the send failed. The values come
 * back with the enquiry's id, so the form sends them again as the same enquiry.
 */
export function enquiryOutcome(receipt: EnquiryReceipt, submission: EnquirySubmission): EnquiryOutcome {
  const sentAgainAs = isEnquiryId(submission.enquiryId) ? { enquiryId: submission.enquiryId } : {};
  switch (receipt.status) {
    case 'delivered':
    case 'kept':
      return { status: 'sent' };
    case 'invalid':
      return { status: 'invalid', issues: receipt.issues, values: draftOfSubmission(submission), ...sentAgainAs };
    case 'refused':
    case 'failed':
      return { status: 'failed', values: draftOfSubmission(submission), ...sentAgainAs };
  }
}
