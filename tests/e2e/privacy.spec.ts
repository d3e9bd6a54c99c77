import { expect, type Page } from '@playwright/test';
import { test } from './site-test';
import { pageTypes } from './page-types';

/**
 * Scrolls down the whole page a viewport at a time, each position drawn before the next (the browser
 * decides which lazily loaded images to fetch as it draws a frame, and fetches them well before they
 * reach the viewport), so every lazily loaded image comes into view; then waits until the page asks
 * for nothing more.
 */
async function scrollToBottom(page: Page) {
  await page.evaluate(async () => {
    const drawn = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
      window.scrollTo({ top, behavior: 'instant' });
      await drawn();
    }
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    await drawn();
  });
  await page.waitForLoadState('networkidle');
}

/** Every request the page makes from now on, as URLs. */
function recordRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  return requested;
}

test.describe('no page asks another host for anything', () => {
  for (const { type, locale, path } of pageTypes) {
    test(`${type} (${locale}) ${path}`, async ({ page, baseURL }) => {
      const requested = recordRequests(page);
      await page.goto(path);
      await scrollToBottom(page);

      const site = new URL(baseURL!).origin;
      expect(requested.length).toBeGreaterThan(1);
      expect(requested.filter((url) => new URL(url).origin !== site)).toEqual([]);
    });
  }
});

test('the font comes from the site itself', async ({ page, baseURL }) => {
  const requested = recordRequests(page);
  await page.goto('/en/');
  await page.evaluate(() => document.fonts.ready);
  const fonts = requested.filter((url) => /\.woff2?(?:$|\?)/.test(url));
  expect(fonts.length).toBeGreaterThan(0);
  for (const font of fonts) expect(font.startsWith(`${new URL(baseURL!).origin}/_next/static/media/`), font).toBe(true);
  expect(await page.evaluate(() => [...document.fonts].some((font) => font.status === 'loaded'))).toBe(true);
});
