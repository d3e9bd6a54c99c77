import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import type { Locale } from '@/lib/routing/locales';
import { test } from '../site-test';
import { copyBuild, missingPrograms, startInstance, startRedis, type Service } from '../../../scripts/cluster/services.mjs';
import { localCertificate } from '../../../scripts/cluster/local-certificate.mjs';
import cms from '../cms/cms-environment.json' with { type: 'json' };
import { startMailServer, type ReceivedMail, type TestMailServer } from '../../support/mail-server';
import { instanceEnvironment, startTestCms, type Instance, type TestCms } from './cluster-steps';
import { enquiryFormFields, enquiryOf, postEnquiryWithoutJavaScript, sendEnquiryWithJavaScript, type EnquiryValues } from '../contact-enquiry';

/**
 * Enquiries mailed to the sales inbox (docs/operations.md, "Enquiries by mail"): a real mail server
 * (`smtp-server`, STARTTLS with the local certificate, a password), instances A and B of the CMS-mode
 * build sharing Redis with a test CMS of their own, and an instance of the embedded build. Every
 * enquiry a visitor sends arrives once at the inbox, answerable to the visitor, in both modes; while
 * the mail server is down every visitor is still told it is sent, and each arrives once it is back.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const ports = { cms: 3325, redis: 6399, a: 3511, b: 3512, embedded: 3513 } as const;
const inbox = 'vertrieb@lumoplast.example';
const site = 'website@lumoplast.example';

type OutboxHealth = { store: string; depth: number; oldestAgeSeconds: number | null; held: number };
type Health = { outbox?: OutboxHealth; mail: string; mailOutbox?: OutboxHealth };
type ContactRecord = { id: string; attributes: { subject: string } };

let mail: TestMailServer;
let testCms: TestCms | undefined;
let redis: Service & { url: string };
let a: Instance;
let b: Instance;
let embedded: Instance;

function mailEnvironment(name: string): Record<string, string> {
  return {
    SMTP_URL: mail.url,
    ENQUIRY_MAIL_TO: inbox,
    ENQUIRY_MAIL_FROM: site,
    // The test server's certificate is the local one for localhost: trusted as a private CA would be.
    NODE_EXTRA_CA_CERTS: localCertificate().certificate,
    TRUSTED_PROXY_HOPS: '1',
    ENQUIRY_CEILING_PER_MINUTE: '1000',
    OUTBOX_RETRY_CAP_MS: '1000',
    OUTBOX_CLAIM_MS: '3000',
    OUTBOX_DIR: mkdtempSync(join(tmpdir(), `lumoplast-mail-outbox-${name}-`)),
  };
}

async function healthOf(instance: Instance): Promise<Health> {
  return (await (await fetch(`${instance.origin}/api/health/`)).json()) as Health;
}

const mailsWith = (marker: string): ReceivedMail[] => mail.received.filter(({ mail: received }) => received.subject?.includes(marker));

async function cmsRecords(request: APIRequestContext): Promise<ContactRecord[]> {
  return (await (await request.get(`${testCms!.origin}/__admin/contact-requests`)).json()) as ContactRecord[];
}

/** The one mail of an enquiry, as the salesperson reads it. */
async function expectMailed(enquiry: EnquiryValues & { marker: string }, locale: Locale) {
  await expect.poll(() => mailsWith(enquiry.marker).length, { timeout: 20_000 }).toBe(1);
  const [{ envelope, secure, mail: received }] = mailsWith(enquiry.marker) as [ReceivedMail];
  expect(secure).toBe(true);
  expect(envelope).toEqual({ from: site, to: [inbox] });
  expect(received.replyTo?.value).toEqual([{ name: enquiry.name, address: enquiry.email }]);
  expect(received.subject).toBe(`Anfrage über die Website: ${enquiry.subject}`);
  expect(received.messageId).toMatch(/^<[0-9a-f-]{36}@lumoplast\.example>$/);
  for (const line of [`Name: ${enquiry.name}`, `Unternehmen: ${enquiry.company}`, `Ort: ${enquiry.city}`, `E-Mail-Adresse: ${enquiry.email}`]) {
    expect(received.text).toContain(`\n${line}\n`);
  }
  expect(received.text).toContain(`\nSprache des Formulars: ${locale === 'de' ? 'Deutsch' : 'Englisch'}\n`);
  expect(received.text).toContain(`\nNachricht:\n${enquiry.message}\n`);
}

test.beforeAll(async () => {
  test.setTimeout(150_000);
  const missing = missingPrograms();
  if (missing.length > 0) throw new Error(`The cluster tests need ${missing.map(({ name, install }) => `${name} (${install})`).join(', ')}`);
  mail = await startMailServer();
  testCms = await startTestCms(ports.cms);
  redis = await startRedis({ port: ports.redis });
  const cmsBuild = copyBuild(cms.distDir, 'mail');
  const embeddedBuild = copyBuild('.next', 'mail');
  const cmsEnvironment = (name: string) => ({ ...instanceEnvironment(testCms!, redis.url), ...mailEnvironment(name) });
  [a, b, embedded] = await Promise.all([
    startInstance({ distDir: cmsBuild, port: ports.a, env: cmsEnvironment('a'), log: 'collect' }),
    startInstance({ distDir: cmsBuild, port: ports.b, env: cmsEnvironment('b'), log: 'collect' }),
    startInstance({ distDir: embeddedBuild, port: ports.embedded, env: mailEnvironment('embedded'), log: 'collect' }),
  ]);
  for (const instance of [a, b]) await expect.poll(async () => (await healthOf(instance)).mailOutbox?.store, { timeout: 20_000 }).toBe('redis');
});

