import { expect, type APIRequestContext, type Browser } from '@playwright/test';
import { test } from './site-test';
import { locales } from '@/lib/routing/locales';
import {
  clientAddressHeaders,
  enquiryField,
  enquiryOf,
  enquiryWords,
  expectedRecord,
  formValues,
  openAndFillWithKeyboard,
  outcomeOfPage,
  sendWithKeyboard,
  storedWith,
  type EnquiryValues,
} from './contact-enquiry';


test.describe('an enquiry through the contact form', () => {
  test.use({ extraHTTPHeaders: clientAddressHeaders() });

  for (const locale of locales) {
    test(`lands in the embedded store with exactly the fields entered, sent with the keyboard only (${locale})`, async ({ page }) => {
      const words = enquiryWords[locale];
      const enquiry = await openAndFillWithKeyboard(page, locale);

      const review = page.getByRole('group', { name: new RegExp(words.steps[2]) });
      for (const [name, label] of Object.entries(words.labels)) {
        await expect(review.getByRole('definition').filter({ hasText: enquiry[name as keyof EnquiryValues].split('\n')[0] }).first()).toBeVisible();
        await expect(review.getByRole('term').filter({ hasText: label }).first()).toBeVisible();
      }
      await sendWithKeyboard(page, locale);

      const success = page.getByRole('status').filter({ hasText: words.success });
      await expect(success).toBeVisible();
      await expect(success).toBeFocused();
      await expect.poll(() => storedWith(enquiry.marker)).toEqual([expectedRecord(enquiry, locale)]);
    });
  }

  test('shows one step at a time and says what is missing, in the field’s own words', async ({ page }) => {
    await page.goto('/en/contact/');
    const form = page.getByRole('form', { name: 'Contact form' });
    await expect(form.getByRole('heading', { name: /Your request/ })).toBeVisible();
    await expect(form.getByRole('heading', { name: /Your contact details/ })).toBeHidden();
    await form.getByRole('button', { name: 'Next' }).click();
    const subject = enquiryField(page, 'en')('subject');
    await expect(subject).toBeFocused();
    await expect(subject).toHaveAccessibleDescription(/Please enter a subject\./);
    await expect(subject).toHaveAttribute('aria-invalid', 'true');
  });

  test('a field’s message goes as the visitor corrects it, so the “Next” clicked right after counts', async ({ page }) => {
    const words = enquiryWords.de;
    const field = enquiryField(page, 'de');
    await page.goto(words.path);
    const next = page.getByRole('group', { name: new RegExp(words.steps[0]) }).getByRole('button', { name: words.next });
    await next.click();
    await expect(field('subject')).toBeFocused();
    await expect(field('message')).toHaveAttribute('aria-invalid', 'true');

    await field('subject').fill('Angebot Dosierkappe');
    await field('message').fill('Wir brauchen 50.000 Stück.');
    // Still in the field, the message is gone: nothing moves when the visitor presses “Next”.
    await expect(field('message')).toBeFocused();
    await expect(field('message')).not.toHaveAttribute('aria-invalid');
    await expect(field('message')).not.toHaveAccessibleDescription(/Bitte schreiben Sie uns Ihre Nachricht/);
    await next.click();
    await expect(page.getByRole('heading', { name: words.steps[1] })).toBeFocused();
  });
});

/** The form as a browser without JavaScript posts it: its hidden framework fields plus the visitor's. */
async function formPostWithoutJavaScript(browser: Browser, path: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(path);
  const hidden = page.locator('form[method="POST" i] input[type="hidden"], form[method="post" i] input[type="hidden"]');
  const fields: Record<string, string> = {};
  for (const input of await hidden.all()) fields[(await input.getAttribute('name'))!] = (await input.getAttribute('value')) ?? '';
  await context.close();
  return fields;
}

