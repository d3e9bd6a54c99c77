import type { EnquiryDraft, EnquiryField, EnquiryIssue } from './enquiry';

/**
 * What the contact form shows after a send, the result of the Server Action:
 * - `idle`: nothing sent yet;
 * - `sent`: the enquiry arrived (the success message);
 * - `invalid`: the server refused fields (one issue per field), the values come back to correct them;
 * - `failed`: it did not arrive (the error message) — also what a bot caught by the honeypot or the
 *   rate limit sees, so it cannot tell, and what the form shows when the send never reached the site
 *   or its answer was lost; the values come back to send again, with the enquiry's id when it has one
 *   (a resend of the same enquiry is kept once).
 */
export type EnquiryOutcome =
  | { status: 'idle' }
  | { status: 'sent' }
  | { status: 'invalid'; issues: Partial<Record<EnquiryField, EnquiryIssue>>; values: EnquiryDraft; enquiryId?: string }
  | { status: 'failed'; values: EnquiryDraft; enquiryId?: string };

export const idleEnquiryOutcome: EnquiryOutcome = { status: 'idle' };
