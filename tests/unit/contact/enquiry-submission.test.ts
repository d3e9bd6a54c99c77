import { describe, expect, it } from 'vitest';
import { draftOfSubmission, enquirySubmissionFromFormData } from '@/lib/contact/enquiry-submission';

function formData(entries: [string, string | Blob][]) {
  const data = new FormData();
  for (const [key, value] of entries) data.append(key, value);
  return data;
}

describe('a posted contact form taken apart', () => {
  it('separates the fields, the honeypot and the language, and drops the framework fields', () => {
    const submission = enquirySubmissionFromFormData(
      formData([
        ['$ACTION_REF_1', ''],
        ['$ACTION_1:0', '{"id":"abc"}'],
        ['$ACTION_KEY', 'k1'],
        ['locale', 'en'],
        ['website', ''],
        ['subject', 'Quotation'],
        ['privacyConsent', 'on'],
      ]),
    );
    expect(submission).toEqual({ fields: { subject: 'Quotation', privacyConsent: true }, honeypot: '', locale: 'en' });
  });

  it('keeps an unticked consent missing and any other consent value as it came', () => {
    expect(enquirySubmissionFromFormData(formData([['subject', 'x']])).fields).not.toHaveProperty('privacyConsent');
    expect(enquirySubmissionFromFormData(formData([['privacyConsent', 'yes']])).fields.privacyConsent).toBe('yes');
  });

  it('keeps a field sent twice as a list and a file as a file, for the schema to refuse', () => {
    const file = new Blob(['x']);
    const { fields } = enquirySubmissionFromFormData(formData([['name', 'a'], ['name', 'b'], ['message', file]]));
    expect(fields.name).toEqual(['a', 'b']);
    expect(fields.message).toBeInstanceOf(Blob);
  });

  it('sees a file in the honeypot as filled in', () => {
    expect(enquirySubmissionFromFormData(formData([['website', new Blob(['x'])]])).honeypot).not.toBe('');
  });

  it('gives the values back for the form, texts cut at twice their bound', () => {
    const submission = enquirySubmissionFromFormData(formData([['name', 'n'.repeat(500)], ['city', 'Herborn'], ['privacyConsent', 'on'], ['message', new Blob(['x'])]]));
    expect(draftOfSubmission(submission)).toEqual({
      subject: '',
      message: '',
      name: 'n'.repeat(200),
      company: '',
      city: 'Herborn',
      email: '',
      privacyConsent: true,
    });
  });
});
