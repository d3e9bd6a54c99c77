import { expect, type APIResponse, type Page } from '@playwright/test';
import { headersOfChangedPage } from './page-policy';
import { test } from './site-test';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, connect } from 'node:net';
import { join } from 'node:path';
import { locales, type Locale } from '@/lib/routing/locales';
import { enquiryBounds } from '@/lib/contact/enquiry-fields';
import { formPostCeiling } from '@/lib/request/request-refusal';
import { inlineHashes } from '@/lib/security/inline-hashes';
import { securityHeaders, withInlineHashes } from '@/lib/security/security-headers';
import {
  clientAddressHeaders,
  enquiryField,
  enquiryOf,
  enquiryWords,
  expectedRecord,
  fillEnquiryWithKeyboard,
  formValues,
  outcomeOfPage,
  sendWithKeyboard,
  storedEnquiries,
  storedWith,
  type EnquiryValues,
} from './contact-enquiry';
import { loadHydrated } from './hydration';

/**
 * Every bad request gets a 4xx, never a 500; nothing of a refused post is delivered; the server logs no
 * error for any of them; every answer carries the security headers (README, "Bad requests").
 *
 * The spec starts a server of its own (the production build, as `npm start` serves it) to read
 * its log: each test checks what the server wrote while the test ran.
 */

let server: ChildProcess;
let origin: string;
let log = '';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  const port = await freePort();
  origin = `http://localhost:${port}`;
  server = spawn(process.execPath, [join(process.cwd(), 'dist/server.mjs')], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), TRUSTED_PROXY_HOPS: '1', ENQUIRY_CEILING_PER_MINUTE: '1000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.setEncoding('utf8').on('data', (chunk: string) => (log += chunk));
  server.stderr!.setEncoding('utf8').on('data', (chunk: string) => (log += chunk));
  await expect
    .poll(async () => (await fetch(`${origin}/api/health/`).catch(() => null))?.status, { timeout: 60_000 })
    .toBe(200);
});

test.afterAll(() => {
  server?.kill();
});

/** The server's log from here on: whatever a test's requests made it write. */
function logFromNow() {
  const start = log.length;
  return () => log.slice(start);
}

/** What the server may write for a bad request: nothing at all (no error, no warning, no stack trace). */
function expectQuietLog(written: string) {
  expect(written, 'the server log').toBe('');
}

/** The site's security headers; an answer with a page (`html`) has its inline scripts and styles in the policy by hash. */
function expectSecurityHeaders(response: APIResponse, html?: string) {
  const headers = response.headers();
  for (const { key, value } of securityHeaders({ development: false, https: false })) {
    const expected = key === 'Content-Security-Policy' && html !== undefined ? withInlineHashes(value, inlineHashes(html)) : value;
    expect(headers[key.toLowerCase()], `${key} of ${response.url()}`).toBe(expected);
  }
}

const pagePaths: Record<Locale, string[]> = { de: ['/', '/kontakt/', '/kompetenzen/werkzeugbau/', '/gibt-es-nicht/'], en: ['/en/', '/en/contact/', '/en/competences/tool-engineering/'] };

// A visitor whose browser asks for the page's language and brings the old language cookie, and a first visitor without either.
const visitors = (locale: Locale): Record<string, string>[] => [{ cookie: `NEXT_LOCALE=${locale}`, 'accept-language': locale }, {}];

