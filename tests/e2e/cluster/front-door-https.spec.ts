import { readFileSync } from 'node:fs';
import http2 from 'node:http2';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { connect, createServer, type ConnectionOptions } from 'node:tls';
import { expect, request as requests, type APIResponse } from '@playwright/test';
import { test } from '../site-test';
import { localCertificate } from '../../../scripts/cluster/local-certificate.mjs';
import { copyBuild, missingPrograms, startInstance, startVarnish } from '../../../scripts/cluster/services.mjs';
import cms from '../cms/cms-environment.json' with { type: 'json' };
import { OBSERVATORY_ORIGIN, REDIRECT_STATUSES, observatoryScan, type Answer as ScannedAnswer, type Scan, type TestName } from '../observatory/observatory-checks';
import { enquiryFormFields, enquiryOf, enquiryWords, formValues, outcomeOfPage } from '../contact-enquiry';
import { sitePages } from '../site-pages';
import { instanceEnvironment, jobOffers, publishJob, startFrontDoor, startTestCms, webhook, type FrontDoor, type Instance, type TestCms } from './cluster-steps';

/**
 * The front door as a visitor meets it (docs/operations.md, "HTTPS"): nginx on HTTPS with the cluster's
 * certificate, plain HTTP redirecting there, Varnish behind it and an instance of a copy of the CMS-mode
 * build with a test CMS of its own. What a scanner of the site checks: the redirect, HSTS, the protocols,
 * HTTP/2, where the site's own redirects lead and that every cookie is `Secure`; and the grade the MDN HTTP
 * Observatory gives all of it (the scanner asks for the site's root; the English home page is scanned too).
 */
test.describe.configure({ mode: 'serial', timeout: 60_000 });

const ports = { cms: 3390, nginx: 3490, site: 3491, varnish: 3493, purge: 3494, admin: 3495, tls: 3496 } as const;
const oneYear = 365 * 24 * 60 * 60;
const draftJob = '4f77309b-75dd-500e-be97-0f664d920c1b';

let testCms: TestCms;
let site: Instance;
let varnish: Awaited<ReturnType<typeof startVarnish>>;
let nginx: FrontDoor;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const missing = missingPrograms();
  if (missing.length > 0) throw new Error(`This spec needs ${missing.map(({ name, install }) => `${name} (${install})`).join(', ')}`);
  testCms = await startTestCms(ports.cms);
  const distDir = copyBuild(cms.distDir, 'front-door');
  site = await startInstance({
    distDir,
    port: ports.site,
    env: { ...instanceEnvironment(testCms), EDGE_PURGE_URLS: `http://127.0.0.1:${ports.purge}/`, TRUSTED_PROXY_HOPS: '1' },
  });
  varnish = await startVarnish({ port: ports.varnish, purgePort: ports.purge, adminPort: ports.admin, upstreams: [`127.0.0.1:${ports.site}`], distDir });
  nginx = await startFrontDoor({ port: ports.nginx, tlsPort: ports.tls, upstreams: [`127.0.0.1:${ports.varnish}`] });
  // Until Varnish's probes see the instance healthy.
  await expect.poll(async () => (await fetch(`${nginx.origin}/api/health/`).catch(() => undefined))?.status, { timeout: 20_000 }).toBe(200);
});

test.afterAll(async () => {
  for (const service of [nginx, varnish, site]) await service?.stop().catch(() => undefined);
  testCms?.stop();
});

type Answer = { status: number; headers: IncomingHttpHeaders };

/**
 * One request as it is sent, not followed (node:http or node:https by the URL; HTTPS verified against the
 * cluster's certificate, which the workers trust): for methods fetch refuses (TRACE) and exact bodies.
 */
function send(url: string, { method = 'GET', body }: { method?: string; body?: Buffer } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = body ? { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(body.length) } : {};
    const request = (url.startsWith('https:') ? httpsRequest : httpRequest)(url, { method, headers, agent: false }, (answer) => {
      answer.resume();
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers }));
    });
    // nginx answers a body over its limit (413) before it is sent whole, and closes the connection.
    request.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
    request.end(body);
  });
}

function expectHsts(value: string | string[] | undefined, what: string) {
  expect(value, `${what}: Strict-Transport-Security`).toBeDefined();
  const maxAge = Number(/(?:^|;)\s*max-age=(\d+)/i.exec(String(value))?.[1] ?? 0);
  expect(maxAge, `${what}: ${value}`).toBeGreaterThanOrEqual(oneYear);
  expect(String(value), what).toMatch(/includeSubDomains/i);
}

