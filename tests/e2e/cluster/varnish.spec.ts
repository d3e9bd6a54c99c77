import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { expect, request as requests, type APIRequestContext, type APIResponse } from '@playwright/test';
import { test, watchPolicyViolations } from '../site-test';
import { previewModeIdOf } from '../../../scripts/cluster/draft-mode-vcl.mjs';
import { root } from '../../../scripts/cluster/services.mjs';
import { notFoundText, sitePages } from '../site-pages';
import { publishedRecords } from '../embedded-records';
import { cleanSlug } from '@/lib/records/record-slug';
import { localizedPath } from '@/lib/routing/paths';
import { storedObjects as storedObjectsOf } from '../../support/varnish-objects';
import { addArticle, expectShared, jobOffers, publishJob, startCachedCluster, webhook, type CachedCluster, type Instance } from './cluster-steps';

/**
 * The cache in front of the instances (docs/operations.md, "The cache in front"): nginx (HTTPS) → Varnish with
 * the repository's VCL (deploy/varnish/lumoplast.vcl) → instances A and B of a copy of the CMS-mode
 * build, sharing Redis, with a test CMS of its own. The steps share these processes, so they run in order.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const ports = { cms: 3360, redis: 6396, nginx: 3460, a: 3461, b: 3462, tls: 3463, purge: 3464, varnish: 3465, admin: 3466 } as const;

let cluster: CachedCluster;
let testCms: CachedCluster['testCms'];
let a: Instance;
let b: Instance;
let varnish: CachedCluster['varnish'];
let nginx: CachedCluster['nginx'];
let purgeUrl: string;

/** A returning German or English reader: a document visit whose browser asks for the page's language. */
const reader = (locale: 'de' | 'en', extra: Record<string, string> = {}) => ({
  'accept-language': locale === 'de' ? 'de-DE,de;q=0.9,en;q=0.8' : 'en-GB,en;q=0.9',
  'sec-fetch-dest': 'document',
  ...extra,
});

const cacheStatus = (response: APIResponse) => response.headers()['x-cache'];
const front = (path: string) => `${nginx.origin}${path}`;

/** Until Varnish's probes see both instances healthy (a request through it reaches an instance). */
async function expectCacheReady(request: APIRequestContext) {
  await expect.poll(async () => (await request.get(front('/api/health/')).catch(() => undefined))?.status(), { timeout: 20_000 }).toBe(200);
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  cluster = await startCachedCluster('varnish', ports);
  ({ testCms, a, b, varnish, nginx, purgeUrl } = cluster);
});

test.afterAll(async () => cluster?.stop());

test('every page names its path as its key, the tag Next.js recorded in the build for each page built from the content store', async ({ request }) => {
  await expectShared(request, a);
  for (const { path, locale } of sitePages) {
    const answer = await request.get(`${a.origin}${path}`, { headers: reader(locale) });
    expect(answer.status(), path).toBe(200);
    const keys = (answer.headers().xkey ?? '').split(' ');
    expect(keys, path).toContain(`path:${path}`);
    // The folder the page was rendered in (its rewrite, or the path itself) holds Next.js's record of its tags.
    const folder = (answer.headers()['x-middleware-rewrite'] ?? path).replace(/\/$/, '');
    const recorded = JSON.parse(readFileSync(join(root, cluster.distDir, 'server', 'app', `${folder}.meta`), 'utf8')) as { headers: Record<string, string> };
    const tags = recorded.headers['x-next-cache-tags']!.split(',').filter((tag) => !tag.startsWith('_N_T_'));
    expect(keys, path).toEqual([`path:${path}`]);
    const fromTheStore = /^\/(en\/)?(karriere-lumoplast\/stellenangebote|careers\/job-offers|news|downloads)\//.test(path);
    expect(tags, path).toEqual(fromTheStore ? [`path:${path}`] : []);
  }
});

test('through the front door a page, the sitemap and a feed are hits on the second request, with the bytes and headers of the instance’s answer', async ({ request }) => {
  await expectCacheReady(request);
  const varying = new Set(['date', 'age', 'x-cache', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'x-nextjs-cache', 'xkey']);
  for (const [path, locale] of [['/kompetenzen/', 'de'], [jobOffers.de, 'de'], ['/en/', 'en'], ['/sitemap.xml', 'de'], ['/rss/en.xml', 'en']] as const) {
    const headers = reader(locale);
    const first = await request.get(front(path), { headers });
    expect(first.status(), path).toBe(200);
    expect(cacheStatus(first), path).toBe('miss');
    const second = await request.get(front(path), { headers });
    expect(cacheStatus(second), path).toBe('hit');
    expect(second.headers().age, path).toMatch(/^\d+$/);
    expect(second.headers().xkey, path).toBeUndefined();
    // Asked directly as nginx asks: reached over HTTPS.
    const direct = await request.get(`${a.origin}${path}`, { headers: { ...headers, 'x-forwarded-proto': 'https' } });
    expect(await second.body(), path).toEqual(await direct.body());
    // Every header of the instance's answer, as it sent it (the front door adds `Server`, Varnish `Accept-Ranges`),
    // but its lifetime for this cache and Next.js's notes on how it routed and cached the request (next test).
    const comparable = (response: APIResponse) =>
      Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !varying.has(name) && name !== 'cache-control' && !internalHeaders.includes(name)));
    expect(comparable(second), path).toMatchObject(comparable(direct));
    expect(Object.keys(comparable(second)).filter((name) => !(name in comparable(direct))).sort(), path).toEqual(['accept-ranges', 'server']);
  }
});

