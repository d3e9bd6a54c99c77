import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const storeFile = join(mkdtempSync(join(tmpdir(), 'deliver-')), 'contact-requests.jsonl');
vi.mock('@/lib/contact/enquiry-store', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/contact/enquiry-store')>();
  return { ...original, appendEnquiryRecord: (record: Record<string, unknown>) => original.appendEnquiryRecord(record, storeFile) };
});
const { deliverEnquiry } = await import('@/lib/contact/deliver-enquiry');

const request = {
  subject: 'Angebot',
  message: 'Zwei Zeilen\nText',
  name: 'Erika Muster',
  company: '',
  city: '',
  email: 'erika@example.de',
  privacyConsent: true as const,
  locale: 'de' as const,
};

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('delivering an accepted enquiry', () => {
  it('appends it to the embedded store when no backend is configured', async () => {
    vi.stubEnv('BACKEND_URL', '');
    await deliverEnquiry(request);
    const record = JSON.parse(readFileSync(storeFile, 'utf8').trimEnd().split('\n').at(-1)!);
    expect(record).toEqual({ ...request, id: expect.stringMatching(/^[0-9a-f-]{36}$/), receivedAt: expect.any(String) });
    expect(Date.parse(record.receivedAt)).not.toBeNaN();
  });

  it('posts a contact-requests record to the CMS when BACKEND_URL is set', async () => {
    vi.stubEnv('BACKEND_URL', 'https://cms.example.com/v1/');
    vi.stubEnv('BACKEND_TOKEN', 'secret-token');
    const fetch = vi.fn(async () => new Response(JSON.stringify({ data: { type: 'contact-requests', id: '1', attributes: request } }), { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    await deliverEnquiry(request);
    const [url, init] = fetch.mock.calls[0] as unknown as [URL, RequestInit];
    expect(String(url)).toBe('https://cms.example.com/v1/contact-requests');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer secret-token');
    expect(JSON.parse(String(init.body))).toEqual({ data: { type: 'contact-requests', attributes: request } });
  });

  it('rejects when the CMS answers an error', async () => {
    vi.stubEnv('BACKEND_URL', 'https://cms.example.com/v1/');
    vi.stubEnv('BACKEND_TOKEN', 'secret-token');
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ errors: [{ status: '500' }] }), { status: 500 })));
    await expect(deliverEnquiry(request)).rejects.toMatchObject({ name: 'BackendError', status: 500 });
  });
});
