import { expect } from '@playwright/test';
import { test } from './site-test';
import { notFoundText } from './site-pages';

const unknownPaths = [
  { path: '/gibt-es-nicht/', locale: 'de' },
  { path: '/kompetenzen/unbekannt/', locale: 'de' },
  { path: '/de/gibt-es-nicht/', locale: 'de' },
  { path: '/impressum/extra/', locale: 'de' },
  { path: '/datei-fehlt.pdf', locale: 'de' },
  { path: '/en/does-not-exist/', locale: 'en' },
  { path: '/en/competences/unknown/', locale: 'en' },
  { path: '/en/imprint/extra/', locale: 'en' },
  { path: '/en/missing-file.pdf', locale: 'en' },
  // Record pages the backend has no record for: the interceptor knows the records' paths.
  { path: '/karriere-lumoplast/stellenangebote/gibt-es-nicht/', locale: 'de' },
  { path: '/news/gibt-es-nicht/', locale: 'de' },
  { path: '/en/careers/job-offers/no-such-vacancy/', locale: 'en' },
  { path: '/en/news/no-such-article/', locale: 'en' },
] as const;

test.describe('an unknown path', () => {
  for (const { path, locale } of unknownPaths) {
    test(`${path} answers 404 with the ${locale} "could not be found" text in the served HTML`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain(notFoundText[locale]);
      expect(html).toMatch(new RegExp(`<html[^>]* lang="${locale}"`));
      expect(html).toMatch(/<meta name="robots" content="noindex"/);
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    for (const { path, locale } of unknownPaths.filter((_, index) => [0, 5, 9, 12].includes(index))) {
      test(`${path} shows the ${locale} text and a link home`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundText[locale]);
        await expect(page.getByRole('main').getByRole('link', { name: locale === 'de' ? 'Zur Startseite' : 'Go to the home page' })).toHaveAttribute(
          'href',
          locale === 'de' ? '/' : '/en/',
        );
      });
    }
  });

  test('leads home from the 404 page', async ({ page }) => {
    await page.goto('/en/does-not-exist/');
    await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL('/en/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
