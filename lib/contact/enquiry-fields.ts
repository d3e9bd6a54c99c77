/**
 * The contact form's fields, steps and bounds: everything about an enquiry that needs no parser, so the
 * form's first render ships without its schema. The schema (./enquiry.ts, Zod Mini) is built from
 * these and loads in the browser on the form's first check (./enquiry-resolver.ts).
 */

/** The fields in the order of the form: step 1 topic, step 2 details, step 3 consent. */
export const enquiryFields = ['subject', 'message', 'name', 'company', 'city', 'email', 'privacyConsent'] as const;
export type EnquiryField = (typeof enquiryFields)[number];
export type EnquiryTextField = Exclude<EnquiryField, 'privacyConsent'>;
export const enquiryTextFields = enquiryFields.filter((field): field is EnquiryTextField => field !== 'privacyConsent');

/** The most characters each text field takes (after trimming). */
export const enquiryBounds = {
  subject: 150,
  message: 5000,
  name: 100,
  company: 150,
  city: 100,
  // The longest address SMTP can deliver (RFC 5321 path limit).
  email: 254,
} as const satisfies Record<EnquiryTextField, number>;

/** What a field's message says is wrong; the form words it per field and language. */
export type EnquiryIssue = 'required' | 'tooLong' | 'singleLine' | 'email' | 'invalid' | 'consentRequired';

/** Whether the form marks a field as mandatory: exactly the fields the schema requires. */
export const mandatoryEnquiryFields: ReadonlySet<EnquiryField> = new Set(['subject', 'message', 'name', 'email', 'privacyConsent']);

/** What the form holds while the visitor types. */
export type EnquiryDraft = Record<EnquiryTextField, string> & { privacyConsent: boolean };

export const emptyEnquiryDraft: EnquiryDraft = {
  subject: '',
  message: '',
  name: '',
  company: '',
  city: '',
  email: '',
  privacyConsent: false,
};

/** The three steps of the form and the fields each asks for. */
export const enquirySteps = [
  { id: 'topic', fields: ['subject', 'message'] },
  { id: 'details', fields: ['name', 'company', 'city', 'email'] },
  { id: 'review', fields: ['privacyConsent'] },
] as const satisfies readonly { id: string; fields: readonly EnquiryField[] }[];
export type EnquiryStepId = (typeof enquirySteps)[number]['id'];

export function isEnquiryField(value: unknown): value is EnquiryField {
  return typeof value === 'string' && (enquiryFields as readonly string[]).includes(value);
}
