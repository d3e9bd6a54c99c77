import { mkdtempSync, readdirSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContactRequestAttributes } from '@/lib/cms/resources/contact-request';
import { createEnquiryOutbox } from '@/lib/contact/enquiry-outbox';
import { createFileOutbox, type FileOutbox } from '@/lib/contact/file-outbox';
import { mailCourier } from '@/lib/contact/mail-courier';
import { createMailLedger } from '@/lib/contact/mail-ledger';
import type { EnquiryMailSettings } from '@/lib/contact/mail-settings';
import { createRedisOutbox, mailOutboxKeys, type RedisOutbox } from '@/lib/contact/redis-outbox';
import { startMailServer, type TestMailServer } from '../../support/mail-server';
import { sharedRedis } from '@/lib/instances/redis-connection.mjs';
import { until } from '../instances/redis-server';
import { sharedRedisForEachTest } from '../instances/shared-redis';

/**
 * The mail outbox against a real mail server (`smtp-server` on a loopback port, STARTTLS with the local
 * certificate, a password), with its file store and, where instances share it, a real `redis-server`.
 */
const inbox = 'vertrieb@lumoplast.example';
const site = 'website@lumoplast.example';

const enquiry = (marker: string, locale: 'de' | 'en' = 'de'): ContactRequestAttributes => ({
  subject: `Angebot Dosierkappe ${marker}`,
  message: `Zwei Zeilen\nText ${marker}`,
  name: 'Erika Muster',
  company: 'Muster GmbH',
  city: 'Herborn',
  email: 'erika.muster@example.de',
  privacyConsent: true,
  locale,
});

const folder = () => join(mkdtempSync(join(tmpdir(), 'mail-outbox-')), 'mail');
const entryFiles = (path: string) => readdirSync(path).filter((name) => name.endsWith('.json'));

let server: TestMailServer;

/**
 * An outbox to the test server as to one off loopback (STARTTLS required, the certificate checked against
 * the local one), unless `loopback`; `trusted: false` trusts no certificate beyond Node.js's own.
 */
function mailOutbox({
  files = createFileOutbox(folder()),
  redis,
  consumer = 'instance-a',
  waitMs = 2000,
  loopback = false,
  trusted = true,
}: { files?: FileOutbox; redis?: boolean; consumer?: string; waitMs?: number; loopback?: boolean; trusted?: boolean } = {}) {
  const settings: EnquiryMailSettings = {
    server: { host: 'localhost', port: server.port, secure: false, user: server.user, password: server.password, loopback },
    to: inbox,
    from: site,
    locale: 'de',
  };
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const redisOutbox: RedisOutbox | undefined = redis ? createRedisOutbox(consumer, mailOutboxKeys) : undefined;
  const outbox = createEnquiryOutbox({
    courier: mailCourier({ settings, ledger: createMailLedger(files.folder, { shared: Boolean(redis), sender: consumer }), ...(trusted ? { tls: { ca: server.certificate } } : {}) }),
    files,
    redis: redisOutbox,
    settings: () => ({ retryCapMs: 300, claimMs: 400 }),
    log,
    waitMs,
  });
  const lines = () => [...log.info.mock.calls, ...log.warn.mock.calls, ...log.error.mock.calls].map((call) => String(call[0]));
  return { outbox, files, log, lines };
}

const mailsWith = (marker: string) => server.received.filter(({ mail }) => mail.subject?.includes(marker));

beforeAll(async () => {
  server = await startMailServer();
});
afterAll(() => server.stop());
beforeEach(() => {
  server.mode = 'accept';
  server.received.length = 0;
  server.recipientsAsked.length = 0;
});