test.afterAll(async () => {
  for (const service of [embedded, b, a, redis]) await service?.stop().catch(() => undefined);
  testCms?.stop();
  await mail?.stop();
});

test('an enquiry sent in German with JavaScript and one in English without arrive once each at the inbox, answerable to the visitor, and at the CMS', async ({ request, browser }) => {
  const german = enquiryOf('de', ' mail');
  const english = enquiryOf('en', ' mail');
  await sendEnquiryWithJavaScript(browser, a.origin, 'de', german);
  expect(await postEnquiryWithoutJavaScript(request, b.origin, await enquiryFormFields(request, b.origin, 'en'), english, 'en')).toBe('sent');
  await expectMailed(german, 'de');
  await expectMailed(english, 'en');
  const records = await cmsRecords(request);
  for (const { marker } of [german, english]) expect(records.filter((record) => record.attributes.subject.includes(marker))).toHaveLength(1);
  for (const instance of [a, b]) {
    expect(await healthOf(instance)).toMatchObject({
      outbox: { store: 'redis', depth: 0, held: 0 },
      mailOutbox: { store: 'redis', depth: 0, oldestAgeSeconds: null, held: 0 },
    });
  }
});

test('the embedded site mails enquiries in both languages too; its health shows the mail outbox and no CMS outbox', async ({ request, browser }) => {
  const german = enquiryOf('de', ' embedded mail');
  const english = enquiryOf('en', ' embedded mail');
  expect(await postEnquiryWithoutJavaScript(request, embedded.origin, await enquiryFormFields(request, embedded.origin), german)).toBe('sent');
  await sendEnquiryWithJavaScript(browser, embedded.origin, 'en', english);
  await expectMailed(german, 'de');
  await expectMailed(english, 'en');
  const health = await healthOf(embedded);
  expect(health.outbox).toBeUndefined();
  expect(health.mail).toBe('configured');
  expect(health.mailOutbox).toEqual({ store: 'file', depth: 0, oldestAgeSeconds: null, held: 0 });
});

test('while the mail server is down every visitor is told the enquiry is sent; once it is back each arrives exactly once and the mail outbox is empty', async ({ request }) => {
  await mail.down();
  const enquiries = Array.from({ length: 6 }, (_, index) => ({ to: index % 2 === 0 ? a : b, enquiry: enquiryOf(index % 3 === 2 ? 'en' : 'de', ` mail down ${index}`) }));
  try {
    const forms = { a: await enquiryFormFields(request, a.origin), b: await enquiryFormFields(request, b.origin) };
    const outcomes = await Promise.all(enquiries.map(({ to, enquiry }) => postEnquiryWithoutJavaScript(request, to.origin, forms[to === a ? 'a' : 'b'], enquiry)));
    expect(outcomes).toEqual(Array.from({ length: 6 }, () => 'sent'));
    expect((await healthOf(a)).mailOutbox).toMatchObject({ store: 'redis', depth: 6, held: 0 });
  } finally {
    await mail.up();
  }
  for (const { enquiry } of enquiries) await expect.poll(() => mailsWith(enquiry.marker).length, { timeout: 30_000 }).toBe(1);
  await expect.poll(async () => (await healthOf(b)).mailOutbox, { timeout: 20_000 }).toEqual({ store: 'redis', depth: 0, oldestAgeSeconds: null, held: 0 });
  // None twice, even after more turns of both workers.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  for (const { enquiry } of enquiries) expect(mailsWith(enquiry.marker), enquiry.marker).toHaveLength(1);
  const log = [...a.output, ...b.output].join('');
  expect(log.match(/Contact enquiry [0-9a-f-]{36} kept in the mail outbox/g)).toHaveLength(6);
  for (const { enquiry } of enquiries) for (const value of [enquiry.name, enquiry.email, enquiry.subject]) expect(log).not.toContain(value);
});

test('a mail the server refuses for good (550) is held for a person, logged once with its id, and neither the log nor the health names the credential', async ({ request }) => {
  mail.mode = 'refuse';
  const refused = enquiryOf('de', ' mail refused');
  try {
    expect(await postEnquiryWithoutJavaScript(request, a.origin, await enquiryFormFields(request, a.origin), refused)).toBe('sent');
    await expect.poll(async () => (await healthOf(a)).mailOutbox, { timeout: 20_000 }).toMatchObject({ depth: 0, held: 1 });
  } finally {
    mail.mode = 'accept';
  }
  const refusals = a.output.join('').match(/Contact enquiry [0-9a-f-]{36} refused by the mail server: the mail server answered 550 \(EENVELOPE\); held in the mail outbox/g);
  expect(refusals).toHaveLength(1);
  // The CMS has it all the same: the mail is a delivery beside the record, not instead of it.
  await expect.poll(async () => (await cmsRecords(request)).filter((record) => record.attributes.subject.includes(refused.marker)).length).toBe(1);
  const said = [...a.output, ...b.output, ...embedded.output].join('') + JSON.stringify(await Promise.all([a, b, embedded].map(healthOf)));
  expect(said).not.toContain(mail.password);
  expect(said).not.toContain(mail.url);
});
