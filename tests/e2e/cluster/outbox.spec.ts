import { mkdtempSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Browser } from '@playwright/test';
import { test } from '../site-test';
import { createClient } from 'redis';
import type { Locale } from '@/lib/routing/locales';
import { copyBuild, missingPrograms, startInstance, startRedis, type Service } from '../../../scripts/cluster/services.mjs';
import cms from '../cms/cms-environment.json' with { type: 'json' };
import { instanceEnvironment, startTestCms, type Instance, type TestCms } from './cluster-steps';
import { enquiryFormFields, enquiryOf, postEnquiryWithoutJavaScript, sendEnquiryWithJavaScript, type EnquiryValues } from '../contact-enquiry';

/**
 * The enquiries' outbox across instances (docs/operations.md, "The enquiries' outbox"): a test CMS of
 * its own, `redis-server`, and instances A and B of a copy of the CMS-mode build sharing the outbox in
 * Redis. While the CMS takes no enquiries every visitor is told the enquiry is sent; an instance killed
 * holding entries loses none; once the CMS is back each arrives exactly once and the outbox is empty.
 * The steps share these processes, so they run in order.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const ports = { cms: 3320, redis: 6392, a: 3421, b: 3422 } as const;
const cmsOrigin = `http://localhost:${ports.cms}`;
const outboxStreamKey = 'lumoplast:outbox';
const outboxHeldKey = 'lumoplast:outbox:held';

type OutboxHealth = { store: string; depth: number; oldestAgeSeconds: number | null; held: number };
type ContactRecord = { id: string; attributes: { subject: string; email: string } };

let testCms: TestCms | undefined;
let redis: Service & { url: string };
let a: Instance;
let b: Instance;
let distDir: string;

function outboxEnvironment(name: string): Record<string, string> {
  return {
    ...instanceEnvironment({ origin: cmsOrigin }, redis.url),
    // Each enquiry comes with an address of its own (clientAddressHeaders), as through nginx.
    TRUSTED_PROXY_HOPS: '1',
    ENQUIRY_CEILING_PER_MINUTE: '1000',
    // Short pauses and claim time, so the test runs in seconds (defaults: 5 min, 60 s).
    OUTBOX_RETRY_CAP_MS: '1000',
    OUTBOX_CLAIM_MS: '3000',
    // A file outbox of its own (used only while Redis cannot store), never the repository's.
    OUTBOX_DIR: mkdtempSync(join(tmpdir(), `lumoplast-outbox-${name}-`)),
  };
}

async function setContactMode(request: APIRequestContext, mode: 'up' | 'down' | 'error', refuse?: string) {
  expect((await request.post(`${cmsOrigin}/__admin/contact-mode`, { data: { mode, refuse } })).status()).toBe(200);
}

async function received(request: APIRequestContext): Promise<ContactRecord[]> {
  return (await (await request.get(`${cmsOrigin}/__admin/contact-requests`)).json()) as ContactRecord[];
}

async function outboxOf(instance: Instance): Promise<OutboxHealth> {
  return ((await (await fetch(`${instance.origin}/api/health/`)).json()) as { outbox: OutboxHealth }).outbox;
}

/** The contact form as a visitor without JavaScript gets it from one instance. */
const enquiryForm = (request: APIRequestContext, instance: Instance) => enquiryFormFields(request, instance.origin);
const postWithoutJavaScript = (request: APIRequestContext, instance: Instance, form: { [name: string]: string }, enquiry: EnquiryValues) =>
  postEnquiryWithoutJavaScript(request, instance.origin, form, enquiry);
const sendWithJavaScript = (browser: Browser, instance: Instance, locale: Locale, enquiry: EnquiryValues) => sendEnquiryWithJavaScript(browser, instance.origin, locale, enquiry);

/** The Redis consumers (one per instance process) holding entries of the outbox, with how many each holds. */
async function holders(): Promise<Map<string, number>> {
  const client = createClient({ url: redis.url });
  await client.connect();
  try {
    const summary = (await client.sendCommand(['XPENDING', outboxStreamKey, 'couriers'])) as unknown as [number, string, string, [string, string][] | null];
    return new Map((summary[3] ?? []).map(([consumer, count]) => [consumer, Number(count)]));
  } finally {
    await client.close();
  }
}

const personalData = (enquiry: EnquiryValues) => [enquiry.name, enquiry.email, enquiry.subject];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const missing = missingPrograms();
  if (missing.length > 0) throw new Error(`The cluster tests need ${missing.map(({ name, install }) => `${name} (${install})`).join(', ')}`);
  testCms = await startTestCms(ports.cms);
  distDir = copyBuild(cms.distDir, 'outbox');
  redis = await startRedis({ port: ports.redis });
  [a, b] = await Promise.all([
    startInstance({ distDir, port: ports.a, env: outboxEnvironment('a'), log: 'collect' }),
    startInstance({ distDir, port: ports.b, env: outboxEnvironment('b'), log: 'collect' }),
  ]);
  for (const instance of [a, b]) {
    await expect.poll(async () => (await outboxOf(instance)).store, { timeout: 20_000 }).toBe('redis');
  }
});

test.afterAll(async () => {
  for (const service of [b, a, redis]) await service?.stop().catch(() => undefined);
  testCms?.stop();
});