/** Headers that say how a request was routed or cached inside: what the instances send, and Varnish's own. */
const internalHeaders = ['x-middleware-rewrite', 'x-middleware-skip', 'x-matched-path', 'x-nextjs-rewritten-path', 'x-nextjs-prerender', 'x-nextjs-stale-time', 'x-varnish', 'via'];
const outwardPolicy = 'public, max-age=0, must-revalidate';

test('what leaves the front door: pages, 404s and redirects are asked for again by browsers and caches further out, a hashed script is kept a year, and no page names how it was routed or cached', async ({ request }) => {
  await expectCacheReady(request);
  for (const [path, status] of [['/', 200], ['/en/news/', 200], [jobOffers.de, 200], ['/gibt-es-nicht/', 404], ['/en/does-not-exist/', 404], ['/impressum', 308]] as const) {
    // The first answer (from an instance) and the second (from the cache).
    for (const visit of ['first', 'second']) {
      const answer = await request.get(front(path), { headers: reader(path.startsWith('/en/') ? 'en' : 'de'), maxRedirects: 0 });
      expect(answer.status(), `${path}, ${visit}`).toBe(status);
      expect(answer.headers()['cache-control'], `${path}, ${visit}`).toBe(outwardPolicy);
      for (const name of internalHeaders) expect(answer.headers()[name], `${path}, ${visit}: ${name}`).toBeUndefined();
    }
  }
  // Asking again costs a browser one round trip and no body while its copy is current.
  const page = await request.get(front('/en/news/'), { headers: reader('en') });
  const etag = page.headers()['etag'];
  expect(etag).toBeTruthy();
  const revalidated = await request.get(front('/en/news/'), { headers: { ...reader('en'), 'if-none-match': etag! } });
  expect(revalidated.status()).toBe(304);
  expect(revalidated.headers()['cache-control']).toBe(outwardPolicy);
  // The instances still give this cache their lifetimes.
  expect((await request.get(`${a.origin}/en/news/`, { headers: { 'x-forwarded-proto': 'https' } })).headers()['cache-control']).toContain('s-maxage=');
  // A script of the build is named by its content: kept a year anywhere.
  const script = (await (await request.get(front('/'), { headers: reader('de') })).text()).match(/\/_next\/static\/[^"]+?\.js/)?.[0];
  expect(script).toBeTruthy();
  expect((await request.get(front(script!))).headers()['cache-control']).toContain('immutable');
  // The client router's own headers stay on its RSC answers.
  const rscHeaders = { rsc: '1', 'next-router-state-tree': encodeURIComponent(JSON.stringify(['', { children: ['__PAGE__', {}] }, null, null, true])) };
  const direct = await request.get(`${a.origin}/en/news/`, { headers: { ...rscHeaders, 'x-forwarded-proto': 'https' } });
  const rsc = await request.get(front('/en/news/'), { headers: rscHeaders });
  expect(rsc.headers()['content-type']).toContain('text/x-component');
  for (const name of ['x-nextjs-stale-time', 'x-nextjs-prerender', 'x-nextjs-postponed']) expect(rsc.headers()[name], name).toBe(direct.headers()[name]);
  // Varnish's own answers (a refused purge) name no Varnish either.
  const refused = await request.fetch(front('/'), { method: 'PURGE', headers: { 'xkey-purge': 'jobs' } });
  expect(refused.status()).toBe(403);
  for (const name of internalHeaders) expect(refused.headers()[name], name).toBeUndefined();
});

/** How many objects this spec's Varnish stores now. */
const storedObjects = () => storedObjectsOf(varnish.workFolder);

test('keys only the site chooses: made-up queries, router headers without RSC and invented host names leave the stored objects as they were', async ({ request }) => {
  await expectCacheReady(request);
  const path = '/kompetenzen/werkzeugbau/';
  const first = await request.get(front(path), { headers: reader('de') });
  const body = await first.text();
  await request.get(front(path), { headers: reader('de') });
  const before = storedObjects();
  // Queries the site does not read: each the page as without it, from the one copy.
  for (let index = 0; index < 40; index += 1) {
    const answer = await request.get(front(`${path}?utm_source=campaign-${index}&utm_medium=mail`), { headers: reader('de') });
    expect(cacheStatus(answer), `query ${index}`).toBe('hit');
    expect(await answer.text()).toBe(body);
  }
  // The client router's headers without its RSC header: the document, from the one copy.
  for (let index = 0; index < 20; index += 1) {
    const tree = encodeURIComponent(JSON.stringify(['', { children: [`made-up-${index}`, {}] }, null, null, true]));
    const answer = await request.get(front(path), { headers: reader('de', { 'next-router-state-tree': tree, 'next-router-prefetch': '1', 'next-url': `/x${index}` }) });
    expect(cacheStatus(answer), `router headers ${index}`).toBe('hit');
    expect(await answer.text()).toBe(body);
  }
  // Host names the front door does not serve: 421 and the site's page of it, from nginx alone.
  for (let index = 0; index < 10; index += 1) {
    const answer = await request.get(front(path), { headers: { host: `invented-${index}.example` } });
    expect(answer.status(), `host ${index}`).toBe(421);
    expect(answer.headers()['x-cache']).toBeUndefined();
    expect(answer.headers()['strict-transport-security']).toContain('max-age=');
    expect(await answer.text()).toContain('<h1>Fehler 421');
  }
  expect(storedObjects()).toBe(before);
});

test('the client router’s requests: a page has one payload whatever router state or hash they carry, a request without the hash is answered from it, and a made-up segment stores nothing', async ({ request }) => {
  await expectCacheReady(request);
  const path = '/kompetenzen/automatisierung/';
  const rsc = (extra: Record<string, string> = {}, query = '?_rsc=first') => request.get(front(`${path}${query}`), { headers: { rsc: '1', ...extra } });
  const tree = (segment: string) => encodeURIComponent(JSON.stringify(['', { children: [['locale', 'de', 'd'], { children: [segment, {}] }] }, null, null, true]));
  const payload = await (await rsc({ 'next-router-state-tree': tree('kompetenzen') })).text();
  const treePrefetch = { 'next-router-prefetch': '1', 'next-router-segment-prefetch': '/_tree' };
  await rsc(treePrefetch);
  const before = storedObjects();
  // Made-up router states and addresses, each with a hash of its own (which no instance checks now), an empty one or none.
  for (let index = 0; index < 20; index += 1) {
    const headers = { 'next-router-state-tree': tree(`made-up-${index}`), 'next-url': `/made-up-${index}/` };
    const query = [`?_rsc=${createHash('sha256').update(`${index}`).digest('base64url').slice(0, 16)}`, '?_rsc', ''][index % 3]!;
    const answer = await rsc(headers, query);
    expect([answer.status(), cacheStatus(answer)], `${query} ${index}`).toEqual([200, 'hit']);
    expect(answer.headers()['content-type']).toContain('text/x-component');
    expect(await answer.text()).toBe(payload);
  }
  // The prefetch of the page's tree, kept once; a prefetch value Next.js does not read is the navigation's payload.
  expect(cacheStatus(await rsc(treePrefetch, ''))).toBe('hit');
  const unread = await rsc({ 'next-router-prefetch': '7' });
  expect([cacheStatus(unread), await unread.text()]).toEqual(['hit', payload]);
  // Segments the page does not have: the instance's 404, kept by nothing.
  for (let index = 0; index < 10; index += 1) {
    const answer = await rsc({ 'next-router-prefetch': '1', 'next-router-segment-prefetch': `/made-up-${index}` });
    expect(answer.status(), `segment ${index}`).toBe(404);
  }
  await expect.poll(storedObjects, { timeout: 5_000 }).toBe(before);
  // An RSC header Next.js does not read asks for the document.
  const document = await request.get(front(path), { headers: { ...reader('de'), rsc: 'yes' } });
  expect(document.headers()['content-type']).toContain('text/html');
});

/** Whether a TCP connection to `host:port` is accepted. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 2_000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

test('the public health answer says only whether the site answers; the detail is on the instances’ own ports, which only loopback reaches', async ({ request }) => {
  await expectCacheReady(request);
  for (const method of ['GET', 'HEAD']) {
    const answer = await request.fetch(front('/api/health/'), { method });
    expect(answer.status(), method).toBe(200);
    expect(answer.headers()['cache-control']).toBe('no-store');
    expect(answer.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(answer.headers()['strict-transport-security']).toContain('max-age=');
    if (method === 'GET') expect(await answer.json()).toEqual({ status: 'ok' });
  }
  // The instance's own port: Redis, the CMS and the outbox.
  const detail = (await (await request.get(`${a.origin}/api/health/`)).json()) as Record<string, unknown>;
  expect(Object.keys(detail)).toEqual(expect.arrayContaining(['status', 'cache', 'redis', 'backend', 'outbox']));
  // Listening on 127.0.0.1 alone: not on another loopback address, nor on any address of the host's network.
  const elsewhere = ['127.0.0.2', ...Object.values(networkInterfaces()).flatMap((addresses) => (addresses ?? []).filter((address) => !address.internal).map((address) => address.address))];
  for (const instance of [a, b]) {
    expect(await accepts('127.0.0.1', instance.port)).toBe(true);
    for (const host of elsewhere) expect(await accepts(host, instance.port), `${host}:${instance.port}`).toBe(false);
  }
});

test('a publish through either instance’s webhook is on the next request through the cache: lists and records in both languages, the sitemap, the RSC of a client navigation', async ({ request, browser }) => {
  // A German reader's browser moves from the careers page to the job offers in place (the RSC payload).
  const navigate = async () => {
    const context = await browser.newContext({ baseURL: nginx.origin, locale: 'de-DE' });
    const violations = await watchPolicyViolations(context);
    const page = await context.newPage();
    const payloads: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/karriere-lumoplast/stellenangebote/?_rsc=')) payloads.push(response.headers()['x-cache'] ?? 'none');
    });
    await page.goto('/karriere-lumoplast/');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.locator('main a[href="/karriere-lumoplast/stellenangebote/"]').first().click();
    await expect(page).toHaveURL(/\/karriere-lumoplast\/stellenangebote\/$/);
    const main = (await page.getByRole('main').textContent()) ?? '';
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await context.close();
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
    return { main, payloads };
  };
  await navigate();
  expect((await navigate()).payloads).toContain('hit');
  for (const locale of ['de', 'en'] as const) {
    for (const path of [jobOffers[locale], '/sitemap.xml']) {
      await request.get(front(path), { headers: reader(locale) });
      expect(cacheStatus(await request.get(front(path), { headers: reader(locale) })), path).toBe('hit');
    }
  }
  for (const [instance, suffix] of [[a, 'front-a'], [b, 'front-b']] as const) {
    const job = await publishJob(request, testCms, suffix);
    // The record's page is asked for before the webhook: whatever the cache keeps under its path is purged too.
    await request.get(front(job.de.path), { headers: reader('de') });
    const report = await webhook(request, instance, 'jobs');
    expect(report).toMatchObject({ refresh: 'now', failedPurges: [] });
    for (const locale of ['de', 'en'] as const) {
      const list = await request.get(front(jobOffers[locale]), { headers: reader(locale) });
      expect(cacheStatus(list)).toBe('miss');
      expect(await list.text()).toContain(job[locale].title);
      const record = await request.get(front(job[locale].path), { headers: reader(locale) });
      expect(record.status()).toBe(200);
      expect(await record.text()).toContain(job[locale].title);
    }
    expect(await (await request.get(front('/sitemap.xml'))).text()).toContain(job.en.path);
    // Not one stale answer after the webhook: 200 requests more of the list, from the cache.
    const stale = await Promise.all(
      Array.from({ length: 200 }, async () => !(await (await request.get(front(jobOffers.de), { headers: reader('de') })).text()).includes(job.de.title)),
    );
    expect(stale.filter(Boolean)).toHaveLength(0);
    expect((await navigate()).main).toContain(job.de.title);
  }
});

test('a webhook while the CMS does not answer purges nothing: the cache keeps serving what it has; back, the publish reaches it without a second webhook', async ({ request }) => {
  const job = await publishJob(request, testCms, 'cms-down');
  await request.get(front(jobOffers.de), { headers: reader('de') });
  await testCms.setMode('down');
  try {
    const report = await webhook(request, a, 'jobs');
    expect(report).toMatchObject({ refresh: 'in-background', failedPurges: [] });
    const list = await request.get(front(jobOffers.de), { headers: reader('de') });
    expect(cacheStatus(list)).toBe('hit');
    expect(await list.text()).not.toContain(job.de.title);
  } finally {
    await testCms.setMode('up');
  }
  // The sync reads it again (5 s after it failed) and purges what changed.
  await expect.poll(async () => (await (await request.get(front(jobOffers.de), { headers: reader('de') })).text()).includes(job.de.title), { timeout: 20_000 }).toBe(true);
});

/** A crawler's request (a search engine, a link preview, an uptime monitor, curl): no Accept-Language, no cookie. */
const crawler: Record<string, string> = {};
/** Five browsers' languages, each sent as its own header string. */
const browserLanguages = ['de', 'de-DE', 'de,en-US;q=0.7,en;q=0.3', 'en-US,en;q=0.9', 'fr-FR,fr;q=0.9'];

/** The hash sources of an answer's `script-src`. */
function scriptHashesInHeader(answer: APIResponse): string[] {
  const scriptSources = (answer.headers()['content-security-policy'] ?? '').split(';').find((directive) => directive.trim().startsWith('script-src '));
  return (scriptSources ?? '').trim().split(/\s+/).filter((source) => source.startsWith("'sha256-"));
}

/** The answer's policy lists exactly the inline scripts of the body it came with (docs/architecture.md, "The Content-Security-Policy"). */
function expectPolicyOfBody({ answer, body }: { answer: APIResponse; body: string }) {
  const inBody = [...body.matchAll(/<script(?:\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter(([element]) => !/^<script[^>]*\s(?:src=|type="application\/ld\+json")/.test(element))
    .map(([, text = '']) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  expect(inBody.length).toBeGreaterThan(0);
  expect(new Set(scriptHashesInHeader(answer))).toEqual(new Set(inBody));
}

/** One visit from a client of its own (no cookie of an earlier answer goes along), its body read. */
async function visitOnce(path: string, headers: Record<string, string>) {
  const visitor = await requests.newContext();
  try {
    const answer = await visitor.get(front(path), { headers, maxRedirects: 0 });
    return { answer, body: await answer.text() };
  } finally {
    await visitor.dispose();
  }
}

const setsCookie = (answer: APIResponse) => answer.headersArray().some((header) => header.name.toLowerCase() === 'set-cookie');
const variesOnVisitor = (answer: APIResponse) => /\b(cookie|accept-language)\b/i.test(answer.headers().vary ?? '');

test('a crawler’s second request for any page is a hit, and no page answer sets a cookie or varies on a visitor’s cookies or languages', async () => {
  const notFound = ['/gibt-es-nicht/', '/en/does-not-exist/'];
  for (const path of [...sitePages.map((page) => page.path), ...notFound]) {
    const first = await visitOnce(path, crawler);
    const second = await visitOnce(path, crawler);
    expect(second.answer.status(), path).toBe(notFound.includes(path) ? 404 : 200);
    expect(cacheStatus(second.answer), path).toBe('hit');
    expect(second.body, path).toBe(first.body);
    for (const { answer } of [first, second]) {
      expect(setsCookie(answer), path).toBe(false);
      expect(variesOnVisitor(answer), `${path}: Vary ${answer.headers().vary}`).toBe(false);
    }
  }
});

test('every browser language and an old language cookie get the copy one visit made: one copy per page for every client', async () => {
  for (const [path, locale] of [['/innovation/uebersicht/', 'de'], ['/en/innovation/overview/', 'en'], [jobOffers.de, 'de']] as const) {
    // One warm request, as the first visitor of the page makes it (a browser of the page's language).
    await visitOnce(path, reader(locale));
    const clients = [
      ...browserLanguages.map((language) => ({ who: `Accept-Language: ${language}`, headers: { 'accept-language': language, 'sec-fetch-dest': 'document' } })),
      { who: 'a crawler', headers: crawler },
      { who: 'the old language cookie and another', headers: reader(locale, { cookie: 'NEXT_LOCALE=en; other=1' }) },
      { who: 'the old language cookie alone', headers: { cookie: 'NEXT_LOCALE=de' } },
    ];
    for (const { who, headers } of clients) {
      const { answer } = await visitOnce(path, headers);
      expect(answer.status(), `${path} for ${who}`).toBe(200);
      expect(cacheStatus(answer), `${path} for ${who}`).toBe('hit');
      expect(setsCookie(answer), `${path} for ${who}`).toBe(false);
    }
  }
});

test('never shared: a previewing editor, posts; shared all the same: a made-up draft-mode cookie, credentials', async ({ request }) => {
  const page = '/innovation/uebersicht/';
  // A previewing editor (the build's draft-mode cookie) always reaches an instance, however warm the page is.
  await visitOnce(page, crawler);
  const previewModeId = previewModeIdOf(cluster.distDir);
  for (const cookie of [`__prerender_bypass=${previewModeId}`, `other=1; __prerender_bypass=${previewModeId}`]) {
    for (let visit = 0; visit < 2; visit += 1) expect(cacheStatus((await visitOnce(page, reader('de', { cookie }))).answer), cookie).toBe('pass');
  }
  // A made-up draft-mode cookie or any Authorization gets the shared copy: no one bypasses the cache at will.
  for (const headers of [{ cookie: '__prerender_bypass=x' }, { cookie: `__prerender_bypass=${previewModeId.slice(1)}` }, { authorization: 'Bearer x' }, { authorization: 'Basic dXNlcjpwYXNz' }] as Record<string, string>[]) {
    for (let visit = 0; visit < 2; visit += 1) expect(cacheStatus((await visitOnce(page, reader('de', headers))).answer), JSON.stringify(headers)).toBe('hit');
  }
  // …and the readers still share the page, without a cookie.
  const { answer: shared } = await visitOnce(page, crawler);
  expect(cacheStatus(shared)).toBe('hit');
  expect(setsCookie(shared)).toBe(false);
  // Posts (forms, Server Actions) always reach an instance.
  for (let post = 0; post < 2; post += 1) {
    const answer = await request.post(front('/kontakt/'), { headers: { 'content-type': 'multipart/form-data; boundary=x' }, data: 'not a form' });
    expect(answer.status()).toBe(400);
    expect(cacheStatus(answer)).toBe('pass');
  }
});

test('after a publish a crawler’s first request shows it: the job lists and the record in both languages, each with the policy of its new body', async ({ request }) => {
  const job = await publishJob(request, testCms, 'crawler');
  const policyBefore: Partial<Record<'de' | 'en', string[]>> = {};
  for (const locale of ['de', 'en'] as const) {
    await visitOnce(jobOffers[locale], crawler);
    const cached = await visitOnce(jobOffers[locale], crawler);
    expect(cacheStatus(cached.answer)).toBe('hit');
    expect(cached.body).not.toContain(job[locale].title);
    expectPolicyOfBody(cached);
    policyBefore[locale] = scriptHashesInHeader(cached.answer);
  }
  expect(await webhook(request, b, 'jobs')).toMatchObject({ refresh: 'now', failedPurges: [] });
  for (const locale of ['de', 'en'] as const) {
    const list = await visitOnce(jobOffers[locale], crawler);
    expect(cacheStatus(list.answer)).toBe('miss');
    expect(list.body).toContain(job[locale].title);
    // The re-rendered list's header holds the hashes of its new body, and Varnish keeps the two together.
    expectPolicyOfBody(list);
    expect(scriptHashesInHeader(list.answer)).not.toEqual(policyBefore[locale]);
    const listAgain = await visitOnce(jobOffers[locale], crawler);
    expect(cacheStatus(listAgain.answer)).toBe('hit');
    expectPolicyOfBody(listAgain);
    const record = await visitOnce(job[locale].path, crawler);
    expect(record.answer.status()).toBe(200);
    expect(record.body).toContain(job[locale].title);
    // The browsers get the same fresh copy.
    for (const language of browserLanguages) expect((await visitOnce(jobOffers[locale], { 'accept-language': language })).body, language).toContain(job[locale].title);
  }
});

test('the language switch through the front door, with and without JavaScript, in both languages: a page and a job record, and no cookie is stored', async ({ browser, request }) => {
  const job = await publishJob(request, testCms, 'switch');
  expect(await webhook(request, a, 'jobs')).toMatchObject({ refresh: 'now' });
  const switches = [
    { from: '/kompetenzen/', to: '/en/competences/', lang: 'en' },
    { from: '/en/competences/', to: '/kompetenzen/', lang: 'de' },
    // A record's translation has a slug of its own: the switch asks /api/language-switch/, which redirects.
    { from: job.de.path, to: job.en.path, lang: 'en' },
    { from: job.en.path, to: job.de.path, lang: 'de' },
  ];
  for (const javaScriptEnabled of [true, false]) {
    for (const { from, to, lang } of switches) {
      const context = await browser.newContext({ baseURL: nginx.origin, javaScriptEnabled, locale: lang === 'en' ? 'de-DE' : 'en-US' });
      const violations = await watchPolicyViolations(context, { javaScriptEnabled });
      const page = await context.newPage();
      const what = `${from} → ${to}, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`;
      expect((await page.goto(from))?.status(), what).toBe(200);
      await page.getByTestId('language-switch').click();
      await expect(page, what).toHaveURL(to);
      await expect(page.locator('html'), what).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 }), what).toBeVisible();
      expect(await context.cookies(), what).toEqual([]);
      await context.close();
      expect(violations, what).toEqual([]);
    }
  }
});

test('the purge endpoint answers only the instances: a visitor’s PURGE is refused, and so is one from outside the ACL, which the webhook names', async ({ request }) => {
  const visitor = await request.fetch(front(jobOffers.de), { method: 'PURGE', headers: { 'xkey-purge': 'jobs' } });
  expect(visitor.status()).toBe(403);
  await varnish.stop();
  // The ACL pointed elsewhere: the instances' purges now come from an address it does not list.
  varnish = await cluster.startCache(['192.0.2.1']);
  await expectCacheReady(request);
  const refused = await request.fetch(purgeUrl, { method: 'PURGE', headers: { 'xkey-purge': 'jobs' } });
  expect(refused.status()).toBe(403);
  await publishJob(request, testCms, 'acl');
  const report = await webhook(request, a, 'jobs');
  // The publish counts; the failed purge is named and logged once.
  expect(report).toMatchObject({ refresh: 'now', failedPurges: [purgeUrl] });
  await expect.poll(() => a.output.join('').match(/the purge of the cache http:\/\/127\.0\.0\.1:3464\/ failed/g)?.length ?? 0).toBe(1);
  await varnish.stop();
  varnish = await cluster.startCache();
  await expectCacheReady(request);
});

/** An article pair of the test CMS, published through the webhook and then changed by an editor: its paths. */
const addFreshArticle = async (request: APIRequestContext, key: string) =>
  (await addArticle(request, testCms, key, { titles: { de: `Frische ${key}`, en: `Freshness ${key}` }, publishedAt: '2026-11-25T08:00:00+01:00' })).paths;

/** The webhook for one news record (`{"type": "news", "id": …}`) to an instance. */
const publishRecord = (request: APIRequestContext, instance: Instance, id: string) => webhook(request, instance, 'news', id);

test('an editor renames, unpublishes and deletes articles: the next visit through the front door gets a 308 to the new address and the 404 page with its text, in both languages, while every other article stays a hit', async ({ request }) => {
  const renamed = await addFreshArticle(request, 'frische-a');
  const withdrawn = await addFreshArticle(request, 'frische-b');
  const deleted = await addFreshArticle(request, 'frische-c');
  expect((await publishRecord(request, a, 'frische-a-de')).refresh).toBe('now');
  // Every article of the site in both languages, each a hit before the publishes.
  const others = publishedRecords<{ slug: string; locale: 'de' | 'en' }>('news').map(({ slug, locale }) => localizedPath('news.article', locale, { slug: cleanSlug(slug) }));
  const published = [renamed, withdrawn, deleted].flatMap(({ de, en }) => [de, en]);
  for (const path of [...others, ...published]) {
    await request.get(front(path));
    await expect.poll(async () => cacheStatus(await request.get(front(path))), { message: path }).toBe('hit');
  }
  const readsBefore = await testCms.requests();

  await request.post(`${testCms.origin}/__admin/attributes`, { data: { type: 'news', id: 'frische-a-de', attributes: { slug: 'frische-a-neu' } } });
  const rename = await publishRecord(request, b, 'frische-a-de');
  expect(rename.records).toContainEqual({ id: 'frische-a-de', locale: 'de', paths: ['/news/frische-a-neu/', renamed.de] });
  expect(rename.paths).toEqual(expect.arrayContaining([renamed.de, '/news/frische-a-neu/']));
  const moved = await request.get(front(renamed.de), { maxRedirects: 0 });
  expect(moved.status()).toBe(308);
  expect(new URL(moved.headers().location!, nginx.origin).pathname).toBe('/news/frische-a-neu/');
  expect(await (await request.get(front('/news/frische-a-neu/'))).text()).toContain('Frische frische-a');

  await request.post(`${testCms.origin}/__admin/attributes`, { data: { type: 'news', id: 'frische-b-en', attributes: { status: 'draft' } } });
  await request.delete(`${testCms.origin}/__admin/records`, { data: { type: 'news', id: 'frische-c-de' } });
  const withdrawal = await publishRecord(request, a, 'frische-b-en');
  expect(withdrawal.paths).toContain(withdrawn.en);
  const deletion = await publishRecord(request, b, 'frische-c-de');
  expect(deletion.records).toContainEqual({ id: 'frische-c-de', locale: 'de', paths: [deleted.de] });
  for (const [path, locale] of [[withdrawn.en, 'en'], [deleted.de, 'de']] as const) {
    for (let visit = 0; visit < 2; visit += 1) {
      const answer = await request.get(front(path));
      expect(answer.status(), path).toBe(404);
      const html = await answer.text();
      expect(html, path).toContain(notFoundText[locale]);
      expect(html, path).not.toContain('__next_error__');
    }
  }
  // The translations stay where they were.
  for (const path of [withdrawn.de, deleted.en]) expect((await request.get(front(path))).status(), path).toBe(200);

  // Four publishes later every other article is still the copy the cache had, and none was read again.
  const readsForPublishes = (await testCms.requests()) - readsBefore;
  for (const path of others) expect(cacheStatus(await request.get(front(path))), path).toBe('hit');
  expect((await testCms.requests()) - readsBefore).toBe(readsForPublishes);
});

test('one new article beside 50 other articles: its webhook reads the new records and every record’s addresses, and the 50 stay hits through the front door with no read of the CMS', async ({ request }) => {
  test.setTimeout(120_000);
  const pairs = await Promise.all(Array.from({ length: 25 }, (_, index) => addArticle(request, testCms, `archiv-${index}`, { titles: { de: `Archiv ${index}`, en: `Archive ${index}` }, publishedAt: `2026-10-${String(index + 1).padStart(2, '0')}T08:00:00+01:00` })));
  expect((await webhook(request, a, 'news')).refresh).toBe('now');
  const others = pairs.flatMap(({ paths }) => [paths.de, paths.en]);
  expect(others).toHaveLength(50);
  for (const path of others) {
    await request.get(front(path));
    await expect.poll(async () => cacheStatus(await request.get(front(path))), { message: path }).toBe('hit');
  }
  const before = (await testCms.log()).length;
  const article = await addArticle(request, testCms, 'neu-veroeffentlicht', { titles: { de: 'Neu veröffentlicht', en: 'Just published' }, publishedAt: '2026-11-30T08:00:00+01:00' });
  const report = await webhook(request, b, 'news', [article.ids.de, article.ids.en]);
  expect(report.refresh).toBe('now');
  expect(report.records).toEqual(expect.arrayContaining([{ id: article.ids.de, locale: 'de', paths: [article.paths.de] }, { id: article.ids.en, locale: 'en', paths: [article.paths.en] }]));
  for (const path of others) expect(report.paths, path).not.toContain(path);
  // What the webhook read: the two records it names, and the addresses of every record of each language (a sparse read, page by page).
  const read = (await testCms.log()).slice(before).map(({ path }) => decodeURIComponent(path));
  expect(read.filter((path) => /^\/v1\/news\/[^/?]+\?/.test(path)).sort()).toEqual([article.ids.de, article.ids.en].map((id) => `/v1/news/${id}?include=image,articlePdf`).sort());
  expect(read.filter((path) => !/^\/v1\/news\/[^/?]+\?/.test(path)).every((path) => path.includes('fields[news]=locale,slug,title,publishedAt,translationKey'))).toBe(true);
  for (const locale of ['de', 'en'] as const) expect(await (await request.get(front(article.paths[locale]))).text()).toContain(locale === 'de' ? 'Neu veröffentlicht' : 'Just published');
  const afterPublish = await testCms.requests();
  for (const path of others) expect(cacheStatus(await request.get(front(path))), path).toBe('hit');
  expect(await testCms.requests()).toBe(afterPublish);
});

test('with every instance stopped cached pages answer 200 from grace, a page never cached the site’s 503 page in its language; then the cache refreshes in the background', async ({ request }) => {
  const cached = [['/kompetenzen/', 'de'], ['/en/competences/', 'en']] as const;
  for (const [path, locale] of cached) {
    await request.get(front(path), { headers: reader(locale) });
    expect(cacheStatus(await request.get(front(path), { headers: reader(locale) }))).toBe('hit');
  }
  // Past their hour, as after a long outage: expired, kept for grace.
  const expired = await request.fetch(purgeUrl, { method: 'PURGE', headers: { 'xkey-softpurge': cached.map(([path]) => `path:${path}`).join(' ') } });
  expect(expired.status()).toBe(200);
  await Promise.all([a.stop(), b.stop()]);
  for (const [path, locale] of cached) {
    for (let visit = 0; visit < 3; visit += 1) {
      const answer = await request.get(front(path), { headers: reader(locale) });
      expect(answer.status(), path).toBe(200);
      expect(cacheStatus(answer), path).toBe('grace');
      expect(answer.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  }
  for (const [path, locale, heading] of [
    ['/impressum/', 'de', 'Fehler 503'],
    ['/en/imprint/', 'en', 'Error 503'],
  ] as const) {
    const answer = await request.get(front(path), { headers: reader(locale) });
    expect(answer.status(), path).toBe(503);
    const html = await answer.text();
    expect(html).toContain(`<html lang="${locale}">`);
    expect(html).toContain(heading);
    expect(answer.headers()['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(answer.headers()['x-content-type-options']).toBe('nosniff');
  }
  // The public health answer, from the probes' view.
  await expect.poll(async () => (await request.get(front('/api/health/'))).status(), { timeout: 10_000 }).toBe(503);
  expect(await (await request.get(front('/api/health/'))).json()).toEqual({ status: 'unavailable' });
  [a, b] = await Promise.all([cluster.startSite(ports.a), cluster.startSite(ports.b)]);
  await expectCacheReady(request);
  await expect.poll(async () => (await request.get(front('/impressum/'), { headers: reader('de') })).status(), { timeout: 20_000 }).toBe(200);
  // A page kept from grace is served once more as it is while it is fetched anew, then a hit again.
  const [path, locale] = cached[0];
  await expect.poll(async () => cacheStatus(await request.get(front(path), { headers: reader(locale) })), { timeout: 10_000 }).toBe('hit');
});
