import { expect, type Page, type Response, type Route } from '@playwright/test';
import { test } from './site-test';
import { loadHydrated } from './hydration';
import { clientAddressHeaders, enquiryField, enquiryOf, enquiryWords, expectedRecord, storedWith } from './contact-enquiry';

/**
 * The contact form's script costs nothing until the visitor reaches for the form
 * (components/contact/enquiry-form-code.ts): the page loads and hydrates without it, the form's
 * server HTML takes what the visitor types meanwhile, and what needed the script (a click on "Next")
 * is done once it has come.
 */
test.use({ extraHTTPHeaders: clientAddressHeaders() });

// A string only the form's own code holds (a message key of its review, components/contact/EnquiryReview.tsx).
const formCodeMarker = 'review.notGiven';

/** Whether a script response is the form's code. */
async function isFormCode(response: Response) {
  return /\.js(\?|$)/.test(response.url()) && (await response.text().catch(() => '')).includes(formCodeMarker);
}

/** Records every script the page receives, and which of them are the form's code. */
function watchFormCode(page: Page) {
  const arrivals: Promise<boolean>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') arrivals.push(isFormCode(response));
  });
  return { requested: async () => (await Promise.all(arrivals)).some(Boolean), scripts: () => arrivals.length };
}

/** Whether React has hydrated the form (its element carries React's fiber). */
function formHydrated(page: Page, locale: 'de' | 'en') {
  return page.getByRole('form', { name: enquiryWords[locale].form }).evaluate((form) => Object.keys(form).some((key) => key.startsWith('__reactFiber')));
}

/** Holds the form's code on its way until `release()`; every other script passes. */
async function holdFormCode(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  await page.route('**/_next/static/chunks/**', async (route: Route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(formCodeMarker)) {
      held = true;
      await released;
    }
    await route.fulfill({ response, body });
  });
  return { release, held: () => held };
}

for (const locale of ['de', 'en'] as const) {
  const words = enquiryWords[locale];

  test(`the page loads and hydrates without the form's code, which comes when the visitor reaches for the form (${locale})`, async ({ page }) => {
    const formCode = watchFormCode(page);
    await loadHydrated(page, () => page.goto(words.path));
    // Not among the page's scripts, nor loaded after them.
    expect(formCode.scripts()).toBeGreaterThan(0);
    expect(await formCode.requested()).toBe(false);
    expect(await formHydrated(page, locale)).toBe(false);

    // A pointer over the page elsewhere is no intent.
    await page.getByRole('heading', { level: 1 }).hover();
    await page.mouse.down();
    await page.mouse.up();
    expect(await formCode.requested()).toBe(false);

    await enquiryField(page, locale)('subject').click();
    await expect.poll(() => formCode.requested()).toBe(true);
    await expect.poll(() => formHydrated(page, locale)).toBe(true);
  });
}

test('a visitor who types before the form’s code has come keeps every character, and the “Next” pressed meanwhile goes on once it is there', async ({ page }) => {
  test.slow();
  const locale = 'en';
  const words = enquiryWords[locale];
  const enquiry = enquiryOf(locale);
  const field = enquiryField(page, locale);
  const formCode = await holdFormCode(page);
  await loadHydrated(page, () => page.goto(words.path));

  await field('subject').click();
  await expect.poll(() => formCode.held()).toBe(true);
  await page.keyboard.type(enquiry.subject);
  await page.keyboard.press('Tab');
  await expect(field('message')).toBeFocused();
  for (const [index, line] of enquiry.message.split('\n').entries()) {
    if (index > 0) await page.keyboard.press('Enter');
    await page.keyboard.type(line);
  }
  await page.keyboard.press('Tab');
  const next = page.getByRole('group', { name: new RegExp(words.steps[0]) }).getByRole('button', { name: words.next });
  await expect(next).toBeFocused();
  await page.keyboard.press('Enter');
  // Nothing happens without the code: no post of the page, the first step as it was.
  await expect(page.getByRole('heading', { name: words.steps[1] })).toBeHidden();
  await expect(field('subject')).toHaveValue(enquiry.subject);
  await expect(field('message')).toHaveValue(enquiry.message);

  formCode.release();
  // The "Next" pressed before: the second step, with the first step's values checked.
  await expect(page.getByRole('heading', { name: words.steps[1] })).toBeFocused();
  for (const name of ['name', 'company', 'city', 'email'] as const) await field(name).fill(enquiry[name]);
  await page.getByRole('group', { name: new RegExp(words.steps[1]) }).getByRole('button', { name: words.next }).click();
  const review = page.getByRole('group', { name: new RegExp(words.steps[2]) });
  await expect(review.getByRole('definition').filter({ hasText: enquiry.subject })).toBeVisible();
  await page.getByRole('checkbox', { name: words.consent }).check();
  await page.getByRole('button', { name: words.send }).click();

  await expect(page.getByRole('status').filter({ hasText: words.success })).toBeVisible();
  await expect.poll(() => storedWith(enquiry.marker)).toEqual([expectedRecord(enquiry, locale)]);
});

test('text typed before the form’s code came stays where the visitor goes on typing, the focus with it', async ({ page }) => {
  const locale = 'de';
  const words = enquiryWords[locale];
  const field = enquiryField(page, locale);
  const formCode = await holdFormCode(page);
  await loadHydrated(page, () => page.goto(words.path));

  await field('subject').click();
  await page.keyboard.type('Angebot ');
  await expect.poll(() => formCode.held()).toBe(true);
  formCode.release();
  // Hydrated: the form's checks answer "Next" (its first field's message).
  await page.keyboard.type('Dosierkappe');
  await expect(field('subject')).toBeFocused();
  await expect(field('subject')).toHaveValue('Angebot Dosierkappe');
  await page.getByRole('group', { name: new RegExp(words.steps[0]) }).getByRole('button', { name: words.next }).click();
  await expect(field('message')).toBeFocused();
  await expect(field('message')).toHaveAttribute('aria-invalid', 'true');
  await expect(field('subject')).toHaveValue('Angebot Dosierkappe');
});

