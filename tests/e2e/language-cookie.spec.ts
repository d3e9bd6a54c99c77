import { expect, request as requests, test } from '@playwright/test';
import { sitePages } from './site-pages';

// A visitor whose language cookie next-intl leaves as it is skips the request interceptor on an English
// page without parameters (lib/routing/proxy-matcher.ts); everyone else passes it (and every visitor of a
// German page, which needs its rewrite). Both must see the same page.
const skipping = (locale: string) => ({ 'accept-language': locale === 'de' ? 'de-DE,de;q=0.9,en;q=0.8' : 'en-US,en;q=0.9', 'sec-fetch-dest': 'document' });
const passing = (locale: string) => ({ 'accept-language': locale === 'de' ? 'en-US,en;q=0.9' : 'de-DE,de;q=0.9', 'sec-fetch-dest': 'document' });

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

test('every page without parameters answers alike whether the visit skips the request interceptor or passes it', async ({ baseURL }) => {
  for (const { path, locale } of sitePages) {
    const skipped = await visit(baseURL!, path, skipping(locale));
    const passed = await visit(baseURL!, path, passing(locale));
    expect(skipped.status, path).toBe(200);
    expect(skipped.lang, path).toBe(locale);
    expect(skipped.cookie, path).toBeUndefined();
    expect(passed.status, path).toBe(200);
    expect(skipped.policy, path).toContain("frame-ancestors 'none'");
    expect({ ...skipped, cookie: undefined }, path).toEqual({ ...passed, cookie: undefined });
    // Passing it, this visitor is told the page's language in the cookie, as next-intl does.
    expect(passed.cookie, path).toMatch(new RegExp(`^NEXT_LOCALE=${locale};`));
  }
});

test.describe('an English browser', () => {
  test.use({ locale: 'en-US' });

  test('moves between English pages in place: the router’s requests skip the interceptor and reach the right pages', async ({ page }) => {
    await page.goto('/en/competences/');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('main').getByRole('link', { name: /Tool engineering/i }).first().click();
    await expect(page).toHaveURL(/\/en\/competences\/tool-engineering\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/tool/i);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
});