describe('an enquiry mailed through the outbox', () => {
  it.each(['de', 'en'] as const)('arrives once at the inbox over STARTTLS, from the site, Reply-To the visitor (form in %s)', async (locale) => {
    const { outbox, files, lines } = mailOutbox();
    const id = crypto.randomUUID();
    expect(await outbox.accept(enquiry(`mail-${locale}`, locale), id)).toBe('delivered');
    const [received, ...more] = server.received;
    expect(more).toEqual([]);
    expect(received!.secure).toBe(true);
    expect(received!.user).toBe(server.user);
    expect(received!.envelope).toEqual({ from: site, to: [inbox] });
    const { mail } = received!;
    expect(mail.messageId).toBe(`<${id}@lumoplast.example>`);
    expect(mail.from?.value).toEqual([{ name: 'Lumoplast-Website', address: site }]);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value : []).toEqual([{ name: '', address: inbox }]);
    expect(mail.replyTo?.value).toEqual([{ name: 'Erika Muster', address: 'erika.muster@example.de' }]);
    expect(mail.subject).toBe(`Anfrage über die Website: Angebot Dosierkappe mail-${locale}`);
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
    expect(mail.html).toBe(false);
    expect(mail.text).toContain(`\nSprache des Formulars: ${locale === 'de' ? 'Deutsch' : 'Englisch'}\n`);
    expect(mail.text).toContain('\nUnternehmen: Muster GmbH\nOrt: Herborn\nE-Mail-Adresse: erika.muster@example.de\n');
    expect(mail.text).toContain(`\nAnfrage-Nr.: ${id}\n`);
    expect(mail.text).toContain(`\nNachricht:\nZwei Zeilen\nText mail-${locale}\n`);
    expect(mail.text).toMatch(/\nEingegangen: \d{1,2}\. \S+ \d{4} um \d{2}:\d{2} MES?Z\n/);
    expect(entryFiles(files.folder)).toEqual([]);
    expect(lines()).toEqual([]);
    expect(await outbox.health()).toEqual({ store: 'file', depth: 0, oldestAgeSeconds: null, held: 0 });
  });

  it('adds no header and no recipient for what a visitor typed into any field, and sends no receipt to the visitor', async () => {
    const { outbox } = mailOutbox();
    const injected = '\r\nBcc: victim@example.org\r\nX-Injected: yes';
    const hostile: ContactRequestAttributes = {
      subject: `Angebot injection${injected}`,
      message: `Text${injected}\r\n.\r\nMAIL FROM:<evil@example.org>\r\nRCPT TO:<victim@example.org>`,
      name: `Erika${injected} <victim@example.org>`,
      company: `Muster${injected}`,
      city: `Herborn${injected}`,
      email: 'erika.muster@example.de',
      privacyConsent: true,
      locale: 'de',
    };
    expect(await outbox.accept(hostile)).toBe('delivered');
    expect(server.recipientsAsked).toEqual([inbox]);
    const [received, ...more] = server.received;
    expect(more).toEqual([]);
    const { mail, envelope, raw } = received!;
    expect(envelope.to).toEqual([inbox]);
    expect(mail.bcc).toBeUndefined();
    expect(mail.cc).toBeUndefined();
    expect(mail.headers.has('x-injected')).toBe(false);
    // The typed lines are in the encoded values and in the body, never header lines of their own.
    const headerLines = raw.slice(0, raw.indexOf('\r\n\r\n'));
    expect(headerLines).not.toMatch(/^(Bcc|Cc|X-Injected):/im);
    expect(mail.subject).toBe('Anfrage über die Website: Angebot injection\r\nBcc: victim@example.org\r\nX-Injected: yes'.replace(/\r\n/g, ' '));
    expect(mail.replyTo?.value).toHaveLength(1);
    expect(mail.replyTo?.value[0]?.address).toBe('erika.muster@example.de');
    // The message arrives whole: the dot line and the commands are text of it.
    expect(mail.text).toContain('MAIL FROM:<evil@example.org>');
  });

  it('keeps enquiries while the server is down (the visitor is told they are sent), then delivers each exactly once', async () => {
    const { outbox, files, lines } = mailOutbox({ waitMs: 300 });
    await server.down();
    try {
      for (const index of [1, 2, 3]) expect(await outbox.accept(enquiry(`down-${index}`))).toBe('kept');
      expect(entryFiles(files.folder)).toHaveLength(3);
      expect(await outbox.health()).toMatchObject({ store: 'file', depth: 3, held: 0 });
    } finally {
      await server.up();
    }
    outbox.start(50);
    await until(() => entryFiles(files.folder).length === 0, 10_000);
    await outbox.stop();
    for (const index of [1, 2, 3]) expect(mailsWith(`down-${index}`), `down-${index}`).toHaveLength(1);
    expect(server.received).toHaveLength(3);
    const kept = lines().filter((line) => line.includes('kept in the mail outbox'));
    expect(kept).toHaveLength(3);
    for (const line of kept) expect(line).toMatch(/: (the mail server could not be reached \((ESOCKET|ECONNECTION), ECONNREFUSED\)|the mail server did not answer within 300 ms); the worker delivers it$/);
    for (const line of lines()) expect(line).not.toContain(server.password);
  });

  it('tries a deferred mail (451) again until the server takes it', async () => {
    server.mode = 'defer';
    const { outbox, files, lines } = mailOutbox();
    expect(await outbox.accept(enquiry('deferred'))).toBe('kept');
    expect(lines()).toEqual([expect.stringMatching(/kept in the mail outbox: the mail server answered 451 \(EENVELOPE\); the worker delivers it$/)]);
    server.mode = 'accept';
    outbox.start(50);
    await until(() => mailsWith('deferred').length === 1 && entryFiles(files.folder).length === 0, 10_000);
    await outbox.stop();
    expect(mailsWith('deferred')).toHaveLength(1);
  });

  it('holds a mail the server refuses for good (550) for a person, logged once, never tried again', async () => {
    server.mode = 'refuse';
    const { outbox, files, log } = mailOutbox();
    const id = crypto.randomUUID();
    expect(await outbox.accept(enquiry('refused'), id)).toBe('kept');
    outbox.start(50);
    await new Promise((resolve) => setTimeout(resolve, 600));
    await outbox.stop();
    expect(server.recipientsAsked).toEqual([inbox]);
    expect(log.error).toHaveBeenCalledExactlyOnceWith(
      `[contact] Contact enquiry ${id} refused by the mail server: the mail server answered 550 (EENVELOPE); held in the mail outbox for a person (docs/operations.md)`,
    );
    expect(entryFiles(files.folder)).toEqual([]);
    expect(entryFiles(join(files.folder, 'held'))).toEqual([`${id}.json`]);
    expect(await outbox.health()).toEqual({ store: 'file', depth: 0, oldestAgeSeconds: null, held: 1 });
  });

  it('sends an enquiry accepted twice under its id (sent again after a failure) once', async () => {
    const { outbox } = mailOutbox();
    const id = crypto.randomUUID();
    expect(await outbox.accept(enquiry('twice'), id)).toBe('delivered');
    expect(await outbox.accept(enquiry('twice'), id)).toBe('delivered');
    expect(mailsWith('twice')).toHaveLength(1);
  });

  it('delivers what a process left in its folder before a restart, once', async () => {
    const files = createFileOutbox(folder());
    await server.down();
    try {
      expect(await mailOutbox({ files, waitMs: 300 }).outbox.accept(enquiry('restart'))).toBe('kept');
    } finally {
      await server.up();
    }
    const { outbox } = mailOutbox({ files });
    outbox.start(50);
    await until(() => entryFiles(files.folder).length === 0, 10_000);
    await outbox.stop();
    expect(mailsWith('restart')).toHaveLength(1);
  });

  it('sends nothing in clear to a server off loopback that refuses STARTTLS: held for a person, as any 5xx', async () => {
    const plain = await startMailServer({ starttls: false });
    const previous = server;
    server = plain;
    try {
      const { outbox, files, log } = mailOutbox();
      const id = crypto.randomUUID();
      expect(await outbox.accept(enquiry('clear'), id)).toBe('kept');
      expect(plain.received).toEqual([]);
      expect(plain.recipientsAsked).toEqual([]);
      expect(entryFiles(join(files.folder, 'held'))).toEqual([`${id}.json`]);
      expect(log.error).toHaveBeenCalledExactlyOnceWith(expect.stringMatching(new RegExp(`^\\[contact\\] Contact enquiry ${id} refused by the mail server: the mail server answered 5\\d\\d \\(ETLS\\); held in the mail outbox`)));
    } finally {
      server = previous;
      await plain.stop();
    }
  });

  it('sends nothing to a server off loopback whose certificate it cannot check, and tries again', async () => {
    const { outbox, files, lines } = mailOutbox({ trusted: false });
    expect(await outbox.accept(enquiry('untrusted'))).toBe('kept');
    expect(server.received).toEqual([]);
    expect(entryFiles(files.folder)).toHaveLength(1);
    expect(lines()).toEqual([expect.stringMatching(/kept in the mail outbox: the mail server could not be reached \(ESOCKET, DEPTH_ZERO_SELF_SIGNED_CERT\); the worker delivers it$/)]);
  });

  it('mails a relay on loopback over STARTTLS where it offers it, with a certificate of its own, and in clear where it offers none', async () => {
    const relay = mailOutbox({ loopback: true, trusted: false });
    expect(await relay.outbox.accept(enquiry('loopback-tls'))).toBe('delivered');
    expect(mailsWith('loopback-tls').map(({ secure }) => secure)).toEqual([true]);
    const plain = await startMailServer({ starttls: false });
    const previous = server;
    server = plain;
    try {
      expect(await mailOutbox({ loopback: true }).outbox.accept(enquiry('loopback-clear'))).toBe('delivered');
      expect(plain.received.map(({ secure, envelope }) => [secure, envelope.to])).toEqual([[false, [inbox]]]);
    } finally {
      server = previous;
      await plain.stop();
    }
  });

  it('sends a held mail once a person released it by moving its file back from held/', async () => {
    server.mode = 'refuse';
    const { outbox, files } = mailOutbox();
    const id = crypto.randomUUID();
    expect(await outbox.accept(enquiry('released-file'), id)).toBe('kept');
    expect(await outbox.health()).toMatchObject({ depth: 0, held: 1 });
    server.mode = 'accept';
    renameSync(join(files.folder, 'held', `${id}.json`), join(files.folder, `${id}.json`));
    outbox.start(50);
    await until(() => mailsWith('released-file').length === 1 && entryFiles(files.folder).length === 0, 10_000);
    await outbox.stop();
    expect(mailsWith('released-file')).toHaveLength(1);
    expect(await outbox.health()).toEqual({ store: 'file', depth: 0, oldestAgeSeconds: null, held: 0 });
  });

  it('sends an enquiry held twice at once (accepted again while its first send runs) once', async () => {
    const { outbox } = mailOutbox();
    const id = crypto.randomUUID();
    expect(await Promise.all([outbox.accept(enquiry('at-once'), id), outbox.accept(enquiry('at-once'), id)])).toEqual(['delivered', 'delivered']);
    expect(mailsWith('at-once')).toHaveLength(1);
  });
});

