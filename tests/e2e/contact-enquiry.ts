import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '@/lib/routing/locales';
import { loadHydrated } from './hydration';

/** What a visitor reads on the contact form, in both languages. */
export const enquiryWords = {
  de: {
    path: '/kontakt/',
    form: 'Kontaktformular',
    labels: { subject: 'Betreff', message: 'Ihre Nachricht', name: 'Name', company: 'Unternehmen', city: 'Ort', email: 'E-Mail-Adresse' },
    consent: /Ich habe die Datenschutzerklärung/,
    next: 'Weiter',
    send: 'Anfrage senden',
    steps: ['Ihr Anliegen', 'Ihre Kontaktdaten', 'Prüfen und senden'],
    success: 'Vielen Dank für Ihre Nachricht, wir werden uns in Kürze bei Ihnen melden.',
    failure: 'Bei der Übermittlung ist ein Fehler aufgetreten, bitte versuchen Sie es erneut.',
  },
  en: {
    path: '/en/contact/',
    form: 'Contact form',
    labels: { subject: 'Subject', message: 'Your message', name: 'Name', company: 'Company', city: 'City', email: 'E-mail address' },
    consent: /I have read the privacy notice/,
    next: 'Next',
    send: 'Send enquiry',
    steps: ['Your request', 'Your contact details', 'Check and send'],
    success: 'Thank you for your message, we will contact you shortly.',
    failure: 'An error occurred during transmission, please try again.',
  },
} as const;

export type EnquiryValues = Record<keyof (typeof enquiryWords)['de']['labels'], string>;

/** An enquiry with a marker of its own, so a test finds exactly its record among everybody's. */
export function enquiryOf(locale: Locale, note = ''): EnquiryValues & { marker: string } {
  const marker = randomUUID().slice(0, 8);
  return locale === 'de'
    ? {
        marker,
        subject: `Angebot Dosierkappe ${marker}${note}`,
        message: `Guten Tag,\nwir suchen einen Lieferanten für 250.000 Dosierkappen aus PP im Jahr.\nViele Grüße – Jürgen Weiß`,
        name: 'Jürgen Weiß',
        company: 'Weiß Kosmetik GmbH & Co. KG',
        city: 'Gießen',
        email: `juergen.weiss+${marker}@example.de`,
      }
    : {
        marker,
        subject: `Quotation for a dosing cap ${marker}${note}`,
        message: `Hello,\nwe are looking for a supplier of 250,000 PP dosing caps a year.\nKind regards, Jane O'Neill`,
        name: "Jane O'Neill",
        company: 'O’Neill Cosmetics Ltd',
        city: 'Leeds',
        email: `jane.oneill+${marker}@example.com`,
      };
}

/** A client address of its own per test, so the tests do not share one rate limit. */
export function clientAddressHeaders() {
  const part = () => Math.floor(Math.random() * 250) + 1;
  return { 'x-forwarded-for': `10.${part()}.${part()}.${part()}` };
}

/** Presses Tab until `target` has the focus, as a keyboard user would. */
export async function tabTo(page: Page, target: Locator, { backwards = false, limit = 150 } = {}) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** A field of the form by its label. */
export function enquiryField(page: Page, locale: Locale) {
  const words = enquiryWords[locale];
  // A mandatory field's label ends in an asterisk.
  return (name: keyof EnquiryValues) => page.getByRole('form', { name: words.form }).getByLabel(new RegExp(`^${words.labels[name]}( \\*)?$`));
}

/** Fills the three steps with the keyboard alone, up to the ticked consent. */
export async function fillEnquiryWithKeyboard(page: Page, locale: Locale, enquiry: EnquiryValues) {
  // Typing a whole enquiry key by key (~600 key presses, a check of the focus before each Tab) takes a few
  // seconds on a quiet machine and over 30 s on a busy one: a test that does it gets three times the budget.
  test.slow();
  const words = enquiryWords[locale];
  const field = enquiryField(page, locale);
  const typeInto = async (name: keyof EnquiryValues) => {
    await tabTo(page, field(name));
    await page.keyboard.type(enquiry[name]);
  };

  await typeInto('subject');
  // The message spans lines: Enter in a text area starts a new line.
  await tabTo(page, field('message'));
  for (const [index, line] of enquiry.message.split('\n').entries()) {
    if (index > 0) await page.keyboard.press('Enter');
    await page.keyboard.type(line);
  }
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: words.next })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: words.steps[1] })).toBeFocused();

  for (const name of ['name', 'company', 'city', 'email'] as const) await typeInto(name);
  // Enter in a field goes on to the next step.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: words.steps[2] })).toBeFocused();

  const consent = page.getByRole('checkbox', { name: words.consent });
  await tabTo(page, consent);
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
}

/** Opens the contact form and fills its three steps with the keyboard alone: a new enquiry of its own, returned. */
export async function openAndFillWithKeyboard(page: Page, locale: Locale): Promise<EnquiryValues & { marker: string }> {
  const enquiry = enquiryOf(locale);
  await page.goto(enquiryWords[locale].path);
  await fillEnquiryWithKeyboard(page, locale, enquiry);
  return enquiry;
}

