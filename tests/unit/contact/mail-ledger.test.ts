import { existsSync, mkdtempSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMailLedger, mailLedgerDays } from '@/lib/contact/mail-ledger';

describe('the ledger of mailed enquiries in the mail outbox’s folder (no Redis)', () => {
  const folder = () => join(mkdtempSync(join(tmpdir(), 'mail-ledger-')), 'mail');

  it('knows an id once it is added, and no other', async () => {
    const ledger = createMailLedger(folder(), { shared: false, sender: 'instance-a' });
    const id = crypto.randomUUID();
    expect(await ledger.has(id)).toBe(false);
    await ledger.add(id);
    expect(await ledger.has(id)).toBe(true);
    expect(await ledger.has(crypto.randomUUID())).toBe(false);
  });

  it(`forgets an id after ${mailLedgerDays} days, when the next one is added`, async () => {
    const path = folder();
    const ledger = createMailLedger(path, { shared: false, sender: 'instance-a' });
    const [old, recent, next] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    await ledger.add(old);
    await ledger.add(recent);
    const longAgo = new Date(Date.now() - (mailLedgerDays + 1) * 86_400_000);
    utimesSync(join(path, 'sent', old), longAgo, longAgo);
    await ledger.add(next);
    expect(existsSync(join(path, 'sent', old))).toBe(false);
    expect(await ledger.has(old)).toBe(false);
    expect(await ledger.has(recent)).toBe(true);
    expect(await ledger.has(next)).toBe(true);
  });

  it('takes only enquiry ids as names: nothing else becomes a path', async () => {
    const path = folder();
    const ledger = createMailLedger(path, { shared: false, sender: 'instance-a' });
    await ledger.add('../../escape');
    expect(await ledger.has('../../escape')).toBe(false);
    expect(existsSync(join(path, 'sent'))).toBe(false);
  });
});
