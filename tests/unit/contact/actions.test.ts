import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const requestHeaders = { current: new Headers() };
vi.mock('next/headers', () => ({ headers: async () => requestHeaders.current }));
const deliverEnquiry = vi.fn(async (): Promise<'delivered' | 'kept'> => 'delivered');
vi.mock('@/lib/contact/deliver-enquiry', () => ({ deliverEnquiry }));

const { sendEnquiry } = await import('@/components/contact/actions');

const entered = {
  subject: 'Quotation for a dosing cap',
  message: 'We need 50,000 pieces a year.',
  name: 'Jane Doe',
  company: 'Doe Cosmetics Ltd',
  city: 'Leeds',
  email: 'jane.doe@example.com',
};

function post(overrides: Record<string, string> = {}, { consent = true } = {}) {
  const data = new FormData();
  data.set('locale', 'en');
  data.set('website', '');
  for (const [key, value] of Object.entries({ ...entered, ...overrides })) data.set(key, value);
  if (consent) data.set('privacyConsent', 'on');
  return data;
}

let address = 0;
beforeEach(() => {
  deliverEnquiry.mockClear();
  address += 1;
  requestHeaders.current = new Headers({ 'x-forwarded-for': `203.0.113.${address}` });
  // Behind one proxy (it appends the last entry), counted in memory, with fresh limits per test.
  vi.stubEnv('TRUSTED_PROXY_HOPS', '1');
  vi.stubEnv('REDIS_URL', '');
  vi.stubEnv('ENQUIRY_CEILING_PER_MINUTE', '');
  const limits = globalThis as { __enquiryRateLimiter?: unknown; __enquiryCeiling?: unknown };
  delete limits.__enquiryRateLimiter;
  delete limits.__enquiryCeiling;
});

afterAll(() => {
  vi.unstubAllEnvs();
});

