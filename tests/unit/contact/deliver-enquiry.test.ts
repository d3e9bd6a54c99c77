import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const storeFile = join(mkdtempSync(join(tmpdir(), 'deliver-')), 'contact-requests.jsonl');
vi.mock('@/lib/contact/enquiry-store', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/contact/enquiry-store')>();
  return { ...original, appendEnquiryRecord: (record: Record<string, unknown>) => original.appendEnquiryRecord(record, storeFile) };
});
// The process's outbox is made once, with the folder of then: a temporary one, never the repository's.
const outboxFolder = join(mkdtempSync(join(tmpdir(), 'deliver-outbox-')), 'outbox');
process.env.OUTBOX_DIR = outboxFolder;
const { deliverEnquiry } = await import('@/lib/contact/deliver-enquiry');
const { siteOutbox } = await import('@/lib/contact/site-outbox');

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
    await deliverEnquiry(request, '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b');
    const record = JSON.parse(readFileSync(storeFile, 'utf8').trimEnd().split('\n').at(-1)!);
    expect(record).toEqual({ ...request, id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b', receivedAt: expect.any(String) });
    expect(Date.parse(record.receivedAt)).not.toBeNaN();
  });

  it('keeps an enquiry sent again under the same id once in the embedded store', async () => {
    vi.stubEnv('BACKEND_URL', '');
    const id = '7a2b3c4d-5e6f-4a70-8b9c-0d1e2f3a4b5c';
    await deliverEnquiry(request, id);
    await deliverEnquiry(request, id);
    const ids = readFileSync(storeFile, 'utf8').trimEnd().split('\n').map((line) => JSON.parse(line).id);
    expect(ids.filter((stored) => stored === id)).toHaveLength(1);
  });

  it('posts a contact-requests record with a client-generated id to the CMS when BACKEND_URL is set', async () => {
    vi.stubEnv('BACKEND_URL', 'https://cms.example.com/v1/');
    vi.stubEnv('BACKEND_TOKEN', 'secret-token');
    const fetch = vi.fn(async () => new Response(JSON.stringify({ data: { type: 'contact-requests', id: '1', attributes: request } }), { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    expect(await deliverEnquiry(request, '8b3c4d5e-6f70-4a81-9cad-1e2f3a4b5c6d')).toBe('delivered');
    const [url, init] = fetch.mock.calls[0] as unknown as [URL, RequestInit];
    expect(String(url)).toBe('https://cms.example.com/v1/contact-requests');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer secret-token');
    expect(JSON.parse(String(init.body))).toEqual({ data: { type: 'contact-requests', id: expect.stringMatching(/^[0-9a-f-]{36}$/), attributes: request } });
    expect(JSON.parse(String(init.body)).data.id).toBe('8b3c4d5e-6f70-4a81-9cad-1e2f3a4b5c6d');
    expect(readdirSync(outboxFolder)).toEqual([]);
  });

  it('keeps the enquiry in the outbox when the CMS answers an error, and its worker delivers it with the same id once the CMS takes it', async () => {
    vi.stubEnv('BACKEND_URL', 'https://cms.example.com/v1/');
    vi.stubEnv('BACKEND_TOKEN', 'secret-token');
    const bodies: { data: { id: string } }[] = [];
    let status = 500;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: URL, init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify(status === 500 ? { errors: [{ status: '500' }] } : { data: { type: 'contact-requests', id: bodies.at(-1)!.data.id } }), { status });
      }),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    expect(await deliverEnquiry(request, '9c4d5e6f-7081-4b92-adbe-2f3a4b5c6d7e')).toBe('kept');
    expect(readdirSync(outboxFolder).filter((name) => name.endsWith('.json'))).toHaveLength(1);
    status = 201;
    await vi.waitFor(async () => {
      await siteOutbox().work();
      expect(readdirSync(outboxFolder).filter((name) => name.endsWith('.json'))).toEqual([]);
    }, { timeout: 5000, interval: 100 });
    expect(bodies.length).toBeGreaterThanOrEqual(2);
    expect(new Set(bodies.map((body) => body.data.id))).toEqual(new Set(['9c4d5e6f-7081-4b92-adbe-2f3a4b5c6d7e']));
  });
});
