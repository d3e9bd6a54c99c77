import { expect, test } from '@playwright/test';

test.describe('the language of /', () => {
  const visitors: { why: string; headers: Record<string, string> }[] = [
    { why: 'an English browser', headers: { 'accept-language': 'en-US,en;q=0.9' } },
    { why: 'an English language cookie', headers: { cookie: 'NEXT_LOCALE=en' } },
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
    await context.close();
  });
});

test('the language cookie lasts 365 days on the whole site and is SameSite=Lax', async ({ request }) => {
  const response = await request.get('/en/', { headers: { 'accept-language': 'de' } });
  const cookie = response.headersArray().find((header) => header.name.toLowerCase() === 'set-cookie' && header.value.startsWith('NEXT_LOCALE='));
  expect(cookie?.value).toBeDefined();
  expect(cookie!.value).toMatch(/^NEXT_LOCALE=en;/);
  expect(cookie!.value).toMatch(/Max-Age=31536000/i);
  expect(cookie!.value).toMatch(/Path=\/(;|$)/);
  expect(cookie!.value).toMatch(/SameSite=lax/i);
});
