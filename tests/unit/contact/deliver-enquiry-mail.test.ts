import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

/**
 * Delivering an enquiry with mail configured, when the mail outbox cannot keep it: the record decides
 * what the visitor is told. (The mail arriving, in both modes: tests/e2e/cluster/enquiry-mail.spec.ts.)
 */
vi.mock('server-only', () => ({}));
const storeFile = join(mkdtempSync(join(tmpdir(), 'deliver-mail-')), 'contact-requests.jsonl');
vi.mock('@/lib/contact/enquiry-store', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/contact/enquiry-store')>();
  return { ...original, appendEnquiryRecord: (record: Record<string, unknown>) => original.appendEnquiryRecord(record, storeFile) };
});
// The outboxes' folder lies under a file: nothing can be written there.
const aFile = join(mkdtempSync(join(tmpdir(), 'deliver-mail-outbox-')), 'a-file');
writeFileSync(aFile, '');
process.env.OUTBOX_DIR = join(aFile, 'outbox');
process.env.SMTP_URL = 'smtp://website:secret@127.0.0.1:9';
process.env.ENQUIRY_MAIL_TO = 'vertrieb@lumoplast.example';
process.env.BACKEND_URL = '';
const { deliverEnquiry } = await import('@/lib/contact/deliver-enquiry');

const request = {
  subject: 'Angebot',
  message: 'Text',
  name: 'Erika Muster',
  company: '',
  city: '',
  email: 'erika@example.de',
  privacyConsent: true as const,
  locale: 'de' as const,
};

describe('an enquiry the mail outbox cannot keep', () => {
  it('is delivered to the embedded store all the same, and the log says it was not mailed, by its id alone', async () => {
    const log = { error: vi.fn() };
    const id = '9c4d5e6f-7a80-4b92-8dbe-2f3a4b5c6d7e';
    expect(await deliverEnquiry(request, id, log)).toBe('delivered');
    expect(readFileSync(storeFile, 'utf8')).toContain(id);
    expect(log.error).toHaveBeenCalledExactlyOnceWith(
      `[contact] Contact enquiry ${id} not mailed: the mail outbox could not keep it (the store could not be written (ENOTDIR)); the record has it`,
    );
    for (const value of [request.name, request.email, 'secret']) expect(String(log.error.mock.calls[0]![0])).not.toContain(value);
  });
});
