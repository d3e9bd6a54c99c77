import { expect, type APIRequestContext } from '@playwright/test';
import { test } from '../site-test';
import { createClient } from 'redis';
import { copyBuild, missingPrograms, startInstance, startRedis, type Service } from '../../../scripts/cluster/services.mjs';
import cms from '../cms/cms-environment.json' with { type: 'json' };
import { enquiryFormFields } from '../contact-enquiry';
import { policyWithScriptsOf } from '../page-policy';
import { sitePages } from '../site-pages';
import {
  expectShared,
  instanceEnvironment as cmsInstanceEnvironment,
  jobOffers,
  publishJob,
  startFrontDoor,
  startTestCms,
  textOf,
  webhook,
  type Instance,
  type TestCms,
} from './cluster-steps';

/**
 * The site as several instances behind a load balancer (docs/operations.md), with real processes on
 * loopback ports: a test CMS of its own, `redis-server`, instances A and B of a copy of the CMS-mode
 * build (and C, started later), and nginx in front (HTTPS). The steps share these processes, so they run in order.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const ports = { cms: 3310, redis: 6391, nginx: 3410, a: 3411, b: 3412, c: 3413, d: 3414, e: 3415, tls: 3416 } as const;

let testCms: TestCms;
let redis: Service & { url: string };
let a: Instance;
let b: Instance;
const extra: Service[] = [];
let distDir: string;

const instanceEnvironment = (redisUrl: string) => cmsInstanceEnvironment(testCms, redisUrl);
const start = (port: number) => startInstance({ distDir, port, env: instanceEnvironment(redis.url), log: 'collect' });
const publish = (request: APIRequestContext, suffix: string) => publishJob(request, testCms, suffix);

test.beforeAll(async () => {
  // Longer than an instance may take to start (60 s, scripts/cluster/services.mjs), so one that never answers is stopped there.
  test.setTimeout(120_000);
  const missing = missingPrograms();
  if (missing.length > 0) throw new Error(`The cluster tests need ${missing.map(({ name, install }) => `${name} (${install})`).join(', ')}`);
  testCms = await startTestCms(ports.cms);
  distDir = copyBuild(cms.distDir);
  redis = await startRedis({ port: ports.redis });
  [a, b] = await Promise.all([start(ports.a), start(ports.b)]);
});

test.afterAll(async () => {
  for (const service of [...extra, b, a, redis]) await service?.stop().catch(() => undefined);
  testCms?.stop();
});

test('a record announced to instance A’s webhook is shown by instance B on its next request, list and detail, in both languages', async ({ request }) => {
  await expectShared(request, a);
  await expectShared(request, b);
  // B has the lists cached before the publish.
  for (const locale of ['de', 'en'] as const) expect((await textOf(request, `${b.origin}${jobOffers[locale]}`)).status).toBe(200);
  const job = await publish(request, 'one');
  const report = await webhook(request, a, 'jobs');
  expect(report.refresh).toBe('now');
  for (const locale of ['de', 'en'] as const) {
    const list = await textOf(request, `${b.origin}${jobOffers[locale]}`);
    expect(list.html).toContain(job[locale].title.replace('&', '&amp;'));
    const detail = await textOf(request, `${b.origin}${job[locale].path}`);
    expect(detail.status).toBe(200);
    expect(detail.html).toContain(job[locale].title);
  }
});

test('a page rendered and cached by instance A is served by a freshly started instance C without calling the CMS', async ({ request }) => {
  const job = await publish(request, 'two');
  await webhook(request, a, 'jobs');
  // A renders the list with the new job and caches it in Redis.
  expect((await textOf(request, `${a.origin}${jobOffers.de}`)).html).toContain(job.de.title);
  const c = await start(ports.c);
  extra.push(c);
  await expectShared(request, c);
  const before = await testCms.requests();
  const page = await textOf(request, `${c.origin}${jobOffers.de}`);
  expect(page.status).toBe(200);
  // The build C runs from has never seen this job: the page came from the shared cache.
  expect(page.html).toContain(job.de.title);
  expect(await testCms.requests()).toBe(before);
  await c.stop();
  extra.pop();
});

/** The contact form as a visitor without JavaScript gets it from one instance. */
const enquiryForm = (request: APIRequestContext, instance: Instance) => enquiryFormFields(request, instance.origin);

