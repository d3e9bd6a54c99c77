import { expect } from '@playwright/test';
import { test } from './site-test';
import { recordRequests } from './page-loads';

/**
 * The site asks no other host for anything: every page type down to its last lazily loaded image is
 * checked by the page sweep (page-sweep.spec.ts); the web font here.
 */
test('the font comes from the site itself', async ({ page, baseURL }) => {
  const requested = recordRequests(page);
  await page.goto('/en/');
  await page.evaluate(() => document.fonts.ready);
  const fonts = requested.filter((url) => /\.woff2?(?:$|\?)/.test(url));
  expect(fonts.length).toBeGreaterThan(0);
  for (const font of fonts) expect(font.startsWith(`${new URL(baseURL!).origin}/_next/static/media/`), font).toBe(true);
  expect(await page.evaluate(() => [...document.fonts].some((font) => font.status === 'loaded'))).toBe(true);
});
