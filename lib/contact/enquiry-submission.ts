import { emptyEnquiryDraft, enquiryBounds, enquiryTextFields, type EnquiryDraft } from './enquiry-fields';
import { enquiryIdField } from './enquiry-id';

/** The hidden field people never see and bots fill in: anything in it marks the sender as a bot. */
export const honeypotField = 'website';
/** The hidden field that says which language the form was sent in. */
export const localeField = 'locale';

/** A form post taken apart: the enquiry's fields (not yet validated), the honeypot, the language and the enquiry's id (`enquiry-id.ts`; none on a first post without JavaScript). */
export type EnquirySubmission = {
  fields: Record<string, unknown>;
  honeypot: string;
  locale: unknown;
  enquiryId?: unknown;
};

// The fields React and Next.js add to a form posted without JavaScript (`$ACTION_ID_…`, `$ACTION_REF_1`, …).
const frameworkField = /^\$ACTION/;

/**
 * Reads a posted form. A checkbox arrives as `on` when ticked and not at all when not; a field sent
 * twice or a file where text belongs is kept as it came, so the schema refuses it.
 */
export function enquirySubmissionFromFormData(formData: FormData): EnquirySubmission {
  const fields: Record<string, unknown> = {};
  let honeypot = '';
  let locale: unknown;
  let enquiryId: unknown;
  for (const key of new Set(formData.keys())) {
    if (frameworkField.test(key)) continue;
    const values = formData.getAll(key);
    const value = values.length === 1 ? values[0] : values;
    if (key === honeypotField) honeypot = typeof value === 'string' ? value : 'filled';
    else if (key === localeField) locale = value;
    else if (key === enquiryIdField) enquiryId = value;
    else if (key === 'privacyConsent') fields[key] = value === 'on' || value === 'true' ? true : value;
    else fields[key] = value;
  }
  return { fields, honeypot, locale, ...(enquiryId === undefined ? {} : { enquiryId }) };
}

/**
 * What the form shows again after a post it could not accept, so nothing typed is lost without
 * JavaScript: the submitted texts, each cut at twice its bound (enough to see and shorten it).
 */
export function draftOfSubmission(submission: EnquirySubmission): EnquiryDraft {
  const draft: EnquiryDraft = { ...emptyEnquiryDraft, privacyConsent: submission.fields.privacyConsent === true };
  for (const field of enquiryTextFields) {
    const value = submission.fields[field];
    if (typeof value === 'string') draft[field] = value.slice(0, enquiryBounds[field] * 2);
  }
  return draft;
}