test('plain HTTP answers 301 to the same path and query on HTTPS, German and English, and the browser lands there', async ({ page }) => {
  for (const path of ['/', '/kompetenzen/?ref=mail&x=%C3%BC', '/en/', '/en/competences/?ref=mail', jobOffers.de, jobOffers.en, '/gibt-es-nicht/']) {
    const answer = await send(`${nginx.plainOrigin}${path}`);
    expect([answer.status, answer.headers.location], path).toEqual([301, `${nginx.origin}${path}`]);
    expect(answer.headers['strict-transport-security'], `${path}: no HSTS over plain HTTP`).toBeUndefined();
  }
  const landed = await page.goto(`${nginx.plainOrigin}/en/competences/?ref=mail`);
  expect(landed?.status()).toBe(200);
  expect(page.url()).toBe(`${nginx.origin}/en/competences/?ref=mail`);
});

test('every HTTPS answer carries HSTS of at least a year and upgrades insecure requests: pages of both languages, a hit from the cache, the 404 page, the API', async ({ request }) => {
  const paths = [...sitePages.map(({ path }) => path), '/gibt-es-nicht/', '/en/does-not-exist/', '/api/health/', '/sitemap.xml', '/robots.txt'];
  for (const path of paths) {
    const answer = await request.get(`${nginx.origin}${path}`, { maxRedirects: 0 });
    expect(answer.status(), path).toBeLessThan(500);
    expectHsts(answer.headers()['strict-transport-security'], path);
    expect(answer.headers()['content-security-policy'], path).toMatch(/;\s*upgrade-insecure-requests$/);
  }
  const again = await request.get(`${nginx.origin}/kompetenzen/`);
  expect(again.headers()['x-cache']).toBe('hit');
  expectHsts(again.headers()['strict-transport-security'], 'a hit');
});

test('nginx’s own 405 and 413 over HTTPS carry HSTS and the policy with upgrade-insecure-requests', async () => {
  const trace = await send(`${nginx.origin}/kontakt/`, { method: 'TRACE' });
  const tooLarge = await send(`${nginx.origin}/kontakt/`, { method: 'POST', body: Buffer.alloc(8 * 1024 * 1024 + 1, 'x') });
  for (const [answer, status] of [[trace, 405], [tooLarge, 413]] as const) {
    expect(answer.status).toBe(status);
    expectHsts(answer.headers['strict-transport-security'], String(status));
    expect(answer.headers['content-security-policy'], String(status)).toMatch(/frame-ancestors 'none'; upgrade-insecure-requests$/);
  }
});

/** A request to the front door over HTTPS with this exact path (not normalized) and headers: status, headers and body. */
function sendRaw(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer & { text: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(nginx.origin);
    const request = httpsRequest({ host: hostname, port, path, method, headers, servername: hostname, agent: false }, (answer) => {
      let text = '';
      answer.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, text }));
    });
    request.on('error', reject);
    request.end();
  });
}

