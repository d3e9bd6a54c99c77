import { expect } from '@playwright/test';
import { test } from './site-test';

test.describe('the language of /', () => {
  // The old language cookie (NEXT_LOCALE, no longer set) and the browser's languages change nothing.
  const visitors: { why: string; headers: Record<string, string> }[] = [
    { why: 'an English browser', headers: { 'accept-language': 'en-US,en;q=0.9' } },
    { why: 'an old English language cookie', headers: { cookie: 'NEXT_LOCALE=en' } },
    { why: 'both', headers: { 'accept-language': 'en', cookie: 'NEXT_LOCALE=en' } },
  ];

  for (const { why, headers } of visitors) {
    test(`is German with 200 for ${why}`, async ({ request }) => {
      const response = await request.get('/', { headers, maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expect(await response.text()).toMatch(/<html[^>]* lang="de"/);
    });
  }

  test('is German for a browser visit with English preferences', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: test.info().project.use.baseURL! }]);
    const page = await context.newPage();
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    expect(page.url()).toMatch(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    // The site leaves the old cookie as it was: it neither reads nor writes it.
    expect((await context.cookies()).map(({ name, value }) => `${name}=${value}`)).toEqual(['NEXT_LOCALE=en']);
    await context.close();
  });
});

test('/en/ is English for a German browser, which is given no cookie', async ({ request }) => {
  const response = await request.get('/en/', { headers: { 'accept-language': 'de' } });
  expect(response.status()).toBe(200);
  expect(await response.text()).toMatch(/<html[^>]* lang="en"/);
  expect(response.headers()['set-cookie']).toBeUndefined();
});
