import { expect, test, type APIRequestContext } from '@playwright/test';
import { locales } from '@/lib/routing/locales';
import { clientAddressHeaders, enquiryWords, expectedRecord, expectEveryValueKept, openAndFillWithKeyboard, sendWithKeyboard, storedEnquiries } from '../contact-enquiry';
import cms from './cms-environment.json' with { type: 'json' };

/**
 * With `BACKEND_URL` set the form posts `contact-requests` to the CMS. Nothing may be lost: when the
 * CMS fails the visitor keeps every value and sends again once it is back. The CMS's enquiry mode is
 * shared, so the steps run in order.
 */
test.describe.configure({ mode: 'serial' });
test.use({ extraHTTPHeaders: clientAddressHeaders() });

const cmsAdmin = `http://localhost:${cms.cmsPort}/__admin`;

async function setContactMode(request: APIRequestContext, mode: 'up' | 'error') {
  await request.post(`${cmsAdmin}/contact-mode`, { data: { mode } });
}

async function receivedWith(request: APIRequestContext, marker: string) {
  const records = (await (await request.get(`${cmsAdmin}/contact-requests`)).json()) as { type: string; attributes: Record<string, unknown> }[];
  return records.filter((record) => String(record.attributes.subject).includes(marker));
}

test.afterEach(async ({ request }) => setContactMode(request, 'up'));

for (const locale of locales) {
  test(`when the CMS answers 500 the error shows with every value kept, and a second send after it recovers delivers exactly one record (${locale})`, async ({ page, request }) => {
    const words = enquiryWords[locale];
    await setContactMode(request, 'error');
    const enquiry = await openAndFillWithKeyboard(page, locale);
    await sendWithKeyboard(page, locale);

    // (Next.js's route announcer is an alert too.)
    const failure = page.getByRole('alert').filter({ hasText: words.failure });
    await expect(failure).toBeVisible();
    await expect(failure).toBeFocused();
    await expectEveryValueKept(page, locale, enquiry);
    expect(await receivedWith(request, enquiry.marker)).toEqual([]);

    await setContactMode(request, 'up');
    await sendWithKeyboard(page, locale);
    await expect(page.getByRole('status').filter({ hasText: words.success })).toBeVisible();
    const received = await receivedWith(request, enquiry.marker);
    expect(received).toHaveLength(1);
    expect(received[0]).toEqual({ type: 'contact-requests', id: expect.any(String), attributes: expectedRecord(enquiry, locale) });
  });
}

test('nothing is written to the embedded store in CMS mode', async ({ page, request }) => {
  const enquiry = await openAndFillWithKeyboard(page, 'en');
  await sendWithKeyboard(page, 'en');
  await expect(page.getByRole('status').filter({ hasText: enquiryWords.en.success })).toBeVisible();
  expect(await receivedWith(request, enquiry.marker)).toHaveLength(1);
  expect(storedEnquiries().filter((record) => String(record.subject).includes(enquiry.marker))).toEqual([]);
});
