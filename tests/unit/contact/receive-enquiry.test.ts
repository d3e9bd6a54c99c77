import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/lib/cms/backend-error';
import type { ContactRequestAttributes } from '@/lib/contact/contact-requests';
import { createRateLimiter } from '@/lib/contact/enquiry-rate-limit';
import type { EnquirySubmission } from '@/lib/contact/enquiry-submission';
import { ceilingKey, enquiryOutcome, receiveEnquiry, type EnquiryReception } from '@/lib/contact/receive-enquiry';

const fields = {
  subject: 'Angebot Dosierkappe',
  message: 'Bitte um ein Angebot über 50.000 Stück.',
  name: 'Erika Muster',
  company: 'Muster Kosmetik GmbH',
  city: 'Gießen',
  email: 'erika.muster@example.de',
  privacyConsent: true,
};

const submission = (overrides: Partial<EnquirySubmission> = {}, fieldOverrides: Record<string, unknown> = {}): EnquirySubmission => ({
  fields: { ...fields, ...fieldOverrides },
  honeypot: '',
  locale: 'de',
  ...overrides,
});

function reception(overrides: Partial<EnquiryReception> = {}) {
  const delivered: ContactRequestAttributes[] = [];
  const log = { warn: vi.fn(), error: vi.fn() };
  const options: EnquiryReception = {
    client: 'client-1',
    rateLimiter: createRateLimiter({ limit: 5, windowMs: 60_000 }),
    ceiling: createRateLimiter({ limit: 30, windowMs: 60_000 }),
    deliver: async (request) => {
      delivered.push(request);
      return 'delivered';
    },
    log,
    ...overrides,
  };
  return { options, delivered, log };
}