/** Every value of the enquiry is still in its field, the consent still ticked (after a failed send). */
export async function expectEveryValueKept(page: Page, locale: Locale, enquiry: EnquiryValues) {
  const field = enquiryField(page, locale);
  for (const [name, value] of Object.entries(formValues(enquiry))) await expect(field(name as keyof EnquiryValues)).toHaveValue(value);
  await expect(page.getByRole('checkbox', { name: enquiryWords[locale].consent })).toBeChecked();
}

export async function sendWithKeyboard(page: Page, locale: Locale) {
  await tabTo(page, page.getByRole('button', { name: enquiryWords[locale].send }));
  await page.keyboard.press('Enter');
}

/** What the page rendered after a post without JavaScript says of it (`data-enquiry-outcome` of its message). */
export function outcomeOfPage(html: string): string {
  return /data-enquiry-outcome="(\w+)"/.exec(html)?.[1] ?? 'none';
}

/** The enquiries the embedded default stored (`npm start` and the end-to-end server run in the repository). */
export function storedEnquiries(): Record<string, unknown>[] {
  try {
    return readFileSync(join(process.cwd(), '.data', 'contact-requests.jsonl'), 'utf8')
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  } catch {
    return [];
  }
}

/** The stored records whose subject carries `marker`, without the fields the store adds. */
export function storedWith(marker: string) {
  return storedEnquiries()
    .filter((record) => String(record.subject).includes(marker))
    .map(({ id, receivedAt, ...record }) => {
      expect(id).toEqual(expect.any(String));
      expect(Date.parse(String(receivedAt))).not.toBeNaN();
      return record;
    });
}

/** The fields a visitor fills in, without the test's marker. */
export function formValues({ subject, message, name, company, city, email }: EnquiryValues): EnquiryValues {
  return { subject, message, name, company, city, email };
}

/** The record an enquiry should become: exactly the fields entered, the consent and the language. */
export function expectedRecord(enquiry: EnquiryValues, locale: Locale) {
  return { ...formValues(enquiry), privacyConsent: true, locale };
}

/** Fills the three steps as a visitor with a mouse does, up to the ticked consent (quicker than the keyboard). */
export async function fillEnquiry(page: Page, locale: Locale, enquiry: EnquiryValues) {
  const words = enquiryWords[locale];
  const field = enquiryField(page, locale);
  const step = (index: number) => page.getByRole('group', { name: new RegExp(words.steps[index]!) });
  await field('subject').fill(enquiry.subject);
  await field('message').fill(enquiry.message);
  await step(0).getByRole('button', { name: words.next }).click();
  for (const name of ['name', 'company', 'city', 'email'] as const) await field(name).fill(enquiry[name]);
  await step(1).getByRole('button', { name: words.next }).click();
  await page.getByRole('checkbox', { name: words.consent }).check();
}

/**
 * The contact form's hidden fields as a browser without JavaScript posts them (React's fields name the
 * Server Action), read from the contact page at `origin` (an instance or the front door).
 */
export async function enquiryFormFields(request: APIRequestContext, origin: string, locale: Locale = 'de'): Promise<Record<string, string>> {
  const html = await (await request.get(`${origin}${enquiryWords[locale].path}`)).text();
  const form = new RegExp(`<form[^>]*aria-label="${enquiryWords[locale].form}"[^>]*>[\\s\\S]*?</form>`).exec(html)?.[0] ?? '';
  const hidden = [...form.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?/g)].map((match) => [match[1] as string, match[2] ?? ''] as const);
  expect(hidden.filter(([name]) => name.startsWith('$ACTION')).length).toBeGreaterThan(1);
  return Object.fromEntries(hidden.map(([name, value]) => [name, value.replaceAll('&quot;', '"').replaceAll('&amp;', '&')]));
}

/**
 * An enquiry posted as a browser without JavaScript does, to the contact page at `origin` in `locale`
 * (with `form`, that page's hidden fields: `enquiryFormFields`): what the answering page says of it.
 */
export async function postEnquiryWithoutJavaScript(request: APIRequestContext, origin: string, form: Record<string, string>, enquiry: EnquiryValues, locale: Locale = 'de') {
  const answer = await request.post(`${origin}${enquiryWords[locale].path}`, {
    headers: clientAddressHeaders(),
    maxRedirects: 0,
    multipart: { ...form, ...formValues(enquiry), privacyConsent: 'on', website: '' },
  });
  expect(answer.status()).toBe(200);
  return outcomeOfPage(await answer.text());
}

/** An enquiry sent through the stepped form at `origin` with JavaScript (the Server Action), until its message shows. */
export async function sendEnquiryWithJavaScript(browser: Browser, origin: string, locale: Locale, enquiry: EnquiryValues) {
  const context = await browser.newContext({ extraHTTPHeaders: clientAddressHeaders() });
  const page = await context.newPage();
  const words = enquiryWords[locale];
  try {
    await loadHydrated(page, () => page.goto(`${origin}${words.path}`));
    await fillEnquiry(page, locale, enquiry);
    await page.getByRole('button', { name: words.send }).click();
    await expect(page.getByRole('status').filter({ hasText: words.success })).toBeVisible({ timeout: 15_000 });
  } finally {
    await context.close();
  }
}