test('every answer nginx, Varnish and the instance give a bad request carries the security headers and HSTS, and none is stored', async () => {
  const cases: { what: string; path: string; method?: string; headers?: Record<string, string>; status: number; heading?: string }[] = [
    { what: 'a path above the root', path: '/../impressum/', status: 400, heading: 'Fehler 400' },
    { what: 'an address of 9,000 bytes', path: `/impressum/?q=${'a'.repeat(9_000)}`, status: 414, heading: 'Fehler 414' },
    { what: 'a header of 9,000 bytes', path: '/en/imprint/', headers: { 'x-long': 'a'.repeat(9_000) }, status: 431, heading: 'Error 431' },
    { what: 'a host name the site does not have', path: '/en/', headers: { host: 'invented.example' }, status: 421, heading: 'Error 421' },
    { what: 'a path of two slashes (the instance redirects it)', path: '//impressum/', status: 308 },
    // Each line within nginx's 8 kB and Varnish's 16 kB, 20 kB in all: over the instance's 16 kB (Node's 431).
    // (On an address the cache passes to an instance: a page would be a hit.)
    { what: 'headers of 20,000 bytes, which the instance refuses', path: '/api/news/?locale=de', headers: Object.fromEntries(Array.from({ length: 5 }, (_, index) => [`x-long-${index}`, 'a'.repeat(4_000)])), status: 431 },
    { what: 'a method the instance cannot read', path: '/impressum/', method: 'BREW', status: 400 },
  ];
  for (const { what, path, method, headers, status, heading } of cases) {
    const answer = await sendRaw(path, headers, method);
    expect(answer.status, what).toBe(status);
    expectHsts(answer.headers['strict-transport-security'], what);
    // An instance's answer to what it cannot read has no X-Forwarded-Proto to go by: it takes the
    // protocol of the public origin the build was made for (lib/request/build-origin.ts).
    expect(answer.headers['content-security-policy'], what).toMatch(/frame-ancestors 'none'; upgrade-insecure-requests$/);
    expect(answer.headers['x-content-type-options'], what).toBe('nosniff');
    if (heading) expect(answer.text, what).toContain(`<h1>${heading}`);
    if (answer.status >= 300 && answer.status < 400) {
      // A redirect of the instance: stored? Asked again, it is no hit.
      const again = await sendRaw(path, headers);
      expect(again.headers['x-cache'], `${what}, again`).not.toBe('hit');
    }
  }
});

/** One GET over HTTP/2 through the front door, with its pseudo-headers and headers as given. */
async function sendHttp2(headers: http2.OutgoingHttpHeaders): Promise<{ status: number; headers: http2.IncomingHttpHeaders; text: string }> {
  const session = http2.connect(nginx.origin, { ca: readFileSync(localCertificate().certificate) });
  try {
    return await new Promise((resolve, reject) => {
      const stream = session.request(headers);
      let text = '';
      let received: http2.IncomingHttpHeaders = {};
      stream.on('response', (answered) => (received = answered));
      stream.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      stream.on('end', () => resolve({ status: Number(received[':status']), headers: received, text }));
      stream.on('error', reject);
      stream.end();
    });
  } finally {
    session.close();
  }
}

test('over HTTP/2 an address of 9,000 bytes gets 414 and a header field of 9,000 bytes 431, each with the site’s page and HSTS, as over HTTP/1.1', async () => {
  const refusals = [
    { what: 'an address', headers: { ':path': `/impressum/?q=${'a'.repeat(9_000)}` }, status: 414, heading: 'Fehler 414' },
    { what: 'a header field', headers: { ':path': '/en/imprint/', 'x-long': 'a'.repeat(9_000) }, status: 431, heading: 'Error 431' },
    // A browser's cookies, which HTTP/2 sends in pieces, count as the one line HTTP/1.1 would carry.
    { what: 'cookies', headers: { ':path': '/impressum/', cookie: ['a', 'b', 'c'].map((name) => `${name}=${'x'.repeat(3_000)}`) }, status: 431, heading: 'Fehler 431' },
  ];
  for (const { what, headers, status, heading } of refusals) {
    const answer = await sendHttp2(headers);
    expect(answer.status, what).toBe(status);
    expect(answer.text, what).toContain(`<h1>${heading}`);
    expectHsts(answer.headers['strict-transport-security'], `HTTP/2 ${status}`);
    expect(answer.headers['content-security-policy'], what).toMatch(/frame-ancestors 'none'; upgrade-insecure-requests$/);
  }
  // Within the limit (a line of 8,000 bytes), the page.
  const within = await sendHttp2({ ':path': '/en/imprint/', 'x-long': 'a'.repeat(8_000) });
  expect(within.status).toBe(200);
  expect(within.text).toContain('</html>');
});

