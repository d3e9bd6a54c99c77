import * as z from '@/lib/validation/zod-mini';

/**
 * An enquiry from the contact form: what the visitor enters in the three steps. The one schema both
 * the form (react-hook-form) and the Server Action validate with, so the browser can never let through
 * what the server refuses. Written with Zod Mini: the form's page ships only the checks used here.
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

const lineBreak = /[\n\r\u0085\u2028\u2029]/;
// Control characters other than tab and line breaks have no place in anything a person types.
const controlCharacter = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Only the message may span several lines. */
const multiLineFields: ReadonlySet<EnquiryTextField> = new Set(['message']);

function enquiryText(field: EnquiryTextField) {
  const mandatory = mandatoryEnquiryFields.has(field);
  const checks: z.$ZodCheck<string>[] = [
    z.trim(),
    // A posted form sends a text area's line breaks as CR LF; count and keep them as the browser shows them.
    z.overwrite((value: string) => value.replace(/\r\n?/g, '\n')),
    z.maxLength(enquiryBounds[field], 'tooLong'),
    z.refine((value: string) => !controlCharacter.test(value), 'invalid'),
  ];
  if (!multiLineFields.has(field)) checks.push(z.refine((value: string) => !lineBreak.test(value), 'singleLine'));
  if (mandatory) checks.push(z.refine((value: string) => value.length > 0, { error: 'required', abort: true }));
  return z.string({ error: (issue) => (issue.input === undefined && mandatory ? 'required' : 'invalid') }).check(...checks);
}

export const enquirySchema = z.strictObject({
  subject: enquiryText('subject'),
  message: enquiryText('message'),
  name: enquiryText('name'),
  company: enquiryText('company'),
  city: enquiryText('city'),
  email: z.pipe(enquiryText('email'), z.email('email')),
  privacyConsent: z.literal(true, { error: 'consentRequired' }),
});

/** A valid enquiry: trimmed texts, consent given. */
export type Enquiry = z.output<typeof enquirySchema>;
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

/** The first problem of each field, as the form shows one message per field. */
export function enquiryIssues(error: z.$ZodError): Partial<Record<EnquiryField, EnquiryIssue>> {
  const issues: Partial<Record<EnquiryField, EnquiryIssue>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (!isEnquiryField(field) || issues[field]) continue;
    issues[field] = isEnquiryIssue(issue.message) ? issue.message : 'invalid';
  }
  return issues;
}

export function isEnquiryField(value: unknown): value is EnquiryField {
  return typeof value === 'string' && (enquiryFields as readonly string[]).includes(value);
}

const issueNames: readonly EnquiryIssue[] = ['required', 'tooLong', 'singleLine', 'email', 'invalid', 'consentRequired'];
function isEnquiryIssue(value: string): value is EnquiryIssue {
  return (issueNames as readonly string[]).includes(value);
}