test.describe('methods', () => {
  for (const locale of locales) {
    test(`a page answers every method but GET, HEAD and POST with 405 and Allow, delivering nothing (${locale})`, async ({ request }) => {
      const written = logFromNow();
      const enquiry = enquiryOf(locale);
      for (const path of pagePaths[locale]) {
        for (const headers of visitors(locale)) {
          for (const method of ['PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND']) {
            const withForm = method === 'TRACE' ? {} : { form: { ...formValues(enquiry), privacyConsent: 'on', locale } };
            const response = await request.fetch(`${origin}${path}`, { method, headers: { ...headers, ...clientAddressHeaders() }, ...withForm, maxRedirects: 0 });
            expect(response.status(), `${method} ${path}`).toBe(405);
            expect(response.headers().allow, `${method} ${path}`).toBe('GET, HEAD, POST');
            expect(await response.text()).toBe('');
            expectSecurityHeaders(response);
          }
        }
        // The methods a page takes answer as before.
        expect((await request.get(`${origin}${path}`)).status(), path).toBe(path === '/gibt-es-nicht/' ? 404 : 200);
        expect((await request.head(`${origin}${path}`)).status(), path).toBe(path === '/gibt-es-nicht/' ? 404 : 200);
      }
      expect(storedEnquiries().filter((record) => String(record.subject).includes(enquiry.marker))).toEqual([]);
      expectQuietLog(written());
    });
  }

  test('a route handler keeps its own answers, and TRACE gets 405 with the Allow the handler gives', async ({ request }) => {
    const written = logFromNow();
    const health = await request.fetch(`${origin}/api/health/`, { method: 'OPTIONS' });
    expect(health.status()).toBe(204);
    const healthTrace = await request.fetch(`${origin}/api/health/`, { method: 'TRACE' });
    expect(healthTrace.status()).toBe(405);
    expect(healthTrace.headers().allow).toBe(health.headers().allow);
    expectSecurityHeaders(healthTrace);

    const webhook = await request.fetch(`${origin}/api/revalidate/`, { method: 'PUT' });
    expect(webhook.status()).toBe(405);
    const webhookTrace = await request.fetch(`${origin}/api/revalidate/`, { method: 'TRACE' });
    expect(webhookTrace.status()).toBe(405);
    expect(webhookTrace.headers().allow).toBe(webhook.headers().allow);
    expectSecurityHeaders(webhookTrace);

    for (const path of ['/robots.txt', '/rss/news-de.xml', '/sitemap.xml']) {
      const trace = await request.fetch(`${origin}${path}`, { method: 'TRACE' });
      expect(trace.status(), path).toBe(405);
      expectSecurityHeaders(trace);
    }
    expectQuietLog(written());
  });

  test('files, chunks and the image endpoint answer anything but GET and HEAD with 405', async ({ request }) => {
    const written = logFromNow();
    const home = await (await request.get(`${origin}/`)).text();
    const chunk = /src="(\/_next\/static\/[^"]+\.js)"/.exec(home)?.[1];
    expect(chunk).toBeTruthy();
    for (const path of ['/media/brand/lumoplast-og.png', chunk!, '/_next/image?url=%2Fmedia%2Fbrand%2Flumoplast-og.png&w=64&q=75']) {
      for (const method of ['POST', 'PUT', 'DELETE', 'TRACE']) {
        const response = await request.fetch(`${origin}${path}`, { method, ...(method === 'TRACE' ? {} : { data: 'x' }) });
        expect(response.status(), `${method} ${path}`).toBe(405);
        expect(response.headers().allow).toBe('GET, HEAD');
        expectSecurityHeaders(response);
      }
      expect((await request.get(`${origin}${path}`)).status(), path).toBe(200);
    }
    expectQuietLog(written());
  });

  /** A request as raw bytes: CONNECT and unknown methods, which no HTTP client library sends. */
  function rawRequest(text: string): Promise<string> {
    const { port } = new URL(origin);
    return new Promise((resolve, reject) => {
      const socket = connect(Number(port), 'localhost', () => socket.write(text));
      let answer = '';
      socket.setEncoding('latin1').on('data', (chunk: string) => (answer += chunk));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
      socket.setTimeout(10_000, () => socket.destroy());
    });
  }

  test('CONNECT gets 405 and an unknown method 400, both with the security headers', async () => {
    const written = logFromNow();
    const connectAnswer = await rawRequest(`CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n`);
    expect(connectAnswer).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
    expect(connectAnswer).toMatch(/\r\nAllow: GET, HEAD, POST\r\n/);
    expect(connectAnswer).toMatch(/\r\nContent-Security-Policy: default-src 'self';[^\r]*frame-ancestors 'none'/);
    const unknown = await rawRequest(`BREW /kontakt/ HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(unknown).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(unknown).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/);
    expect(unknown).toMatch(/\r\nContent-Security-Policy: /);
    expectQuietLog(written());
  });
});

test.describe('form posts', () => {
  /** The refused post's page: its status, its language, its words, the way back to the form. */
  async function expectRefusedPage(response: APIResponse, locale: Locale, status: number, heading: RegExp) {
    expect(response.status()).toBe(status);
    expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain(`<html lang="${locale}">`);
    expect(html).toMatch(heading);
    expect(html).toContain(`href="${enquiryWords[locale].path}"`);
    expectSecurityHeaders(response, html);
  }

  const refusedWords = {
    de: { malformed: /Ihre Anfrage ist unvollständig angekommen/, tooLarge: /Ihre Anfrage ist zu groß/, lengthRequired: /ohne Längenangabe/, back: 'Zurück zum Kontaktformular' },
    en: { malformed: /Your enquiry arrived incomplete/, tooLarge: /Your enquiry is too large/, lengthRequired: /without its length/, back: 'Back to the contact form' },
  } as const;

  /** The hidden fields of the form as served (the Server Action's id), read without JavaScript. */
  async function hiddenFields(page: Page, locale: Locale) {
    await page.goto(`${origin}${enquiryWords[locale].path}`);
    const fields: Record<string, string> = {};
    for (const input of await page.locator('form input[type="hidden"]').all()) fields[(await input.getAttribute('name'))!] = (await input.getAttribute('value')) ?? '';
    return fields;
  }

  /** A multipart body as a browser writes it. */
  function multipart(fields: Record<string, string>, boundary: string) {
    return Object.entries(fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('')
      .concat(`--${boundary}--\r\n`);
  }

  /**
   * At least `bytes` bytes of text as the browser posts it (UTF-8), in a third as many characters: "€"
   * takes three bytes, and what a text area holding megabytes costs the browser (filling it, laying it
   * out, every step after) grows with its characters, not with the bytes they make.
   */
  const hugeText = (bytes: number) => '€'.repeat(Math.ceil(bytes / 3));

  /**
   * Fills the form, ticks the consent and puts `message` into its field last: every step after a field
   * holds megabytes lays out the page anew around it (seconds on a busy machine), so only the send comes after.
   */
  async function fillWithHugeMessage(page: Page, locale: Locale, enquiry: EnquiryValues, message: string) {
    const field = enquiryField(page, locale);
    for (const [name, value] of Object.entries(formValues(enquiry))) if (name !== 'message') await field(name as keyof EnquiryValues).fill(value);
    await page.getByRole('checkbox', { name: enquiryWords[locale].consent }).check();
    await field('message').fill(message);
  }

  test.use({ javaScriptEnabled: false });

  for (const locale of locales) {
    test(`a broken or cut-off form post gets 400 and the page of its language, and delivers nothing (${locale})`, async ({ page, request }) => {
      const written = logFromNow();
      const enquiry = enquiryOf(locale);
      const path = enquiryWords[locale].path;
      const boundary = '----lumoplast0bad';
      const whole = multipart({ ...(await hiddenFields(page, locale)), ...formValues(enquiry), privacyConsent: 'on', locale }, boundary);
      const bodies = [
        { contentType: `multipart/form-data; boundary=${boundary}`, body: 'garbage' },
        { contentType: `multipart/form-data; boundary=${boundary}`, body: whole.slice(0, Math.floor(whole.length * 0.7)) },
        { contentType: 'multipart/form-data', body: whole },
      ];
      for (const { contentType, body } of bodies) {
        for (const target of [path, locale === 'de' ? '/' : '/en/']) {
          const response = await request.post(`${origin}${target}`, { headers: { 'content-type': contentType, origin, ...clientAddressHeaders() }, data: body, maxRedirects: 0 });
          await expectRefusedPage(response, locale, 400, refusedWords[locale].malformed);
        }
      }
      expect(storedEnquiries().filter((record) => String(record.subject).includes(enquiry.marker))).toEqual([]);
      expectQuietLog(written());
    });

    test(`a form post of unannounced length gets 411 (${locale})`, async () => {
      const written = logFromNow();
      const response = await fetch(`${origin}${enquiryWords[locale].path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('subject=a&message=b'));
            controller.close();
          },
        }),
        duplex: 'half',
      } as RequestInit);
      expect(response.status).toBe(411);
      expect(await response.text()).toMatch(refusedWords[locale].lengthRequired);
      expect(response.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
      expectQuietLog(written());
    });

    test(`without JavaScript, a 2 MB message gets the field's error with every value kept, and is not delivered (${locale})`, async ({ page }) => {
      // Filling 2 MB into a text area, posting it and reading 10,000 characters back: three times the budget.
      test.slow();
      const written = logFromNow();
      await page.setExtraHTTPHeaders(clientAddressHeaders());
      const words = enquiryWords[locale];
      const enquiry = enquiryOf(locale);
      // One line, so the value comes back as typed (a browser posts a line break as CR LF); 2 MB of
      // characters of three bytes each (UTF-8), a third as many for the browser to handle.
      const message = `${enquiry.subject}: ${hugeText(2 * 1024 * 1024)}`;
      await page.goto(`${origin}${words.path}`);
      const field = enquiryField(page, locale);
      await fillWithHugeMessage(page, locale, enquiry, message);
      const [response] = await Promise.all([page.waitForResponse((answer) => answer.request().method() === 'POST'), page.getByRole('button', { name: words.send }).click()]);

      expect(response.status()).toBe(200);
      expect(outcomeOfPage(await response.text())).toBe('invalid');
      const max = enquiryBounds.message;
      const tooLong = locale === 'de' ? `„Ihre Nachricht“ darf höchstens ${max} Zeichen lang sein.` : `“Your message” may be at most ${max} characters long.`;
      await expect(field('message')).toHaveAccessibleDescription(new RegExp(tooLong));
      await expect(field('message')).toHaveValue(message.slice(0, enquiryBounds.message * 2));
      for (const name of ['subject', 'name', 'company', 'city', 'email'] as const) await expect(field(name)).toHaveValue(enquiry[name]);
      expect(storedEnquiries().filter((record) => String(record.subject).includes(enquiry.marker))).toEqual([]);
      expectQuietLog(written());
    });

    test(`without JavaScript, a post over the ${formPostCeiling / 1024 / 1024} MB ceiling gets 413 and the page of its language, which leads back to the form (${locale})`, async ({ page }) => {
      // Filling over 4 MB into a text area and posting it: three times the budget.
      test.slow();
      const written = logFromNow();
      await page.setExtraHTTPHeaders(clientAddressHeaders());
      const words = enquiryWords[locale];
      const enquiry = enquiryOf(locale);
      await page.goto(`${origin}${words.path}`);
      await fillWithHugeMessage(page, locale, enquiry, hugeText(formPostCeiling + 1024));
      const [response] = await Promise.all([page.waitForResponse((answer) => answer.request().method() === 'POST'), page.getByRole('button', { name: words.send }).click()]);

      expect(response.status()).toBe(413);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(refusedWords[locale].tooLarge);
      await expect(page.getByRole('alert')).toContainText(`${formPostCeiling / 1024 / 1024} MB`);
      await page.getByRole('link', { name: refusedWords[locale].back }).click();
      await expect(page).toHaveURL(`${origin}${words.path}`);
      await expect(page.getByRole('form', { name: words.form })).toBeVisible();
      expect(storedEnquiries().filter((record) => String(record.subject).includes(enquiry.marker))).toEqual([]);
      expectQuietLog(written());
    });
  }
});

