import { expect } from '@playwright/test';
import { test } from './site-test';
import { sitePages } from './site-pages';

test.describe('the language switch', () => {
  for (const page of sitePages) {
    test(`on ${page.path} leads to ${page.counterpart}`, async ({ request }) => {
      const html = await (await request.get(page.path)).text();
      const link = html.match(/<a [^>]*data-testid="language-switch"[^>]*>/)?.[0] ?? '';
      expect(link).toContain(`href="${page.counterpart}"`);
      expect(link).toContain(`hrefLang="${page.locale === 'de' ? 'en' : 'de'}"`);
      expect((await request.get(page.counterpart, { maxRedirects: 0 })).status()).toBe(200);
    });
  }

  test('takes a visitor to the same page in the other language and back', async ({ page }) => {
    await page.goto('/kompetenzen/werkzeugbau/');
    await page.getByTestId('language-switch').click();
    await expect(page).toHaveURL('/en/competences/tool-engineering/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByTestId('language-switch').click();
    await expect(page).toHaveURL('/kompetenzen/werkzeugbau/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/karriere-lumoplast/das-sind-wir/');
    await page.getByTestId('language-switch').click();
    await expect(page).toHaveURL('/en/careers/about-us/');
    await context.close();
  });

  test('on the 404 page leads to the other language’s home page', async ({ page }) => {
    await page.goto('/en/does-not-exist/');
    await expect(page.getByTestId('language-switch')).toHaveAttribute('href', '/');
  });
});
