import { expect, test, type Page } from '@playwright/test';
import { loadHydrated } from './hydration';

const header = (page: Page) => page.locator('header[data-sticky-menu]');

/** Scrolls and waits for the browser's scroll event, so every step is one event (none comes when the position stays). */
async function scrollTo(page: Page, y: number) {
  await page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        if (Math.round(window.scrollY) === Math.round(Math.min(top, document.documentElement.scrollHeight - window.innerHeight))) return resolve();
        window.addEventListener('scroll', () => requestAnimationFrame(() => resolve()), { once: true });
        window.scrollTo({ top, behavior: 'instant' });
      }),
    y,
  );
}

test.describe('the dark header', () => {
  for (const path of ['/kompetenzen/werkzeugbau/', '/en/downloads/', '/karriere-lumoplast/stellenangebote/']) {
    test(`is on for the flagged page ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(header(page)).toHaveAttribute('data-dark', 'true');
      const background = await header(page).evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(background).toBe('rgb(13, 31, 43)');
    });
  }

  for (const path of ['/', '/en/', '/kompetenzen/von-der-idee-zum-produkt/']) {
    test(`is off for ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(header(page)).toHaveAttribute('data-dark', 'false');
    });
  }

  test('follows the page on client-side navigation', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Downloads' }).first().click();
    await expect(page).toHaveURL('/downloads/');
    await expect(header(page)).toHaveAttribute('data-dark', 'true');
    await page.getByRole('link', { name: 'Kontakt' }).first().click();
    await expect(page).toHaveURL('/kontakt/');
    await expect(header(page)).toHaveAttribute('data-dark', 'false');
  });
});

test.describe('the sticky menu', () => {
  test.use({ viewport: { width: 1280, height: 500 } });


  test('is shown at the top, hides when scrolling down and is pinned after a large upward step', async ({ page }) => {
    // A long page whose height does not change once its scripts run; scrolled once its listener runs.
    await loadHydrated(page, () => page.goto('/en/privacy/'));
    await expect(header(page)).toHaveAttribute('data-sticky-menu', 'shown');
    await scrollTo(page, 300);
    await scrollTo(page, 600);
    await expect(header(page)).toHaveAttribute('data-sticky-menu', 'hidden');
    await expect(header(page)).not.toBeInViewport();
    await scrollTo(page, 500);
    await expect(header(page)).toHaveAttribute('data-sticky-menu', 'pinned');
    await expect(header(page)).toBeInViewport();
    await scrollTo(page, 0);
    await expect(header(page)).toHaveAttribute('data-sticky-menu', 'shown');
  });

  test('stays hidden on small upward steps until more than 30 of them', async ({ page }) => {
    // A long page whose height does not change once its scripts run; scrolled once its listener runs.
    await loadHydrated(page, () => page.goto('/datenschutz/'));
    const bottom = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    expect(bottom).toBeGreaterThan(300);
    await scrollTo(page, bottom - 200);
    await scrollTo(page, bottom);
    await expect(header(page)).toHaveAttribute('data-sticky-menu', 'hidden');
    for (let step = 1; step <= 30; step += 1) await scrollTo(page, bottom - step * 2);
    await expect(header(page)).toHaveAttribute('data-sticky-menu', 'hidden');
    await scrollTo(page, bottom - 31 * 2);
    await expect(header(page)).toHaveAttribute('data-sticky-menu', 'pinned');
  });
});

test.describe('scrolling on a page change', () => {
  test.use({ viewport: { width: 1280, height: 500 } });

  test('starts the new page at the top', async ({ page }) => {
    await page.goto('/en/imprint/');
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
    await expect(page).toHaveURL('/en/privacy/');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('keeps the position on a route that opts out (the news list)', async ({ page }) => {
    await loadHydrated(page, () => page.goto('/impressum/'));
    await scrollTo(page, 400);
    await scrollTo(page, 300);
    await expect(header(page)).toHaveAttribute('data-sticky-menu', 'pinned');
    await header(page).getByRole('link', { name: 'News', exact: true }).click();
    await expect(page).toHaveURL('/news/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/News/);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    await scrollTo(page, 400);
    await scrollTo(page, 300);
    await header(page).getByRole('link', { name: 'Kontakt', exact: true }).click();
    await expect(page).toHaveURL('/kontakt/');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('brings a hash target into view, clear of the header', async ({ page }) => {
    await page.goto('/en/imprint/#footer-contact-heading');
    const target = page.locator('#footer-contact-heading');
    await expect(target).toBeInViewport();

    await page.goto('/en/imprint/');
    await expect(target).not.toBeInViewport();
    await page.evaluate(() => {
      window.location.hash = 'footer-contact-heading';
    });
    await expect(target).toBeInViewport();
    const headerBottom = await header(page).evaluate((element) => element.getBoundingClientRect().bottom);
    const targetTop = await target.evaluate((element) => element.getBoundingClientRect().top);
    expect(targetTop).toBeGreaterThanOrEqual(Math.max(headerBottom, 0) - 1);
  });
});