test.describe('Server Action posts', () => {
  /** The contact form's action in this build, as its page names it. */
  async function currentActionId() {
    const html = await (await fetch(`${origin}/kontakt/`)).text();
    return /&quot;id&quot;:&quot;([0-9a-f]+)&quot;/.exec(html)![1]!;
  }

  /** An id of the same form as the current one that this build does not have, as a page of an earlier build names it. */
  const earlierId = (id: string) => `${id.slice(0, 2)}${'0'.repeat(id.length - 2)}`;

  /** A client's fetch of an action, its arguments as React encodes them. */
  const fetchAction = (path: string, id: string, body: string, contentType = 'text/plain;charset=UTF-8') =>
    fetch(`${origin}${path}`, { method: 'POST', headers: { 'next-action': id, 'content-type': contentType, origin, ...clientAddressHeaders() }, body });

  test('a fetch of an action this build lacks gets the 409 Next.js gives it, quietly; a misshapen one 400 instead of a 500', async () => {
    const written = logFromNow();
    const current = await currentActionId();
    for (const path of ['/kontakt/', '/en/contact/']) {
      for (const id of [earlierId(current), 'abc']) {
        const unknown = await fetchAction(path, id, '[{"status":"idle"},"$K1"]');
        expect(unknown.status, `${id} on ${path}`).toBe(409);
        expect(unknown.headers.get('x-nextjs-action-not-found')).toBe('1');
        expect(await unknown.text()).toBe('Server Action unavailable.');
      }
      // The contact form's action is the contact page's alone.
      expect((await fetchAction(path === '/kontakt/' ? '/' : '/en/', current, '[]')).status).toBe(409);
      for (const [body, contentType] of [['garbage', undefined], ['', undefined], ['a=b', 'application/x-www-form-urlencoded']] as const) {
        const misshapen = await fetchAction(path, current, body, contentType);
        expect(misshapen.status, `${body} as ${contentType}`).toBe(400);
        expect(misshapen.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
      }
      // Arguments that are no form: the action refuses them itself, without a 500.
      expect((await fetchAction(path, current, '["x",5]')).status).toBe(200);
    }
    expectQuietLog(written());
  });

  test('a form post naming an action in a way the site’s pages never do gets 400 instead of a 500', async ({ request }) => {
    const written = logFromNow();
    const current = await currentActionId();
    const forms: Record<string, string>[] = [
      { [`$ACTION_ID_${current}`]: '', locale: 'de' },
      { $ACTION_REF_1: '', '$ACTION_1:0': JSON.stringify({ id: current, bound: '$@7' }), locale: 'de' },
      { $ACTION_REF_1: '', '$ACTION_1:0': 'notjson', locale: 'de' },
    ];
    for (const multipart of forms) {
      const response = await request.post(`${origin}/kontakt/`, { multipart, headers: { origin, ...clientAddressHeaders() }, maxRedirects: 0 });
      expect(response.status(), JSON.stringify(multipart)).toBe(400);
      expectSecurityHeaders(response, await response.text());
    }
    expectQuietLog(written());
  });

  test('an enquiry posted from another site’s page, or with an Origin that is no address, gets 403 and the refusal page of its language instead of a 500, quietly, and is not delivered', async ({ request }) => {
    const written = logFromNow();
    const current = await currentActionId();
    const headings = { de: 'Ihre Anfrage kam nicht von unserer Website', en: 'Your enquiry did not come from our website' };
    for (const locale of locales) {
      const path = locale === 'de' ? '/kontakt/' : '/en/contact/';
      const enquiry = enquiryOf(locale);
      // The contact form as a browser posts it without JavaScript, from a page elsewhere.
      const multipart = { $ACTION_REF_1: '', '$ACTION_1:0': JSON.stringify({ id: current, bound: '$@1' }), '$ACTION_1:1': '[{"status":"idle"}]', ...formValues(enquiry), privacyConsent: 'on', locale };
      for (const foreign of ['https://attacker.example', 'null', 'not an address', `${origin}.attacker.example`]) {
        const response = await request.post(`${origin}${path}`, { multipart, headers: { origin: foreign, ...clientAddressHeaders() }, maxRedirects: 0 });
        expect(response.status(), `${foreign} on ${path}`).toBe(403);
        const html = await response.text();
        expect(html).toContain(`<h1>${headings[locale]}</h1>`);
        expect(html).toContain(`lang="${locale}"`);
        expectSecurityHeaders(response, html);
        // With JavaScript, the client's fetch of the action: refused alike.
        const fetched = await fetch(`${origin}${path}`, { method: 'POST', headers: { 'next-action': current, 'content-type': 'text/plain;charset=UTF-8', origin: foreign, ...clientAddressHeaders() }, body: '[{"status":"idle"},"$K1"]' });
        expect(fetched.status, foreign).toBe(403);
      }
      expect(storedEnquiries().filter((record) => String(record.subject).includes(enquiry.marker))).toEqual([]);
    }
    expectQuietLog(written());
  });

  const outdatedWords = {
    de: { heading: 'Diese Seite wurde inzwischen aktualisiert', resend: 'Anfrage jetzt senden' },
    en: { heading: 'This page has been updated in the meantime', resend: 'Send the enquiry now' },
  } as const;

  /** The contact page as a build before this one served it: its form names an action this build does not have (and its policy lists its scripts). */
  async function servePageOfEarlierBuild(page: Page, path: string) {
    const current = await currentActionId();
    await page.route(`${origin}${path}`, async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const response = await route.fetch();
      const body = (await response.text()).replaceAll(current, earlierId(current));
      await route.fulfill({ response, body, headers: headersOfChangedPage(response.headers(), body) });
    });
  }

  for (const javaScriptEnabled of [false, true]) {
    test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
      test.use({ javaScriptEnabled });

      for (const locale of locales) {
        test(`an enquiry sent from a page opened before the site was updated gets a page of its language that sends it again as typed (${locale})`, async ({ page }) => {
          const written = logFromNow();
          await page.setExtraHTTPHeaders(clientAddressHeaders());
          const words = enquiryWords[locale];
          const enquiry = enquiryOf(locale);
          await servePageOfEarlierBuild(page, words.path);
          const refusedPage = page.waitForResponse((response) => response.request().method() === 'POST' && response.request().resourceType() === 'document');
          if (javaScriptEnabled) {
            await loadHydrated(page, () => page.goto(`${origin}${words.path}`));
            await fillEnquiryWithKeyboard(page, locale, enquiry);
            await sendWithKeyboard(page, locale);
          } else {
            await page.goto(`${origin}${words.path}`);
            const field = enquiryField(page, locale);
            for (const [name, value] of Object.entries(formValues(enquiry))) await field(name as keyof EnquiryValues).fill(value);
            await page.getByRole('checkbox', { name: words.consent }).check();
            await page.getByRole('button', { name: words.send }).click();
          }

          expect((await refusedPage).status()).toBe(409);
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(outdatedWords[locale].heading);
          expect(storedWith(enquiry.marker)).toEqual([]);

          const [resent] = await Promise.all([
            page.waitForResponse((response) => response.request().method() === 'POST'),
            page.getByRole('button', { name: outdatedWords[locale].resend }).click(),
          ]);
          expect(resent.status()).toBe(200);
          await expect(page.getByRole('status').filter({ hasText: words.success })).toBeVisible();
          await expect.poll(() => storedWith(enquiry.marker)).toEqual([expectedRecord(enquiry, locale)]);
          expectQuietLog(written());
        });
      }
    });
  }
});

test.describe('the image endpoint', () => {
  test('answers a path outside the media files with 400 and a missing file with 404, with no stack trace', async ({ request }) => {
    const written = logFromNow();
    for (const url of ['/../../etc/passwd', '/media/../../etc/passwd', '/kontakt/', '/_next/static/chunks/x.js', '/api/health/']) {
      const response = await request.get(`${origin}/_next/image?url=${encodeURIComponent(url)}&w=64&q=75`);
      expect(response.status(), url).toBe(400);
      expectSecurityHeaders(response);
    }
    expectQuietLog(written());

    const missingLog = logFromNow();
    const missing = await request.get(`${origin}/_next/image?url=${encodeURIComponent('/media/gibt-es-nicht.png')}&w=64&q=75`);
    expect(missing.status()).toBe(404);
    expectSecurityHeaders(missing);
    // Next.js notes the missing file in one line; no stack trace, no 500.
    expect(missingLog()).not.toMatch(/^\s+at |Error:|\b500\b/m);
  });
});