describe('the mail outbox shared by two instances through Redis', () => {
  sharedRedisForEachTest();

  it('sends each enquiry once, whichever instance delivers it, also when one dies holding some', async () => {
    await server.down();
    const a = mailOutbox({ redis: true, consumer: 'instance-a', waitMs: 300 });
    const b = mailOutbox({ redis: true, consumer: 'instance-b', waitMs: 300 });
    try {
      for (const index of [1, 2, 3]) expect(await a.outbox.accept(enquiry(`shared-a${index}`))).toBe('kept');
      for (const index of [1, 2]) expect(await b.outbox.accept(enquiry(`shared-b${index}`))).toBe('kept');
      expect(await b.outbox.health()).toMatchObject({ store: 'redis', depth: 5, held: 0 });
    } finally {
      await server.up();
    }
    // A is gone (it renews nothing any more); B takes its entries over once their claim time has passed.
    b.outbox.start(50);
    await until(async () => (await b.outbox.health()).depth === 0 && server.received.length >= 5, 15_000);
    await b.outbox.stop();
    for (const marker of ['shared-a1', 'shared-a2', 'shared-a3', 'shared-b1', 'shared-b2']) expect(mailsWith(marker), marker).toHaveLength(1);
    expect(server.received).toHaveLength(5);
    expect(b.lines().filter((line) => line.includes('taken over'))).toHaveLength(3);
  });

  it('sends an enquiry both instances accepted under its id once: the ledger in Redis knows it', async () => {
    const a = mailOutbox({ redis: true, consumer: 'instance-a' });
    const b = mailOutbox({ redis: true, consumer: 'instance-b' });
    const id = crypto.randomUUID();
    expect(await a.outbox.accept(enquiry('both'), id)).toBe('delivered');
    expect(await b.outbox.accept(enquiry('both'), id)).toBe('delivered');
    expect(mailsWith('both')).toHaveLength(1);
  });

  it('sends a held mail once a person released it (RPUSH lumoplast:mail-outbox:release <id>), by one instance, once', async () => {
    server.mode = 'refuse';
    const a = mailOutbox({ redis: true, consumer: 'instance-a' });
    const b = mailOutbox({ redis: true, consumer: 'instance-b' });
    const id = crypto.randomUUID();
    expect(await a.outbox.accept(enquiry('released-redis'), id)).toBe('kept');
    expect(await a.outbox.health()).toMatchObject({ store: 'redis', depth: 0, held: 1 });
    server.mode = 'accept';
    await sharedRedis()!.client.rPush(mailOutboxKeys.release, [id, id]);
    for (const { outbox } of [a, b]) outbox.start(50);
    await until(async () => mailsWith('released-redis').length === 1 && (await a.outbox.health()).depth === 0, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await Promise.all([a.outbox.stop(), b.outbox.stop()]);
    expect(mailsWith('released-redis')).toHaveLength(1);
    expect(await a.outbox.health()).toEqual({ store: 'redis', depth: 0, oldestAgeSeconds: null, held: 0 });
    expect([...a.lines(), ...b.lines()].filter((line) => line.includes('released by a person'))).toEqual([
      `[contact] Contact enquiry ${id} released by a person from the held entries of the mail outbox`,
    ]);
  });

  it('sends an enquiry both instances accept at the same moment once: the other waits for the lease and finds it mailed', async () => {
    const a = mailOutbox({ redis: true, consumer: 'instance-a' });
    const b = mailOutbox({ redis: true, consumer: 'instance-b' });
    const id = crypto.randomUUID();
    const outcomes = await Promise.all([a.outbox.accept(enquiry('same-moment'), id), b.outbox.accept(enquiry('same-moment'), id)]);
    expect(outcomes.sort()).toEqual(['delivered', 'kept']);
    expect([...a.lines(), ...b.lines()]).toEqual([expect.stringMatching(/kept in the mail outbox: another instance is mailing it; the worker delivers it$/)]);
    for (const { outbox } of [a, b]) outbox.start(50);
    await until(async () => (await a.outbox.health()).depth === 0, 10_000);
    await Promise.all([a.outbox.stop(), b.outbox.stop()]);
    expect(mailsWith('same-moment')).toHaveLength(1);
  });
});