test('a visitor who comes to the contact page by a link of the site gets the form at once', async ({ page }) => {
  await loadHydrated(page, () => page.goto('/en/'));
  await page.evaluate(() => ((window as { stayedOnPage?: boolean }).stayedOnPage = true));
  await page.locator('footer a[href="/en/contact/"]').first().click();
  await expect(page).toHaveURL(/\/en\/contact\/$/);
  // A client-side navigation, not a new page.
  expect(await page.evaluate(() => (window as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);
  const form = page.getByRole('form', { name: enquiryWords.en.form });
  await form.getByRole('button', { name: enquiryWords.en.next }).click();
  await expect(enquiryField(page, 'en')('subject')).toBeFocused();
  await expect(enquiryField(page, 'en')('subject')).toHaveAccessibleDescription(/Please enter a subject\./);
});

test('a page rendered after the form was posted as without JavaScript hydrates the form with the page, its outcome and values kept', async ({ page }) => {
  const words = enquiryWords.de;
  const field = enquiryField(page, 'de');
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await loadHydrated(page, () => page.goto(words.path));
  await field('subject').fill('Angebot Dosierkappe');
  await field('message').fill('Wir brauchen 50.000 Stück.');
  // The browser's own post, past the form's handlers (as before the page's scripts ran).
  await loadHydrated(page, () => page.getByRole('form', { name: words.form }).evaluate((form) => HTMLFormElement.prototype.submit.call(form)));

  await expect(page.getByRole('alert').filter({ hasText: 'Bitte prüfen Sie die markierten Felder.' })).toBeVisible();
  // Hydrated with the page, before anything was done in it (React's state of the action is the page's root's).
  await expect.poll(() => formHydrated(page, 'de')).toBe(true);
  await expect(field('subject')).toHaveValue('Angebot Dosierkappe');
  await page.getByRole('group', { name: new RegExp(words.steps[0]) }).getByRole('button', { name: words.next }).click();
  await expect(page.getByRole('heading', { name: words.steps[1] })).toBeFocused();
  expect(errors).toEqual([]);
});


/**
 * Posts the form as a browser without JavaScript does, after `fill` (on the page as loaded), and holds
 * the form's code on its way to the page rendered after the post, which waits for it to hydrate.
 */
async function postWithFormCodeHeld(page: Page, locale: 'de' | 'en', fill: (field: ReturnType<typeof enquiryField>) => Promise<void>) {
  const words = enquiryWords[locale];
  await loadHydrated(page, () => page.goto(words.path));
  await fill(enquiryField(page, locale));
  const formCode = await holdFormCode(page);
  await page.getByRole('form', { name: words.form }).evaluate((form) => HTMLFormElement.prototype.submit.call(form));
  await expect(page.getByRole('alert').filter({ hasText: refusedPost[locale] })).toBeVisible();
  await expect.poll(() => formCode.held()).toBe(true);
  return formCode;
}

const refusedPost = { de: 'Bitte prüfen Sie die markierten Felder.', en: 'Please check the marked fields.' };

test('on a page rendered after the form was posted, a message the visitor edits before the page has hydrated keeps the edit', async ({ page }) => {
  const words = enquiryWords.de;
  const field = enquiryField(page, 'de');
  // No subject: the page after the post shows the first step again, the message as it was posted.
  const formCode = await postWithFormCodeHeld(page, 'de', (field) => field('message').fill('Wir brauchen 50.000 Stück.'));
  // The page waits for the form's code before it hydrates: the visitor edits the message meanwhile.
  await field('message').fill('Wir brauchen 80.000 Stück, ab März.');
  formCode.release();

  await expect.poll(() => formHydrated(page, 'de')).toBe(true);
  await expect(field('message')).toHaveValue('Wir brauchen 80.000 Stück, ab März.');
  // The form itself has the edit: it is what the review shows.
  await field('subject').fill('Angebot Dosierkappe');
  await page.getByRole('group', { name: new RegExp(words.steps[0]) }).getByRole('button', { name: words.next }).click();
  await field('name').fill('Erika Muster');
  await field('email').fill('erika.muster@example.com');
  await field('email').press('Enter');
  const review = page.getByRole('group', { name: new RegExp(words.steps[2]) });
  await expect(review.getByRole('definition').filter({ hasText: 'Wir brauchen 80.000 Stück, ab März.' })).toBeVisible();
});

test('a page rendered after the form was posted hydrates the form with the page when the form’s code comes late, the visitor doing nothing', async ({ page }) => {
  const words = enquiryWords.en;
  const field = enquiryField(page, 'en');
  const formCode = await postWithFormCodeHeld(page, 'en', (field) => field('subject').fill('Quote for a dosing cap'));
  expect(await formHydrated(page, 'en')).toBe(false);
  formCode.release();

  // No focus, no pointer: the page's own hydration takes the form along, with the action's outcome.
  await expect.poll(() => formHydrated(page, 'en')).toBe(true);
  await expect(field('subject')).toHaveValue('Quote for a dosing cap');
  await page.getByRole('group', { name: new RegExp(words.steps[0]) }).getByRole('button', { name: words.next }).click();
  await expect(field('message')).toBeFocused();
  await expect(field('message')).toHaveAttribute('aria-invalid', 'true');
});