test('while the CMS takes no enquiries, 20 over two instances (with and without JavaScript) are all told they are sent; with one instance killed holding some, exactly 20 arrive once the CMS is back, and the outbox is empty', async ({ request, browser }) => {
  const started = Date.now();
  await setContactMode(request, 'down');
  const enquiries = Array.from({ length: 20 }, (_, index) => ({ index, locale: (index % 4 === 3 ? 'en' : 'de') as Locale, to: index % 2 === 0 ? a : b }))
    .map((plan) => ({ ...plan, enquiry: enquiryOf(plan.locale, ` outbox ${plan.index}`), javaScript: plan.index < 6 }));

  const forms = { a: await enquiryForm(request, a), b: await enquiryForm(request, b) };
  // Without JavaScript, several at once; with JavaScript, one browser page after another.
  const outcomes = await Promise.all(
    enquiries.filter((plan) => !plan.javaScript).map(async (plan) => postWithoutJavaScript(request, plan.to, forms[plan.to === a ? 'a' : 'b'], plan.enquiry)),
  );
  expect(outcomes).toEqual(Array.from({ length: 14 }, () => 'sent'));
  for (const plan of enquiries.filter((candidate) => candidate.javaScript)) await sendWithJavaScript(browser, plan.to, plan.locale, plan.enquiry);

  expect(await received(request)).toEqual([]);
  // The health asks Redis within 250 ms and counts the instance's own files when it did not answer in time
  // (a busy machine): asked again, until Redis answers.
  for (const instance of [a, b]) await expect.poll(() => outboxOf(instance), { timeout: 10_000 }).toMatchObject({ store: 'redis', depth: 20, held: 0 });
  // Each instance holds the entries it accepted: A is killed holding ten.
  const aConsumer = `${hostname()}:${a.child.pid}:`;
  const held = await holders();
  expect([...held].filter(([consumer]) => consumer.startsWith(aConsumer)).map(([, count]) => count)).toEqual([10]);
  await a.stop('SIGKILL');

  await setContactMode(request, 'up');
  const markers = enquiries.map((plan) => plan.enquiry.marker);
  await expect
    .poll(async () => (await received(request)).filter((record) => markers.some((marker) => record.attributes.subject.includes(marker))).length, { timeout: 60_000 })
    .toBe(20);
  const records = await received(request);
  for (const marker of markers) expect(records.filter((record) => record.attributes.subject.includes(marker)), marker).toHaveLength(1);
  expect(records).toHaveLength(20);
  await expect.poll(() => outboxOf(b), { timeout: 20_000 }).toEqual({ store: 'redis', depth: 0, oldestAgeSeconds: null, held: 0 });
  expect((await holders()).size).toBe(0);

  // The log: A's ten were taken over by B; each entry named by its id, never by what the visitor wrote.
  const log = [...a.output, ...b.output].join('');
  expect(b.output.join('').match(/Contact enquiry [0-9a-f-]{36} taken over/g)).toHaveLength(10);
  expect(log.match(/Contact enquiry [0-9a-f-]{36} kept in the outbox/g)).toHaveLength(20);
  for (const plan of enquiries) for (const value of personalData(plan.enquiry)) expect(log).not.toContain(value);
  test.info().annotations.push({ type: 'duration', description: `20 enquiries, a kill and the delivery: ${Math.round((Date.now() - started) / 1000)} s` });
});

test('an enquiry the CMS refuses (422) is reported in the log and health with its id, held for a person, not retried and not lost', async ({ request }) => {
  const refusal = `ABGELEHNT-${Date.now()}`;
  await setContactMode(request, 'up', refusal);
  const form = await enquiryForm(request, b);
  const refused = enquiryOf('de', ` ${refusal}`);
  expect(await postWithoutJavaScript(request, b, form, refused)).toBe('sent');
  await expect.poll(() => outboxOf(b)).toEqual({ store: 'redis', depth: 0, oldestAgeSeconds: null, held: 1 });
  const refusals = () => [...b.output.join('').matchAll(/Contact enquiry ([0-9a-f-]{36}) refused by the CMS: [^\n]*status 422/g)].map((match) => match[1]);
  expect(refusals()).toHaveLength(1);

  // Not lost: the entry waits for a person in the held entries, with everything the visitor wrote.
  const client = createClient({ url: redis.url });
  await client.connect();
  const kept = JSON.parse((await client.hGet(outboxHeldKey, refusals()[0]!)) ?? 'null') as { attributes: { subject: string; email: string } } | null;
  expect(await client.xLen(outboxStreamKey)).toBe(0);
  await client.close();
  expect(kept?.attributes).toMatchObject({ subject: refused.subject, email: refused.email });

  // Not retried: the next enquiry arrives, the refused one still once refused and never received.
  const next = enquiryOf('de', ' after the refusal');
  expect(await postWithoutJavaScript(request, b, form, next)).toBe('sent');
  await expect.poll(async () => (await received(request)).filter((record) => record.attributes.subject.includes(next.marker)).length).toBe(1);
  expect(refusals()).toHaveLength(1);
  expect((await received(request)).filter((record) => record.attributes.subject.includes(refused.marker))).toEqual([]);
  for (const value of personalData(refused)) expect(b.output.join('')).not.toContain(value);
});