test('everything rendered after the build names the public origin it was made for, never an instance’s address: 404s, a form’s answer, a record published since, a preview', async ({ request }) => {
  const publicOrigin = cms.siteUrl;
  const answers: { what: string; status: number; body: string; canonical: boolean }[] = [];
  const collect = async (what: string, answer: APIResponse, canonical = true) => answers.push({ what, status: answer.status(), body: await answer.text(), canonical });
  // The global 404 of Next.js's files and the media, and the site's own (kept out of search engines: no canonical link).
  for (const path of ['/_next/missing', '/media/missing.png', '/gibt-es-nicht/', '/en/does-not-exist/']) await collect(path, await request.get(`${nginx.origin}${path}`), false);
  // An enquiry posted without JavaScript: the contact page rendered with its outcome.
  const enquiry = enquiryOf('en');
  const multipart = { ...(await enquiryFormFields(request, nginx.origin, 'en')), ...formValues(enquiry), privacyConsent: 'on', website: '' };
  await collect('a form’s answer', await request.post(`${nginx.origin}/en/contact/`, { multipart, headers: { origin: nginx.origin } }));
  // A job published after the build: its pages and the list rendered now.
  const job = await publishJob(request, testCms, 'origin');
  await webhook(request, site, 'jobs');
  for (const path of [job.de.path, job.en.path, jobOffers.de]) await collect(path, await request.get(`${nginx.origin}${path}`));
  // An editor's preview of a draft.
  const editor = await requests.newContext();
  await editor.get(`${nginx.origin}/api/preview/?secret=${cms.previewSecret}&type=jobs&id=${draftJob}`, { maxRedirects: 0 });
  await collect('a preview', await editor.get(`${nginx.origin}${jobOffers.de}produktionsplaner-spritzguss/`));
  await editor.dispose();
  for (const { what, status, body, canonical } of answers) {
    expect(status, what).toBeLessThan(500);
    expect(body, what).toContain('<!DOCTYPE html>');
    expect(body, what).not.toMatch(/localhost:3\d{3}|127\.0\.0\.1/);
    if (canonical) expect(body, what).toMatch(new RegExp(`<link rel="canonical" href="${publicOrigin.replaceAll('.', '\\.')}/`));
  }
});

test('an enquiry posted from another site gets 403 and the refusal page with HSTS; posted from the site’s own page it reaches the CMS', async ({ request }) => {
  for (const locale of ['de', 'en'] as const) {
    const path = enquiryWords[locale].path;
    const enquiry = enquiryOf(locale);
    // The contact form as a browser without JavaScript posts it, from the page its origin names.
    const multipart = { ...(await enquiryFormFields(request, nginx.origin, locale)), ...formValues(enquiry), privacyConsent: 'on', website: '' };
    for (const foreign of ['https://attacker.example', 'null']) {
      const refused = await request.post(`${nginx.origin}${path}`, { multipart, headers: { origin: foreign }, maxRedirects: 0 });
      expect(refused.status(), `${foreign} → ${path}`).toBe(403);
      expect(await refused.text()).toContain('data-refused-post="crossOrigin"');
      expectHsts(refused.headers()['strict-transport-security'], `403 of ${path}`);
      expect(refused.headers()['cache-control']).toBe('no-store');
    }
    const taken = await request.post(`${nginx.origin}${path}`, { multipart, headers: { origin: nginx.origin }, maxRedirects: 0 });
    expect(taken.status(), path).toBe(200);
    expect(outcomeOfPage(await taken.text()), path).toBe('sent');
    const received = (await (await request.get(`${testCms.origin}/__admin/contact-requests`)).json()) as { attributes: { subject: string } }[];
    expect(received.filter((record) => record.attributes.subject.includes(enquiry.marker)), path).toHaveLength(1);
  }
});

test('the protocol reaches the instance through Varnish, which keeps the HTTPS copy apart from a plain one', async ({ request }) => {
  const path = '/en/innovation/overview/';
  await request.get(`${nginx.origin}${path}`);
  const viaFrontDoor = await request.get(`${nginx.origin}${path}`);
  expect(viaFrontDoor.headers()['x-cache']).toBe('hit');
  expectHsts(viaFrontDoor.headers()['strict-transport-security'], 'through the front door');
  // Varnish asked directly, without X-Forwarded-Proto: not the HTTPS copy, and the instance adds no HSTS.
  const plain = await send(`${varnish.origin}${path}`);
  expect(plain.status).toBe(200);
  expect(plain.headers['x-cache']).toBe('miss');
  expect(plain.headers['strict-transport-security']).toBeUndefined();
  expect(plain.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
});

/** A TLS handshake with the front door: the protocol and ALPN it settled on, or the error it ended with. */
function handshake(options: ConnectionOptions, port: number = ports.tls): Promise<{ protocol: string | null; alpn: string | false | null } | { error: string }> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port, servername: 'localhost', ...options }, () => {
      resolve({ protocol: socket.getProtocol(), alpn: socket.alpnProtocol });
      socket.end();
    });
    socket.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
  });
}

