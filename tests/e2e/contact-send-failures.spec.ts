import { expect, type Page, type Route } from '@playwright/test';
import { test } from './site-test';
import { locales } from '@/lib/routing/locales';
import { clientAddressHeaders, enquiryOf, enquiryWords, expectEveryValueKept, expectedRecord, fillEnquiry, storedWith } from './contact-enquiry';

/**
 * A send that fails between the browser and the site — a phone losing signal, a proxy answering 502
 * while an instance restarts — never wipes the contact form: the form says that the transmission failed,
 * every value stays, and the visitor sends again. An enquiry whose answer was lost after the site kept
 * it is kept once, however often it is sent again (the form sends it with the same id).
 */
// Each test sends from an address of its own, within its own rate limit.
test.beforeEach(async ({ page }) => page.setExtraHTTPHeaders(clientAddressHeaders()));

/** The next Server Action request (a POST of the contact page with Next.js's action header) goes to `handle`; the others pass. */
async function onNextSend(page: Page, path: string, handle: (route: Route) => Promise<void>) {
  let handled = false;
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const request = route.request();
      if (handled || request.method() !== 'POST' || !(await request.headerValue('next-action'))) return route.fallback();
      handled = true;
      await handle(route);
    },
  );
}

async function expectTransmissionFailureInForm(page: Page, locale: (typeof locales)[number]) {
  const alert = page.getByRole('alert').filter({ hasText: enquiryWords[locale].failure });
  await expect(alert).toBeVisible();
  await expect(alert).toBeFocused();
  await expect(page.getByText(/Fehler 500|Error 500/)).toHaveCount(0);
}

for (const locale of locales) {
  const words = enquiryWords[locale];

  test(`a send aborted on the network keeps the enquiry in the form, and sending again delivers it once (${locale})`, async ({ page }) => {
    const enquiry = enquiryOf(locale);
    await page.goto(words.path);
    await fillEnquiry(page, locale, enquiry);
    await onNextSend(page, words.path, (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: words.send }).click();

    await expectTransmissionFailureInForm(page, locale);
    await expectEveryValueKept(page, locale, enquiry);
    expect(storedWith(enquiry.marker)).toEqual([]);

    await page.getByRole('button', { name: words.send }).click();
    await expect(page.getByRole('status').filter({ hasText: words.success })).toBeVisible();
    await expect.poll(() => storedWith(enquiry.marker)).toEqual([expectedRecord(enquiry, locale)]);
  });

  test(`a send the site kept but whose answer a proxy replaced with 502 is kept once when sent again (${locale})`, async ({ page }) => {
    const enquiry = enquiryOf(locale);
    await page.goto(words.path);
    await fillEnquiry(page, locale, enquiry);
    await onNextSend(page, words.path, async (route) => {
      // The site receives and keeps the enquiry; its answer is lost on the way back.
      await route.fetch();
      await route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body><h1>502 Bad Gateway</h1></body></html>' });
    });
    await page.getByRole('button', { name: words.send }).click();

    await expectTransmissionFailureInForm(page, locale);
    await expectEveryValueKept(page, locale, enquiry);
    await expect.poll(() => storedWith(enquiry.marker)).toEqual([expectedRecord(enquiry, locale)]);

    await page.getByRole('button', { name: words.send }).click();
    await expect(page.getByRole('status').filter({ hasText: words.success })).toBeVisible();
    expect(storedWith(enquiry.marker)).toEqual([expectedRecord(enquiry, locale)]);
  });
}

test('when the network drops before the form’s checks have loaded, the form says so and keeps everything, without a reload', async ({ page }) => {
  const enquiry = enquiryOf('en');
  await page.goto(enquiryWords.en.path);
  await page.evaluate(() => ((window as { stayedOnPage?: boolean }).stayedOnPage = true));
  // Every script not loaded yet (the checks' schema loads on the first use of the form) fails.
  await page.route('**/_next/static/chunks/**', (route) => route.abort('internetdisconnected'));
  const field = (name: 'subject' | 'message') => page.getByRole('form', { name: enquiryWords.en.form }).getByLabel(new RegExp(`^${enquiryWords.en.labels[name]}( \\*)?$`));
  await field('subject').fill(enquiry.subject);
  await field('message').fill(enquiry.message);
  const next = page.getByRole('group', { name: new RegExp(enquiryWords.en.steps[0]) }).getByRole('button', { name: enquiryWords.en.next });
  await next.click();

  await expectTransmissionFailureInForm(page, 'en');
  await expect(field('subject')).toHaveValue(enquiry.subject);
  await expect(field('message')).toHaveValue(enquiry.message);
  expect(await page.evaluate(() => (window as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);

  await page.unroute('**/_next/static/chunks/**');
  await next.click();
  await expect(page.getByRole('heading', { name: enquiryWords.en.steps[1] })).toBeFocused();
  await expect(page.getByRole('alert').filter({ hasText: enquiryWords.en.failure })).toHaveCount(0);
});