async function postEnquiry(request: APIRequestContext, path: string, fields: Record<string, string>, address: string) {
  const origin = new URL(test.info().project.use.baseURL ?? 'http://localhost:3100').origin;
  const response = await request.post(path, { multipart: fields, headers: { 'x-forwarded-for': address, origin } });
  return { status: response.status(), html: await response.text() };
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, extraHTTPHeaders: clientAddressHeaders() });

  for (const locale of locales) {
    test(`all three steps are one form, and an enquiry is still delivered (${locale})`, async ({ page }) => {
      const words = enquiryWords[locale];
      const enquiry = enquiryOf(locale);
      await page.goto(words.path);
      // The form names its own page as its action (an empty `action=""` is not valid HTML): the post goes there.
      await expect(page.getByRole('form')).toHaveAttribute('action', words.path);
      const field = enquiryField(page, locale);
      for (const step of words.steps) await expect(page.getByRole('heading', { name: new RegExp(step) })).toBeVisible();
      await expect(page.getByRole('button', { name: words.next })).toBeHidden();

      for (const name of Object.keys(words.labels) as (keyof EnquiryValues)[]) await field(name).fill(enquiry[name]);
      await page.getByRole('checkbox', { name: words.consent }).check();
      await page.getByRole('button', { name: words.send }).click();

      await expect(page.getByText(words.success)).toBeVisible();
      await expect.poll(() => storedWith(enquiry.marker)).toEqual([expectedRecord(enquiry, locale)]);
    });
  }

  test('a refused post comes back with its messages and every value', async ({ page }) => {
    const enquiry = enquiryOf('de');
    await page.goto('/kontakt/');
    const field = enquiryField(page, 'de');
    for (const [name, value] of Object.entries(formValues(enquiry))) {
      await field(name as keyof EnquiryValues).fill(name === 'email' ? 'juergen.weiss@' : value);
    }
    await page.getByRole('button', { name: 'Anfrage senden' }).click();

    await expect(page.getByRole('alert').filter({ hasText: 'Bitte prüfen Sie die markierten Felder.' })).toBeVisible();
    await expect(field('email')).toHaveAccessibleDescription(/vollständige E-Mail-Adresse mit Domain/);
    await expect(page.getByRole('checkbox', { name: /Datenschutzerklärung/ })).toHaveAccessibleDescription(/Bitte bestätigen Sie/);
    await expect(field('subject')).toHaveValue(enquiry.subject);
    await expect(field('message')).toHaveValue(enquiry.message);
    await expect(field('email')).toHaveValue('juergen.weiss@');
    expect(storedWith(enquiry.marker)).toEqual([]);
  });
});

test.describe('the Server Action under load and abuse', () => {
  test('20 concurrent submissions all land as 20 intact lines', async ({ browser, request }) => {
    const hidden = await formPostWithoutJavaScript(browser, '/en/contact/');
    expect(Object.keys(hidden).some((name) => name.startsWith('$ACTION'))).toBe(true);
    const enquiries = Array.from({ length: 20 }, (_, index) => enquiryOf('en', ` #${index}`));
    const batch = enquiries[0]!.marker;
    const responses = await Promise.all(
      enquiries.map((enquiry, index) => {
        const values = formValues({ ...enquiry, subject: `${enquiry.subject} batch ${batch}` });
        return postEnquiry(request, '/en/contact/', { ...hidden, ...values, privacyConsent: 'on' }, `172.16.${index}.${Math.floor(Math.random() * 250) + 1}`);
      }),
    );
    for (const response of responses) {
      expect(response.status).toBe(200);
      expect(outcomeOfPage(response.html)).toBe('sent');
    }
    const stored = storedWith(`batch ${batch}`);
    expect(stored).toHaveLength(20);
    expect(stored).toEqual(
      expect.arrayContaining(enquiries.map((enquiry) => expectedRecord({ ...enquiry, subject: `${enquiry.subject} batch ${batch}` }, 'en'))),
    );
  });

  test('a filled honeypot gets the neutral error and stores nothing', async ({ browser, request }) => {
    const hidden = await formPostWithoutJavaScript(browser, '/kontakt/');
    const enquiry = enquiryOf('de');
    const response = await postEnquiry(request, '/kontakt/', { ...hidden, ...formValues(enquiry), privacyConsent: 'on', website: 'https://cheap-pills.example' }, '192.0.2.10');
    expect(outcomeOfPage(response.html)).toBe('failed');
    expect(response.html).toContain(enquiryWords.de.failure);
    expect(storedWith(enquiry.marker)).toEqual([]);
  });

  test('the sixth enquiry within ten minutes from one address gets the neutral error and is not stored', async ({ browser, request }) => {
    const hidden = await formPostWithoutJavaScript(browser, '/kontakt/');
    const address = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const outcomes = [];
    const markers = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const enquiry = enquiryOf('de');
      markers.push(enquiry.marker);
      const response = await postEnquiry(request, '/kontakt/', { ...hidden, ...formValues(enquiry), privacyConsent: 'on' }, address);
      outcomes.push(outcomeOfPage(response.html));
    }
    expect(outcomes).toEqual(['sent', 'sent', 'sent', 'sent', 'sent', 'failed']);
    expect(storedWith(markers[5]!)).toEqual([]);
  });
});