/** Posts an enquiry with the form's fields to an instance; answers whether the CMS received it. */
async function sendEnquiry(request: APIRequestContext, form: Record<string, string>, to: Instance, headers: Record<string, string> = {}): Promise<boolean> {
  const marker = `cluster-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const answer = await request.post(`${to.origin}/kontakt/`, {
    headers,
    maxRedirects: 0,
    multipart: {
      ...form,
      subject: `Anfrage über zwei Instanzen ${marker}`,
      message: 'Guten Tag, bitte senden Sie uns ein Angebot.',
      name: 'Jana Berger',
      company: 'Beispiel GmbH',
      city: 'Herborn',
      email: 'jana.berger@example.com',
      privacyConsent: 'on',
      website: '',
    },
  });
  expect(answer.status()).toBeLessThan(400);
  const records = (await (await request.get(`${testCms.origin}/__admin/contact-requests`)).json()) as { attributes: { subject: string } }[];
  return records.filter((record) => record.attributes.subject.includes(marker)).length === 1;
}

/** Forgets what the limits counted so far (their keys in Redis), so a test starts from none. */
async function forgetEnquiryCounts() {
  const client = createClient({ url: redis.url });
  await client.connect();
  for (const key of await client.keys('lumoplast:enquiry:*')) await client.del(key);
  await client.close();
}

test('a Server Action form rendered by A and posted to B is accepted: one record delivered, none lost', async ({ request }) => {
  await forgetEnquiryCounts();
  expect(await sendEnquiry(request, await enquiryForm(request, a), b)).toBe(true);
});

test('the limit counts across instances, and a forged X-Forwarded-For does not reset it when no proxy is trusted', async ({ request }) => {
  await forgetEnquiryCounts();
  const form = await enquiryForm(request, a);
  // A and B trust no proxy (TRUSTED_PROXY_HOPS unset): each post names another address, to no avail.
  for (let enquiry = 1; enquiry <= 5; enquiry += 1) {
    expect(await sendEnquiry(request, form, enquiry % 2 === 0 ? b : a, { 'x-forwarded-for': `10.0.0.${enquiry}` }), `enquiry ${enquiry}`).toBe(true);
  }
  expect(await sendEnquiry(request, form, b, { 'x-forwarded-for': '10.9.9.9' })).toBe(false);
});

test('behind a trusted proxy each client has its own limit across instances, and the site-wide ceiling holds however many addresses a sender uses', async ({ request }) => {
  await forgetEnquiryCounts();
  const behindProxy = { TRUSTED_PROXY_HOPS: '1', ENQUIRY_CEILING_PER_MINUTE: '8' };
  const [d, e] = await Promise.all([
    startInstance({ distDir, port: ports.d, env: { ...instanceEnvironment(redis.url), ...behindProxy } }),
    startInstance({ distDir, port: ports.e, env: { ...instanceEnvironment(redis.url), ...behindProxy } }),
  ]);
  extra.push(d, e);
  await expectShared(request, d);
  await expectShared(request, e);
  const form = await enquiryForm(request, d);
  const client = { 'x-forwarded-for': '192.0.2.10' };
  for (let enquiry = 1; enquiry <= 5; enquiry += 1) expect(await sendEnquiry(request, form, enquiry <= 3 ? d : e, client), `enquiry ${enquiry}`).toBe(true);
  expect(await sendEnquiry(request, form, e, client)).toBe(false);
  // Another client still may: 5 of the ceiling's 8 are used.
  for (let other = 1; other <= 3; other += 1) expect(await sendEnquiry(request, form, other % 2 ? d : e, { 'x-forwarded-for': `198.51.100.${other}` })).toBe(true);
  // The ceiling is reached: a new address each time does not help.
  expect(await sendEnquiry(request, form, d, { 'x-forwarded-for': '203.0.113.77' })).toBe(false);
  await Promise.all([d.stop(), e.stop()]);
  extra.splice(extra.indexOf(d), 2);
});

test('with Redis stopped both instances keep answering 200 with content, logging it once; with Redis back a new publish reaches both', async ({ request }) => {
  const count = (instance: Instance, pattern: RegExp) => instance.output.join('').match(pattern)?.length ?? 0;
  const outages = (instance: Instance) => ({ warned: count(instance, /\[redis\] not reachable/g), back: count(instance, /\[redis\] connected again/g) });
  await redis.stop();
  // The client notices the closed connection as Redis exits. It may reconnect once to a Redis still shutting
  // down ("connected again") and lose it a moment later (a second outage): wait until each instance is in an
  // outage, one warning more than its returns; Redis has exited, so none returns after that.
  const inOutage = (instance: Instance) => {
    const { warned, back } = outages(instance);
    return warned >= 1 && warned === back + 1;
  };
  await expect.poll(() => [a, b].map(inOutage), { timeout: 20_000 }).toEqual([true, true]);
  const before = [a, b].map(outages);
  for (let round = 0; round < 5; round += 1) {
    for (const instance of [a, b]) {
      for (const path of ['/', jobOffers.de, '/en/news/']) {
        const page = await textOf(request, `${instance.origin}${path}`);
        expect(page.status, `${instance.name} ${path}`).toBe(200);
        expect(page.html).toContain('<h1');
      }
    }
  }
  for (const instance of [a, b]) {
    const health = (await (await request.get(`${instance.origin}/api/health/`)).json()) as { cache: string; redis: string };
    expect(health).toMatchObject({ cache: 'local', redis: 'unreachable' });
  }
  // One warning per outage, none per request: 30 requests later each instance has said nothing more.
  expect([a, b].map(outages)).toEqual(before);
  for (const { warned, back } of before) expect(warned).toBe(back + 1);

  redis = await startRedis({ port: ports.redis });
  await expectShared(request, a);
  await expectShared(request, b);
  const job = await publish(request, 'three');
  await webhook(request, a, 'jobs');
  for (const instance of [a, b]) {
    for (const locale of ['de', 'en'] as const) {
      expect((await textOf(request, `${instance.origin}${jobOffers[locale]}`)).html).toContain(job[locale].title);
      expect((await textOf(request, `${instance.origin}${job[locale].path}`)).status).toBe(200);
    }
  }
});

test('through the nginx load balancer every route of the route table answers as it does on one instance', async ({ request }) => {
  const nginx = await startFrontDoor({ port: ports.nginx, tlsPort: ports.tls, upstreams: [`127.0.0.1:${ports.a}`, `127.0.0.1:${ports.b}`] });
  extra.push(nginx);
  const paths = [
    ...sitePages.map((page) => page.path),
    '/kompetenzen',
    '/en/kompetenzen/',
    '/de/impressum/',
    '/gibt-es-nicht/',
    '/en/news/no-such-article/',
    '/api/health/',
    '/sitemap.xml',
    '/robots.txt',
  ];
  for (const path of paths) {
    // Asked directly as nginx asks: reached over HTTPS.
    const direct = await request.get(`${a.origin}${path}`, { maxRedirects: 0, headers: { 'x-forwarded-proto': 'https' } });
    const balanced = await request.get(`${nginx.origin}${path}`, { maxRedirects: 0 });
    expect(balanced.status(), path).toBe(direct.status());
    const location = (response: typeof direct) => (response.headers().location ? new URL(response.headers().location as string, 'http://x').pathname : undefined);
    expect(location(balanced), path).toBe(location(direct));
    // The instance's policy, with the script hashes of the page nginx brought: each answer lists the hashes
    // of its own inline scripts, and a page rendered again since the build (a renewal by an earlier test)
    // carries its payload in other script elements than the build's page on the other instance
    // (/en/news/: four of them as built, one after a renewal), so their hashes differ while each is right.
    const policy = direct.headers()['content-security-policy'];
    const expected = policy === undefined ? undefined : policyWithScriptsOf(policy, await balanced.text());
    expect(balanced.headers()['content-security-policy'], path).toBe(expected);
  }
  const redisClient = createClient({ url: redis.url });
  await redisClient.connect();
  // The pages' tags, which a change of the content store renews, are shared there.
  expect(await redisClient.hGetAll('lumoplast:cache:tags')).toHaveProperty(['path:/karriere-lumoplast/stellenangebote/']);
  await redisClient.close();
});
