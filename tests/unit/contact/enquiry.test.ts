import { describe, expect, it } from 'vitest';
import { enquiryBounds, enquiryIssues, enquirySchema, enquiryTextFields, mandatoryEnquiryFields, type EnquiryDraft } from '@/lib/contact/enquiry';

const valid: EnquiryDraft = {
  subject: 'Angebot für ein Verschlussteil',
  message: 'Wir brauchen 200.000 Stück pro Jahr.\nMaterial: PP.',
  name: 'Erika Muster',
  company: 'Muster Kosmetik GmbH',
  city: 'Gießen',
  email: 'erika.muster@example.de',
  privacyConsent: true,
};

function issuesOf(input: unknown) {
  const result = enquirySchema.safeParse(input);
  if (result.success) return {};
  return enquiryIssues(result.error);
}

describe('the enquiry schema shared by form and server', () => {
  it('accepts a complete enquiry and trims its texts', () => {
    const result = enquirySchema.parse({ ...valid, name: '  Erika Muster ', email: ' erika.muster@example.de ' });
    expect(result).toEqual({ ...valid, name: 'Erika Muster', email: 'erika.muster@example.de' });
  });

  it('accepts empty company and city: they are not mandatory', () => {
    expect(enquirySchema.safeParse({ ...valid, company: '', city: '' }).success).toBe(true);
  });

  it('refuses every missing mandatory field with "required"', () => {
    expect(issuesOf({ ...valid, subject: '', message: '   ', name: '', email: '' })).toEqual({
      subject: 'required',
      message: 'required',
      name: 'required',
      email: 'required',
    });
    const withoutTwo: Partial<EnquiryDraft> = { ...valid };
    delete withoutTwo.subject;
    delete withoutTwo.name;
    expect(issuesOf(withoutTwo)).toEqual({ subject: 'required', name: 'required' });
  });

  it('marks exactly the fields the schema requires as mandatory', () => {
    for (const field of enquiryTextFields) {
      const result = enquirySchema.safeParse({ ...valid, [field]: '' });
      expect(result.success, field).toBe(!mandatoryEnquiryFields.has(field));
    }
  });

  it.each([false, undefined, 'false', 'yes', 1])('refuses the consent %j', (privacyConsent) => {
    expect(issuesOf({ ...valid, privacyConsent })).toEqual({ privacyConsent: 'consentRequired' });
  });

  it.each(['erika@', 'erika@localhost', 'erika.example.de', '@example.de', 'erika muster@example.de'])('refuses the e-mail address %j', (email) => {
    expect(issuesOf({ ...valid, email })).toEqual({ email: 'email' });
  });

  it('refuses each field one character over its bound, and takes it at the bound', () => {
    for (const field of enquiryTextFields) {
      const bound = enquiryBounds[field];
      const atBound = field === 'email' ? `${'a'.repeat(bound - 'example.de'.length - 1)}@example.de` : 'a'.repeat(bound);
      expect(enquirySchema.safeParse({ ...valid, [field]: atBound }).success, field).toBe(true);
      expect(issuesOf({ ...valid, [field]: `${atBound}a` }), field).toEqual({ [field]: 'tooLong' });
    }
  });

  it.each(['\n', '\r', '\r\n', '\u2028'])('refuses a line break %j in every single-line field but not in the message', (lineBreak) => {
    for (const field of ['subject', 'name', 'company', 'city'] as const) {
      expect(issuesOf({ ...valid, [field]: `Erste${lineBreak}Zweite` }), field).toEqual({ [field]: 'singleLine' });
    }
    expect(issuesOf({ ...valid, email: `erika${lineBreak}bcc@example.de` })).toHaveProperty('email');
    expect(enquirySchema.safeParse({ ...valid, message: `Erste${lineBreak}Zweite` }).success).toBe(true);
  });

  it('keeps a message’s line breaks as the browser shows them (a posted form sends CR LF)', () => {
    const message = 'Zeile 1\r\nZeile 2\rZeile 3\n' + 'x'.repeat(enquiryBounds.message - 24);
    const result = enquirySchema.parse({ ...valid, message });
    expect(result.message).toBe('Zeile 1\nZeile 2\nZeile 3\n' + 'x'.repeat(enquiryBounds.message - 24));
    expect(result.message).toHaveLength(enquiryBounds.message);
  });

  it('refuses control characters in any field', () => {
    expect(issuesOf({ ...valid, message: 'Hallo\u0000Welt' })).toEqual({ message: 'invalid' });
    expect(issuesOf({ ...valid, company: 'Muster\u001bGmbH' })).toEqual({ company: 'invalid' });
  });

  it('refuses wrong types', () => {
    expect(issuesOf({ ...valid, name: 42, company: ['a', 'b'], message: { text: 'x' } })).toEqual({
      message: 'invalid',
      name: 'invalid',
      company: 'invalid',
    });
  });

  it('refuses fields the form does not have', () => {
    const result = enquirySchema.safeParse({ ...valid, phone: '0641 1234' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.code).toBe('unrecognized_keys');
  });
});
