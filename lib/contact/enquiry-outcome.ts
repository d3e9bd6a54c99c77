import type { EnquiryDraft, EnquiryField, EnquiryIssue } from './enquiry';

/**
 * What the contact form shows after a send, the result of the Server Action:
 * - `idle`: nothing sent yet;
 * - `sent`: the enquiry arrived (the success message);
 * - `invalid`: the server refused fields (one issue per field), the values come back to correct them;
 * - `failed`: it did not arrive (the error message) — also what a bot caught by the honeypot or the
 *   rate limit sees, so it cannot tell; the values come back to send again.
 */
export type EnquiryOutcome =
  | { status: 'idle' }
  | { status: 'sent' }
  | { status: 'invalid'; issues: Partial<Record<EnquiryField, EnquiryIssue>>; values: EnquiryDraft }
  | { status: 'failed'; values: EnquiryDraft };

export const idleEnquiryOutcome: EnquiryOutcome = { status: 'idle' };
