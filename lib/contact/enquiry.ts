import * as z from '@/lib/validation/zod-mini';
import {
  enquiryBounds,
  isEnquiryField,
  mandatoryEnquiryFields,
  type EnquiryField,
  type EnquiryIssue,
  type EnquiryTextField,
} from './enquiry-fields';

/**
 * An enquiry from the contact form: what the visitor enters in the three steps. The one schema both
 * the form (react-hook-form) and the Server Action validate with, so the browser can never let through
 * what the server refuses. Written with Zod Mini: the form's page ships only the checks used here, and
 * only once the form first checks a step (./enquiry-resolver.ts); the fields, steps and bounds it is
 * built from are in ./enquiry-fields.ts.
 */
export * from './enquiry-fields';

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

/** A valid enquiry: trimmed texts, consent given. (A type only: importing it loads no schema.) */
export type Enquiry = z.output<typeof enquirySchema>;

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

const issueNames: readonly EnquiryIssue[] = ['required', 'tooLong', 'singleLine', 'email', 'invalid', 'consentRequired'];
function isEnquiryIssue(value: string): value is EnquiryIssue {
  return (issueNames as readonly string[]).includes(value);
}
