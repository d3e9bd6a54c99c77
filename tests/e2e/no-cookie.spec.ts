import { expect, request as requests, type APIResponse } from '@playwright/test';
import { test } from './site-test';
import { pageTypes } from './page-types';
import { sitePages } from './site-pages';

/**
 * Every visitor gets the same page, and no cookie: the path alone decides a page's language. A search
 * engine's crawler (no Accept-Language, no cookie), browsers asking for either language or another,
 * and a returning visitor with the old language cookie (NEXT_LOCALE, which the site no longer sets)
 * all see the same page, are given no cookie, and the answer does not vary on what they sent, so the
 * cache in front keeps one copy of it for all of them.
 */
const visitors: { who: string; headers: Record<string, string> }[] = [
  { who: 'a crawler', headers: {} },
  { who: 'a German browser', headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8', 'sec-fetch-dest': 'document' } },
  { who: 'an English browser', headers: { 'accept-language': 'en-US,en;q=0.9', 'sec-fetch-dest': 'document' } },
  { who: 'a French browser', headers: { 'accept-language': 'fr-FR,fr;q=0.9', 'sec-fetch-dest': 'document' } },
  { who: 'a returning visitor with the old English language cookie', headers: { cookie: 'NEXT_LOCALE=en', 'accept-language': 'de', 'sec-fetch-dest': 'document' } },
  { who: 'a returning visitor with the old German language cookie', headers: { cookie: 'NEXT_LOCALE=de; other=1' } },
];

/** Every page of the route table in both languages, a job and a news record, further news pages, the 404 page of each language. */
const paths = [...new Set([...sitePages.map((page) => page.path), ...pageTypes.map((page) => page.path)])];

/** Whether a `Vary` header names something a visitor's browser sends of its own: its cookies or its languages. */
const variesOnVisitor = (response: APIResponse) => /\b(cookie|accept-language)\b/i.test(response.headers().vary ?? '');

const setCookies = (response: APIResponse) => response.headersArray().filter((header) => header.name.toLowerCase() === 'set-cookie');

/** A first visit: a request context of its own, so nothing of an earlier visit goes along. */
async function visit(baseURL: string, path: string, headers: Record<string, string>) {
  const context = await requests.newContext({ baseURL });
  try {
    const response = await context.get(path, { headers, maxRedirects: 0 });
    const html = await response.text();
    return {
      response,
      page: {
        status: response.status(),
        lang: /<html[^>]* lang="([^"]+)"/.exec(html)?.[1],
        title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
        heading: /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1],
        policy: response.headers()['content-security-policy'],
      },
    };
  } finally {
    await context.dispose();
  }
}

test('no page sets a cookie or varies on a visitor’s cookies or languages, and every visitor sees the same page', async ({ baseURL }) => {
  test.setTimeout(120_000);
  for (const path of paths) {
    const first = await visit(baseURL!, path, visitors[0]!.headers);
    expect([200, 404], path).toContain(first.page.status);
    expect(first.page.lang, path).toBe(path.startsWith('/en/') ? 'en' : 'de');
    expect(first.page.policy, path).toContain("frame-ancestors 'none'");
    for (const { who, headers } of visitors) {
      const { response, page } = who === visitors[0]!.who ? first : await visit(baseURL!, path, headers);
      expect(setCookies(response), `${path} for ${who}`).toEqual([]);
      expect(variesOnVisitor(response), `${path} for ${who}: Vary ${response.headers().vary}`).toBe(false);
      expect(page, `${path} for ${who}`).toEqual(first.page);
    }
  }
});

test('a visitor who reads both languages and switches between them keeps no cookie', async ({ browser }) => {
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.getByTestId('language-switch').click();
    await expect(page).toHaveURL('/en/');
    await page.goto('/kompetenzen/werkzeugbau/');
    await page.getByTestId('language-switch').click();
    await expect(page).toHaveURL('/en/competences/tool-engineering/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await context.cookies(), `JavaScript ${javaScriptEnabled ? 'on' : 'off'}`).toEqual([]);
    await context.close();
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