describe('receiving an enquiry on the server', () => {
  it('delivers a valid enquiry with its language, exactly as entered (trimmed)', async () => {
    const { options, delivered } = reception();
    const receipt = await receiveEnquiry(submission({}, { name: '  Erika Muster  ' }), options);
    expect(receipt).toEqual({ status: 'delivered' });
    expect(delivered).toEqual([{ ...fields, locale: 'de' }]);
    expect(enquiryOutcome(receipt, submission())).toEqual({ status: 'sent' });
  });

  it.each([
    ['a missing mandatory field', { name: '' }, { name: 'required' }],
    ['consent false', { privacyConsent: false }, { privacyConsent: 'consentRequired' }],
    ['consent missing', { privacyConsent: undefined }, { privacyConsent: 'consentRequired' }],
    ['an e-mail address without a domain', { email: 'erika@' }, { email: 'email' }],
    ['a field over its bound', { subject: 's'.repeat(151) }, { subject: 'tooLong' }],
    ['CR/LF in a single-line field', { city: 'Gießen\r\nBcc: x@example.de' }, { city: 'singleLine' }],
    ['a wrong type', { message: 42 }, { message: 'invalid' }],
  ])('refuses %s and delivers nothing', async (_case, fieldOverrides, issues) => {
    const { options, delivered } = reception();
    const sent = submission({}, fieldOverrides);
    if ('privacyConsent' in fieldOverrides && fieldOverrides.privacyConsent === undefined) delete sent.fields.privacyConsent;
    const receipt = await receiveEnquiry(sent, options);
    expect(receipt).toEqual({ status: 'invalid', issues });
    expect(delivered).toEqual([]);
    expect(enquiryOutcome(receipt, sent)).toMatchObject({ status: 'invalid', issues, values: { company: fields.company } });
  });

  it('delivers under the id the form sent, or a new one for a post without it', async () => {
    const ids: string[] = [];
    const { options } = reception({ deliver: async (_request, id) => (ids.push(id), 'delivered') });
    const enquiryId = '1d2e3f4a-5b6c-4d7e-8f90-a1b2c3d4e5f6';
    await receiveEnquiry(submission({ enquiryId }), options);
    await receiveEnquiry(submission(), options);
    expect(ids[0]).toBe(enquiryId);
    expect(ids[1]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(ids[1]).not.toBe(enquiryId);
  });

  it('refuses a malformed id as not coming from the form', async () => {
    const { options, delivered } = reception();
    for (const enquiryId of ['x', 42, ['1d2e3f4a-5b6c-4d7e-8f90-a1b2c3d4e5f6', 'again'], '1D2E3F4A-5B6C-4D7E-8F90-A1B2C3D4E5F6x']) {
      expect(await receiveEnquiry(submission({ enquiryId }), options)).toEqual({ status: 'refused', reason: 'malformed' });
    }
    expect(delivered).toEqual([]);
  });

  it('refuses extra fields and an unknown language as not coming from the form', async () => {
    const { options, delivered } = reception();
    expect(await receiveEnquiry(submission({}, { phone: '0641 1234' }), options)).toEqual({ status: 'refused', reason: 'malformed' });
    expect(await receiveEnquiry(submission({ locale: 'fr' }), options)).toEqual({ status: 'refused', reason: 'malformed' });
    expect(await receiveEnquiry(submission({ locale: undefined }), options)).toEqual({ status: 'refused', reason: 'malformed' });
    expect(delivered).toEqual([]);
  });

  it('turns a filled honeypot away with the neutral error, delivering nothing', async () => {
    const { options, delivered, log } = reception();
    const sent = submission({ honeypot: 'https://spam.example' });
    const receipt = await receiveEnquiry(sent, options);
    expect(receipt).toEqual({ status: 'refused', reason: 'honeypot' });
    expect(delivered).toEqual([]);
    expect(enquiryOutcome(receipt, sent)).toEqual({ status: 'failed', values: { ...fields } });
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('honeypot'));
  });

  it('turns a client over the rate limit away with the neutral error, delivering nothing', async () => {
    const { options, delivered } = reception({ rateLimiter: createRateLimiter({ limit: 2, windowMs: 60_000 }) });
    const receipts = [];
    for (let attempt = 0; attempt < 3; attempt += 1) receipts.push(await receiveEnquiry(submission(), options));
    expect(receipts.map((receipt) => receipt.status)).toEqual(['delivered', 'delivered', 'refused']);
    expect(receipts[2]).toEqual({ status: 'refused', reason: 'rateLimited' });
    expect(delivered).toHaveLength(2);
    expect(enquiryOutcome(receipts[2]!, submission())).toEqual(enquiryOutcome({ status: 'refused', reason: 'honeypot' }, submission()));
    // Another client is not affected.
    expect(await receiveEnquiry(submission(), { ...options, client: 'client-2' })).toEqual({ status: 'delivered' });
  });

  it('turns the 31st enquiry in a minute from 31 different clients away with the neutral error, keeping every value', async () => {
    let time = 0;
    const { options, delivered, log } = reception({ ceiling: createRateLimiter({ limit: 30, windowMs: 60_000, now: () => time }) });
    const receipts = [];
    for (let client = 1; client <= 31; client += 1) receipts.push(await receiveEnquiry(submission(), { ...options, client: `client-${client}` }));
    expect(receipts.slice(0, 30).every((receipt) => receipt.status === 'delivered')).toBe(true);
    expect(receipts[30]).toEqual({ status: 'refused', reason: 'ceiling' });
    expect(delivered).toHaveLength(30);
    expect(enquiryOutcome(receipts[30]!, submission())).toEqual({ status: 'failed', values: fields });
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('ceiling'));
    // A minute after the first, the ceiling has room again.
    time = 60_000;
    expect(await receiveEnquiry(submission(), { ...options, client: 'client-32' })).toEqual({ status: 'delivered' });
  });

  it('counts only enquiries within their client’s limit against the ceiling', async () => {
    const { options } = reception({ rateLimiter: createRateLimiter({ limit: 1, windowMs: 60_000 }), ceiling: createRateLimiter({ limit: 2, windowMs: 60_000 }) });
    expect(await receiveEnquiry(submission(), options)).toEqual({ status: 'delivered' });
    for (let attempt = 0; attempt < 5; attempt += 1) expect(await receiveEnquiry(submission(), options)).toEqual({ status: 'refused', reason: 'rateLimited' });
    expect(await receiveEnquiry(submission(), { ...options, client: 'client-2' })).toEqual({ status: 'delivered' });
    expect(await receiveEnquiry(submission(), { ...options, client: 'client-3' })).toEqual({ status: 'refused', reason: 'ceiling' });
  });

  it('awaits a limiter that answers asynchronously, as the one shared in Redis does', async () => {
    const tried: string[] = [];
    const refuseSecond = { tryAcquire: async (client: string) => (tried.push(client), tried.length < 2) };
    const { options, delivered } = reception({ rateLimiter: refuseSecond });
    expect(await receiveEnquiry(submission(), options)).toEqual({ status: 'delivered' });
    expect(await receiveEnquiry(submission(), options)).toEqual({ status: 'refused', reason: 'rateLimited' });
    expect(delivered).toHaveLength(1);
    const ceiling = { tryAcquire: vi.fn(async () => false) };
    expect(await receiveEnquiry(submission(), { ...options, rateLimiter: createRateLimiter({ limit: 5, windowMs: 60_000 }), ceiling })).toEqual({ status: 'refused', reason: 'ceiling' });
    expect(ceiling.tryAcquire).toHaveBeenCalledExactlyOnceWith(ceilingKey);
  });

  it('does not count refused invalid posts against the limit', async () => {
    const { options } = reception({ rateLimiter: createRateLimiter({ limit: 1, windowMs: 60_000 }) });
    await receiveEnquiry(submission({}, { email: 'x' }), options);
    expect(await receiveEnquiry(submission(), options)).toEqual({ status: 'delivered' });
  });

  it('gives the success outcome for an enquiry the outbox keeps because the CMS did not take it at once', async () => {
    const { options } = reception({ deliver: async () => 'kept' });
    const receipt = await receiveEnquiry(submission(), options);
    expect(receipt).toEqual({ status: 'kept' });
    expect(enquiryOutcome(receipt, submission())).toEqual({ status: 'sent' });
  });

  it.each([
    ['a CMS error', new BackendError({ method: 'POST', target: 'contact-requests', status: 500, errors: [{ status: '500', detail: 'erika.muster@example.de rejected' }] }), 'status 500'],
    ['a time-out', new BackendError({ method: 'POST', target: 'contact-requests', status: 504, reason: 'no answer within 10000 ms' }), 'status 504'],
    ['an unreachable CMS', new BackendError({ method: 'POST', target: 'contact-requests', status: 0, reason: 'fetch failed' }), 'status 0'],
    ['a store that cannot be written', Object.assign(new Error("EACCES: permission denied, open '.data/x' Erika Muster"), { code: 'EACCES' }), 'EACCES'],
  ])('gives the error outcome with every value when delivering rejects (%s), logging without personal data', async (_case, failure, logged) => {
    const { options, log } = reception({ deliver: async () => Promise.reject(failure) });
    const receipt = await receiveEnquiry(submission(), options);
    expect(receipt).toEqual({ status: 'failed' });
    expect(enquiryOutcome(receipt, submission())).toEqual({ status: 'failed', values: fields });
    const line = String(log.error.mock.calls[0]?.[0]);
    expect(line).toContain(logged);
    for (const value of [fields.name, fields.email, fields.company, fields.subject, fields.message, fields.city]) expect(line).not.toContain(value);
  });
});
