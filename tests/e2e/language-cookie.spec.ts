import { expect, request as requests, test } from '@playwright/test';
import { sitePages } from './site-pages';

// The language cookie (NEXT_LOCALE) as next-intl keeps it: a first visitor whose browser asks for the
// page's language is not given one; a visitor whose browser asks for the other language is told the
// page's language in it. Both see the same page.
const askingForItsLanguage = (locale: string) => ({ 'accept-language': locale === 'de' ? 'de-DE,de;q=0.9,en;q=0.8' : 'en-US,en;q=0.9', 'sec-fetch-dest': 'document' });
const askingForTheOther = (locale: string) => ({ 'accept-language': locale === 'de' ? 'en-US,en;q=0.9' : 'de-DE,de;q=0.9', 'sec-fetch-dest': 'document' });

/** A first visit: a request context of its own, so no cookie of an earlier visit goes along. */
async function visit(baseURL: string, path: string, headers: Record<string, string>) {
  const context = await requests.newContext({ baseURL });
  const response = await context.get(path, { headers, maxRedirects: 0 });
  const html = await response.text();
  const answer = {
    status: response.status(),
    lang: /<html[^>]* lang="([^"]+)"/.exec(html)?.[1],
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    heading: /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1],
    cookie: response.headersArray().find((header) => header.name.toLowerCase() === 'set-cookie')?.value,
    policy: response.headers()['content-security-policy'],
  };
  await context.dispose();
  return answer;
}

test('every page without parameters answers alike to a browser asking for its language and one asking for the other; only the latter gets the cookie', async ({ baseURL }) => {
  for (const { path, locale } of sitePages) {
    const itsLanguage = await visit(baseURL!, path, askingForItsLanguage(locale));
    const otherLanguage = await visit(baseURL!, path, askingForTheOther(locale));
    expect(itsLanguage.status, path).toBe(200);
    expect(itsLanguage.lang, path).toBe(locale);
    expect(itsLanguage.cookie, path).toBeUndefined();
    expect(otherLanguage.status, path).toBe(200);
    expect(itsLanguage.policy, path).toContain("frame-ancestors 'none'");
    expect({ ...itsLanguage, cookie: undefined }, path).toEqual({ ...otherLanguage, cookie: undefined });
    // This visitor is told the page's language in the cookie, as next-intl does.
    expect(otherLanguage.cookie, path).toMatch(new RegExp(`^NEXT_LOCALE=${locale};`));
  }
});

test.describe('an English browser', () => {
  test.use({ locale: 'en-US' });

  test('moves between English pages in place: the router’s requests reach the right pages', async ({ page }) => {
    await page.goto('/en/competences/');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('main').getByRole('link', { name: /Tool engineering/i }).first().click();
    await expect(page).toHaveURL(/\/en\/competences\/tool-engineering\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/tool/i);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
});