test('TLS 1.3 and 1.2 are accepted, TLS 1.1 is refused (by the front door, not by the client), and HTTP/2 is offered by ALPN', async ({ page }) => {
  expect(await handshake({ minVersion: 'TLSv1.3', maxVersion: 'TLSv1.3' })).toMatchObject({ protocol: 'TLSv1.3' });
  expect(await handshake({ minVersion: 'TLSv1.2', maxVersion: 'TLSv1.2' })).toMatchObject({ protocol: 'TLSv1.2' });
  // A client that speaks TLS 1.1 (OpenSSL allows it only at security level 0)…
  const tls11: ConnectionOptions = { minVersion: 'TLSv1.1', maxVersion: 'TLSv1.1', ciphers: 'DEFAULT@SECLEVEL=0', rejectUnauthorized: false };
  const { certificate, key } = localCertificate();
  const willing = createServer({ cert: readFileSync(certificate), key: readFileSync(key), minVersion: 'TLSv1.1', ciphers: 'DEFAULT@SECLEVEL=0' }, (socket) => socket.end());
  await new Promise<void>((resolve) => willing.listen(0, '127.0.0.1', resolve));
  try {
    // …gets it from a server that allows it…
    expect(await handshake(tls11, (willing.address() as { port: number }).port)).toMatchObject({ protocol: 'TLSv1.1' });
  } finally {
    willing.close();
  }
  // …and not from the front door.
  expect(await handshake(tls11)).toHaveProperty('error');

  expect(await handshake({ ALPNProtocols: ['h2', 'http/1.1'] })).toMatchObject({ alpn: 'h2' });
  await page.goto(`${nginx.origin}/`);
  expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).nextHopProtocol)).toBe('h2');
});

/** A redirect's `Location` over HTTPS: a path, or an address on HTTPS; never plain HTTP. */
function expectStaysOnHttps(answer: APIResponse, what: string) {
  expect([301, 302, 303, 307, 308], what).toContain(answer.status());
  const location = answer.headers().location;
  expect(location, what).toBeDefined();
  expect(location!, `${what}: ${location}`).toMatch(/^(?:\/(?![/\\])|https:\/\/)/);
  expect(new URL(location!, nginx.origin).protocol, what).toBe('https:');
}

test('the redirects the site makes itself lead to a path or to https://, never to http://', async ({ request, page }) => {
  for (const path of [
    '/kompetenzen',
    '/en/imprint?ref=mail',
    '/robots.txt/',
    '/de/impressum/',
    '/en/kompetenzen/werkzeugbau/',
    '/news/?category=fair',
    `/api/language-switch/?path=${encodeURIComponent('/news/')}`,
    `/api/preview/?secret=${cms.previewSecret}&type=jobs&id=${draftJob}`,
    '/api/preview/exit/?locale=en',
  ]) {
    expectStaysOnHttps(await request.get(`${nginx.origin}${path}`, { maxRedirects: 0 }), path);
  }
  // The browser follows them on HTTPS. A query the site does not read is dropped before the cache
  // (lib/edge/read-query.ts), so the redirect names none; one it reads leads on.
  await page.goto(`${nginx.origin}/en/imprint?ref=mail`);
  expect(page.url()).toBe(`${nginx.origin}/en/imprint/`);
  await page.goto(`${nginx.origin}/news/?utm_source=mail&category=fair`);
  expect(page.url()).toBe(`${nginx.origin}/news/kategorie/messen/`);
});

/** Every `Set-Cookie` of an answer. */
const cookiesOf = (answer: APIResponse) => answer.headersArray().filter(({ name }) => name.toLowerCase() === 'set-cookie').map(({ value }) => value);

