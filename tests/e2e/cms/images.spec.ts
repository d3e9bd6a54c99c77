import { expect, type Page } from '@playwright/test';
import { recordRequests } from '../page-loads';
import { test } from '../site-test';
import cms from './cms-environment.json' with { type: 'json' };

/**
 * The CMS's images (SVG drawings in the test CMS) reach the browser through the site's own image
 * endpoint: the browser never asks the CMS's host for anything.
 */

/**
 * Another spec of this folder empties the CMS for a while: ask for fresh news (the revalidation
 * webhook) and wait until the list shows articles again.
 */
async function openNewsList(page: Page, path: string) {
  await expect
    .poll(
      async () => {
        await page.request.post('/api/revalidate/', { headers: { authorization: `Bearer ${cms.revalidateSecret}` }, data: { type: 'news' } });
        await page.goto(path);
        return page.getByRole('main').getByRole('article').count();
      },
      { timeout: 60_000, intervals: [1000, 2000, 5000] },
    )
    .toBeGreaterThan(0);
}

/** The images of the page's main content, each loaded, from the site's image endpoint, of a CMS file. */
async function expectImagesFromTheSite(page: Page, site: string) {
  const images = page.getByRole('main').locator('img');
  await expect(images.first()).toBeVisible();
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    const source = new URL(await image.evaluate((element: HTMLImageElement) => element.currentSrc));
    expect(source.origin).toBe(site);
    expect(source.pathname).toBe('/_next/image/');
    const original = new URL(source.searchParams.get('url') ?? '', site);
    expect(original.origin, 'an image of the CMS, not of the site').not.toBe(site);
  }
}

test('the news list and a news article load the CMS images from the site itself', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const site = new URL(baseURL!).origin;
  const requested = recordRequests(page);

  await openNewsList(page, '/en/news/');
  await expectImagesFromTheSite(page, site);

  // The list has a heading of its own: wait for the article's page before counting its images.
  const link = page.getByRole('main').getByRole('article').first().getByRole('link').first();
  const article = new URL((await link.getAttribute('href'))!, site).pathname;
  await link.click();
  await expect(page).toHaveURL((url) => url.pathname === article);
  await expect(page.getByRole('main').getByRole('article').getByRole('heading', { level: 1 })).toBeVisible();
  await expectImagesFromTheSite(page, site);
  await page.waitForLoadState('networkidle');

  expect(requested.filter((url) => new URL(url).origin !== site)).toEqual([]);
});
