import { expect, type APIRequestContext } from '@playwright/test';
import { test } from '../site-test';
import { locales } from '@/lib/routing/locales';
import { copyBuild, startInstance } from '../../../scripts/cluster/services.mjs';
import {
  clientAddressHeaders,
  enquiryOf,
  enquiryWords,
  expectedRecord,
  expectEveryValueKept,
  fillEnquiryWithKeyboard,
  openAndFillWithKeyboard,
  sendWithKeyboard,
  storedEnquiries,
} from '../contact-enquiry';
import cms from './cms-environment.json' with { type: 'json' };

/**
 * With `BACKEND_URL` set the form posts `contact-requests` to the CMS through the outbox. Nothing may be
 * lost: when the CMS fails the outbox keeps the enquiry and delivers it once the CMS is back; only when
 * the outbox cannot store does the visitor get the error, with every value to send again. The CMS's
 * enquiry mode is shared, so the steps run in order.
 */
test.describe.configure({ mode: 'serial' });
test.use({ extraHTTPHeaders: clientAddressHeaders() });

const cmsAdmin = `http://localhost:${cms.cmsPort}/__admin`;
/** The port of the instance whose outbox cannot store (of the ports the outbox's tests use, tests/e2e/cluster/outbox.spec.ts). */
const unstorablePort = 3425;

async function setContactMode(request: APIRequestContext, mode: 'up' | 'error') {
  await request.post(`${cmsAdmin}/contact-mode`, { data: { mode } });
}

async function receivedWith(request: APIRequestContext, marker: string) {
  const records = (await (await request.get(`${cmsAdmin}/contact-requests`)).json()) as { type: string; attributes: Record<string, unknown> }[];
  return records.filter((record) => String(record.attributes.subject).includes(marker));
}

test.afterEach(async ({ request }) => setContactMode(request, 'up'));

for (const locale of locales) {
  test(`when the CMS answers 500 the visitor is told the enquiry is sent, and it arrives exactly once when the CMS is back (${locale})`, async ({ page, request }) => {
    const words = enquiryWords[locale];
    await setContactMode(request, 'error');
    const enquiry = await openAndFillWithKeyboard(page, locale);
    await sendWithKeyboard(page, locale);

    // The outbox keeps it (docs/operations.md): the visitor is done.
    const success = page.getByRole('status').filter({ hasText: words.success });
    await expect(success).toBeVisible();
    await expect(success).toBeFocused();
    expect(await receivedWith(request, enquiry.marker)).toEqual([]);

    await setContactMode(request, 'up');
    // The site's retry pauses are capped at 1 s here (OUTBOX_RETRY_CAP_MS, playwright.config.ts).
    await expect.poll(() => receivedWith(request, enquiry.marker), { timeout: 15_000 }).toHaveLength(1);
    const received = await receivedWith(request, enquiry.marker);
    expect(received).toEqual([{ type: 'contact-requests', id: expect.stringMatching(/^[0-9a-f-]{36}$/), attributes: expectedRecord(enquiry, locale) }]);
  });
}

test('when the outbox cannot store, the error shows with every value kept and nothing is sent', async ({ page, request }) => {
  test.setTimeout(120_000);
  // An instance of its own (a copy of the build) whose outbox folder cannot be made: below a file.
  const instance = await startInstance({
    distDir: copyBuild(cms.distDir, 'outbox-unstorable'),
    port: unstorablePort,
    env: {
      BACKEND_URL: `http://localhost:${cms.cmsPort}/v1/`,
      BACKEND_TOKEN: cms.token,
      TRUSTED_PROXY_HOPS: '1',
      ENQUIRY_CEILING_PER_MINUTE: '1000',
      OUTBOX_DIR: '/dev/null/outbox',
    },
  });
  try {
    const words = enquiryWords.en;
    const enquiry = enquiryOf('en');
    await page.goto(`${instance.origin}${words.path}`);
    await fillEnquiryWithKeyboard(page, 'en', enquiry);
    await sendWithKeyboard(page, 'en');
    const failure = page.getByRole('alert').filter({ hasText: words.failure });
    await expect(failure).toBeVisible();
    await expect(failure).toBeFocused();
    await expectEveryValueKept(page, 'en', enquiry);
    expect(await receivedWith(request, enquiry.marker)).toEqual([]);
  } finally {
    await instance.stop();
  }
});

test('nothing is written to the embedded store in CMS mode', async ({ page, request }) => {
  const enquiry = await openAndFillWithKeyboard(page, 'en');
  await sendWithKeyboard(page, 'en');
  await expect(page.getByRole('status').filter({ hasText: enquiryWords.en.success })).toBeVisible();
  expect(await receivedWith(request, enquiry.marker)).toHaveLength(1);
  expect(storedEnquiries().filter((record) => String(record.subject).includes(enquiry.marker))).toEqual([]);
});