test('every cookie set over HTTPS is Secure: the editors’ preview and its exit, and no page, the language switch or the 404 page sets one without', async ({ request, browser }) => {
  const set: string[] = [];
  const preview = await request.get(`${nginx.origin}/api/preview/?secret=${cms.previewSecret}&type=jobs&id=${draftJob}`, { maxRedirects: 0 });
  expect(cookiesOf(preview).some((cookie) => cookie.startsWith('__prerender_bypass=')), 'the preview sets draft mode’s cookie').toBe(true);
  set.push(...cookiesOf(preview));
  const exit = await request.get(`${nginx.origin}/api/preview/exit/?locale=de`, { maxRedirects: 0 });
  expect(cookiesOf(exit).length, 'the exit clears draft mode’s cookie').toBeGreaterThan(0);
  set.push(...cookiesOf(exit));
  for (const path of [...sitePages.map((page) => page.path), '/gibt-es-nicht/', `/api/language-switch/?path=${encodeURIComponent('/news/')}`, '/api/health/']) {
    set.push(...cookiesOf(await request.get(`${nginx.origin}${path}`, { maxRedirects: 0 })));
  }
  for (const cookie of set) expect(cookie, cookie).toMatch(/;\s*Secure(?:;|$)/i);

  // An editor's browser keeps draft mode's cookie as a Secure one, and reads the draft through the front door.
  const editor = await browser.newContext();
  const page = await editor.newPage();
  await page.goto(`${nginx.origin}/api/preview/?secret=${cms.previewSecret}&type=jobs&id=${draftJob}`);
  expect(page.url()).toBe(`${nginx.origin}${jobOffers.de}produktionsplaner-spritzguss/`);
  const cookies = await editor.cookies();
  expect(cookies.map(({ name }) => name)).toContain('__prerender_bypass');
  for (const cookie of cookies) expect(cookie.secure, cookie.name).toBe(true);
  await editor.close();
});

// The grade the MDN HTTP Observatory gives the front door, from its own checks (tests/e2e/observatory/), run
// on what a scan receives; the cluster's certificate is trusted here as a public one is by the scanner.

/** One answer as the scanner records it: every header line (each `Set-Cookie` its own), the body of a page. */
async function scannedAnswerOf(url: string, init: RequestInit = {}): Promise<ScannedAnswer> {
  const response = await fetch(url, { ...init, redirect: 'manual' });
  return { url, status: response.status, headers: [...response.headers], body: await response.text() };
}

/** `GET url` and every redirect after it, followed by hand as the scanner follows them (at most 10). */
async function chainFrom(url: string): Promise<ScannedAnswer[]> {
  const chain = [await scannedAnswerOf(url)];
  for (let hop = 0; hop < 10 && REDIRECT_STATUSES.has(chain.at(-1)!.status); hop += 1) {
    const location = chain.at(-1)!.headers.find(([name]) => name === 'location')?.[1];
    if (!location) break;
    chain.push(await scannedAnswerOf(new URL(location, chain.at(-1)!.url).href));
  }
  return chain;
}

async function scanOf(path: string): Promise<Scan> {
  const httpsChain = await chainFrom(`${nginx.origin}${path}`);
  return {
    httpChain: await chainFrom(`${nginx.plainOrigin}${path}`),
    httpsChain,
    corsPreflight: await scannedAnswerOf(httpsChain.at(-1)!.url, { method: 'OPTIONS', headers: { origin: OBSERVATORY_ORIGIN, 'access-control-request-method': 'GET' } }),
    certificateVerified: true,
  };
}

/** What each test must find on the site: no penalty anywhere, and the bonuses a strict policy earns. */
const expected: Partial<Record<TestName, string>> = {
  'content-security-policy': 'csp-implemented-with-no-unsafe',
  redirection: 'redirection-to-https',
  'strict-transport-security': 'hsts-implemented-max-age-at-least-six-months',
  'referrer-policy': 'referrer-policy-private',
  'x-content-type-options': 'x-content-type-options-nosniff',
  'x-frame-options': 'x-frame-options-implemented-via-csp',
  cookies: 'cookies-not-found',
  'cross-origin-resource-sharing': 'cross-origin-resource-sharing-not-implemented',
  'subresource-integrity': 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
};

for (const path of ['/', '/en/']) {
  test(`the front door gets the scanner's best grade, A+, for ${path} over HTTPS: no test costs a point`, async ({}, testInfo) => {
    const scan = await scanOf(path);
    expect(scan.httpChain.map(({ status }) => status)).toEqual([301, 200]);
    const report = observatoryScan(scan);
    await testInfo.attach('observatory report', { body: JSON.stringify(report, null, 2), contentType: 'application/json' });
    const results = Object.fromEntries(report.tests.map(({ name, result }) => [name, result]));
    expect(results).toMatchObject(expected);
    expect(report.tests.filter(({ scoreModifier }) => scoreModifier < 0)).toEqual([]);
    expect(report.grade).toBe('A+');
    expect(report.score).toBeGreaterThanOrEqual(100);
  });
}