describe('the contact form’s Server Action', () => {
  it('answers a call with anything but a form (anyone can call it with any arguments) as not sent, without throwing', async () => {
    for (const formData of [undefined, null, 'x', 5, { subject: 'x' }, []]) {
      expect(await sendEnquiry({ status: 'idle' }, formData as unknown as FormData)).toEqual({ status: 'failed', values: expect.objectContaining({ subject: '', message: '' }) });
    }
    expect(deliverEnquiry).not.toHaveBeenCalled();
  });

  it('delivers a valid enquiry once and reports it sent', async () => {
    expect(await sendEnquiry({ status: 'idle' }, post())).toEqual({ status: 'sent' });
    expect(deliverEnquiry).toHaveBeenCalledExactlyOnceWith({ ...entered, privacyConsent: true, locale: 'en' }, expect.stringMatching(/^[0-9a-f-]{36}$/));
  });

  it('delivers an enquiry under the id the form gave it, and hands that id back when it fails', async () => {
    const enquiryId = '0b9c6f0e-2d4a-4c1e-9f3b-5a7d8e6c4b21';
    expect(await sendEnquiry({ status: 'idle' }, post({ enquiryId }))).toEqual({ status: 'sent' });
    expect(deliverEnquiry).toHaveBeenCalledExactlyOnceWith({ ...entered, privacyConsent: true, locale: 'en' }, enquiryId);
    deliverEnquiry.mockRejectedValueOnce(new Error('disk full'));
    vi.spyOn(console, 'error').mockImplementationOnce(() => undefined);
    expect(await sendEnquiry({ status: 'idle' }, post({ enquiryId }))).toEqual({ status: 'failed', values: { ...entered, privacyConsent: true }, enquiryId });
  });

  it('refuses an id that is not one the form makes, delivering nothing', async () => {
    vi.spyOn(console, 'warn').mockImplementationOnce(() => undefined);
    expect(await sendEnquiry({ status: 'idle' }, post({ enquiryId: '../../etc/passwd' }))).toEqual({ status: 'failed', values: { ...entered, privacyConsent: true } });
    expect(deliverEnquiry).not.toHaveBeenCalled();
  });

  it('sends invalid fields back with their issues and the values, delivering nothing', async () => {
    const outcome = await sendEnquiry({ status: 'idle' }, post({ email: 'jane@', name: 'Jane\nDoe' }, { consent: false }));
    expect(outcome).toEqual({
      status: 'invalid',
      issues: { name: 'singleLine', email: 'email', privacyConsent: 'consentRequired' },
      values: { ...entered, email: 'jane@', name: 'Jane\nDoe', privacyConsent: false },
    });
    expect(deliverEnquiry).not.toHaveBeenCalled();
  });

  it('gives a filled honeypot, extra fields and a missing language the neutral error, delivering nothing', async () => {
    const honeypot = post({ website: 'https://spam.example' });
    const extra = post({ phone: '0113 496 0000' });
    const noLanguage = post();
    noLanguage.delete('locale');
    for (const data of [honeypot, extra, noLanguage]) {
      expect(await sendEnquiry({ status: 'idle' }, data)).toEqual({ status: 'failed', values: { ...entered, privacyConsent: true } });
    }
    expect(deliverEnquiry).not.toHaveBeenCalled();
  });

  it('turns the sixth enquiry within ten minutes from one address away', async () => {
    const outcomes = [];
    for (let attempt = 0; attempt < 6; attempt += 1) outcomes.push((await sendEnquiry({ status: 'idle' }, post())).status);
    expect(outcomes).toEqual(['sent', 'sent', 'sent', 'sent', 'sent', 'failed']);
    expect(deliverEnquiry).toHaveBeenCalledTimes(5);
    requestHeaders.current = new Headers({ 'x-forwarded-for': '198.51.100.7' });
    expect((await sendEnquiry({ status: 'idle' }, post())).status).toBe('sent');
  });

  it('counts the address the proxy appended, not what the client put before it', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      requestHeaders.current = new Headers({ 'x-forwarded-for': `10.0.0.${attempt}, 192.0.2.99` });
      await sendEnquiry({ status: 'idle' }, post());
    }
    requestHeaders.current = new Headers({ 'x-forwarded-for': '10.9.9.9, 192.0.2.99' });
    expect((await sendEnquiry({ status: 'idle' }, post())).status).toBe('failed');
  });

  it('trusts no X-Forwarded-For without a proxy (TRUSTED_PROXY_HOPS 0): a forged address does not escape the limit', async () => {
    vi.stubEnv('TRUSTED_PROXY_HOPS', '0');
    const outcomes = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      requestHeaders.current = new Headers({ 'x-forwarded-for': `198.51.100.${attempt + 1}` });
      outcomes.push((await sendEnquiry({ status: 'idle' }, post())).status);
    }
    expect(outcomes).toEqual(['sent', 'sent', 'sent', 'sent', 'sent', 'failed']);
    requestHeaders.current = new Headers();
    expect(await sendEnquiry({ status: 'idle' }, post())).toEqual({ status: 'failed', values: { ...entered, privacyConsent: true } });
    expect(deliverEnquiry).toHaveBeenCalledTimes(5);
  });

  it('counts the second entry from the right behind two proxies', async () => {
    vi.stubEnv('TRUSTED_PROXY_HOPS', '2');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      requestHeaders.current = new Headers({ 'x-forwarded-for': `10.0.0.${attempt}, 192.0.2.50, 198.18.0.${attempt}` });
      expect((await sendEnquiry({ status: 'idle' }, post())).status).toBe('sent');
    }
    requestHeaders.current = new Headers({ 'x-forwarded-for': '10.9.9.9, 192.0.2.50, 198.18.0.9' });
    expect((await sendEnquiry({ status: 'idle' }, post())).status).toBe('failed');
  });

  it('turns the 31st enquiry within a minute from 31 addresses away, keeping every value', async () => {
    const outcomes = [];
    for (let attempt = 1; attempt <= 31; attempt += 1) {
      requestHeaders.current = new Headers({ 'x-forwarded-for': `192.0.2.${attempt}` });
      outcomes.push(await sendEnquiry({ status: 'idle' }, post()));
    }
    expect(outcomes.slice(0, 30).every((outcome) => outcome.status === 'sent')).toBe(true);
    expect(outcomes[30]).toEqual({ status: 'failed', values: { ...entered, privacyConsent: true } });
    expect(deliverEnquiry).toHaveBeenCalledTimes(30);
  });

  it('reads a higher ceiling from ENQUIRY_CEILING_PER_MINUTE on every enquiry', async () => {
    vi.stubEnv('ENQUIRY_CEILING_PER_MINUTE', '40');
    for (let attempt = 1; attempt <= 40; attempt += 1) {
      requestHeaders.current = new Headers({ 'x-forwarded-for': `192.0.2.${attempt}` });
      expect((await sendEnquiry({ status: 'idle' }, post())).status).toBe('sent');
    }
    requestHeaders.current = new Headers({ 'x-forwarded-for': '192.0.2.41' });
    expect((await sendEnquiry({ status: 'idle' }, post())).status).toBe('failed');
  });

  it('reports a failed delivery with the values to send again', async () => {
    deliverEnquiry.mockRejectedValueOnce(Object.assign(new Error('EROFS'), { code: 'EROFS' }));
    vi.spyOn(console, 'error').mockImplementationOnce(() => undefined);
    expect(await sendEnquiry({ status: 'idle' }, post())).toEqual({ status: 'failed', values: { ...entered, privacyConsent: true } });
  });
});
