import { expect, type Page } from '@playwright/test';
import { test } from './site-test';
import { framesDrawn } from './frames';
import { loadHydrated } from './hydration';
import { scrollThrough } from './scroll-through';

declare global {
  interface Window {
    /** Settles once the page has seen a wheel event and drawn two frames since (the phone menu's tests). */
    wheelSeen?: Promise<void>;
  }
}

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

/**
 * Scrolls down from the top and waits until the sticky menu listens: it feeds scroll events to its
 * reducer only once its IntersectionObserver reports the anchor (the header's place) out of view,
 * which the browser reports a task after the scroll, after the frame `scrollTo` waits for. An
 * observer made here on the same anchor is told in the same round, after the menu's.
 */
async function scrollOutOfTop(page: Page, y: number) {
  const listening = page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const anchor = document.querySelector('header[data-sticky-menu]')?.parentElement;
        if (!anchor) throw new Error('the header has no anchor');
        const observer = new IntersectionObserver(([entry]) => {
          if (entry && !entry.isIntersecting) {
            observer.disconnect();
            resolve();
          }
        });
        observer.observe(anchor);
      }),
  );
  await scrollTo(page, y);
  await listening;
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
    await scrollOutOfTop(page, 300);
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
    // A long page whose height does not change once its scripts run, and once scrolled through (its
    // sections are laid out as they come near the viewport, each at its real height after); scrolled once
    // its listener runs.
    await loadHydrated(page, () => page.goto('/datenschutz/'));
    await scrollThrough(page, { endAt: 'top' });
    const bottom = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    expect(bottom).toBeGreaterThan(300);
    await scrollOutOfTop(page, bottom - 200);
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
    await scrollOutOfTop(page, 400);
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

test.describe('the open phone menu', () => {
  test.use({ viewport: { width: 390, height: 700 }, isMobile: true, hasTouch: true });

  const menus = [
    { locale: 'de', path: '/kompetenzen/', open: 'Menü öffnen', close: 'Menü schließen', navigation: 'Hauptnavigation' },
    { locale: 'en', path: '/en/competences/', open: 'Open menu', close: 'Close menu', navigation: 'Main navigation' },
  ];

  const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

  /** A turn of the mouse wheel over (x, y), done once the page has seen it and drawn two frames since. */
  async function wheelDown(page: Page, x: number, y: number) {
    await page.evaluate(() => {
      const seen = new Promise<void>((resolve) =>
        window.addEventListener('wheel', () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), { once: true, passive: true }),
      );
      window.wheelSeen = seen;
    });
    await page.mouse.move(x, y);
    await page.mouse.wheel(0, 500);
    await page.evaluate(() => window.wheelSeen);
  }

  /** A finger swiping 300 px up the screen from (x, y), as the phone's touch screen reports it. */
  async function swipeUp(page: Page, x: number, y: number) {
    const session = await page.context().newCDPSession(page);
    await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let step = 1; step <= 15; step += 1) await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y - step * 20 }] });
    await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await session.detach();
    await framesDrawn(page);
  }

  for (const { locale, path, open, close, navigation: navigationName } of menus) {
    test(`is modal (${locale}): the page behind it stays, Tab keeps to it, Escape closes it`, async ({ page }) => {
      await loadHydrated(page, () => page.goto(path));
      const navigation = page.getByRole('navigation', { name: navigationName });
      const languageSwitch = page.getByTestId('language-switch');
      await page.getByRole('button', { name: open }).click();
      const menuButton = page.getByRole('button', { name: close });
      await expect(navigation).toBeVisible();

      // Neither the wheel nor a finger on the page below the panel moves the page.
      const panelBottom = await navigation.evaluate((element) => element.getBoundingClientRect().bottom);
      expect(panelBottom, 'the page shows below the panel').toBeLessThan(680);
      await wheelDown(page, 195, 690);
      await swipeUp(page, 195, 690);
      expect(await scrollY(page)).toBe(0);
      await expect(header(page)).toBeInViewport({ ratio: 1 });
      // …and what is behind it is out of reach of a screen reader's browsing and of a tap.
      await expect(page.locator('main')).toHaveAttribute('inert', '');
      await expect(page.locator('footer').last()).toHaveAttribute('inert', '');

      // Tab goes from the menu button through the navigation to the language link, then back to the button.
      await menuButton.focus();
      for (let stops = 0; stops < 20 && !(await languageSwitch.evaluate((link) => link === document.activeElement)); stops += 1) {
        await page.keyboard.press('Tab');
        const focus = await page.evaluate(() => ({ inMain: !!document.activeElement?.closest('main'), inHeader: !!document.activeElement?.closest('header') }));
        expect(focus, `stop ${stops + 1} after the menu button`).toEqual({ inMain: false, inHeader: true });
      }
      await expect(languageSwitch).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(menuButton).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(languageSwitch).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(navigation.getByRole('link').last()).toBeFocused();

      await page.keyboard.press('Escape');
      await expect(navigation).toBeHidden();
      await expect(page.getByRole('button', { name: open })).toBeFocused();
      expect(await page.evaluate(() => document.documentElement.hasAttribute('style'))).toBe(false);
      expect(await page.locator('[inert]').count(), 'the page is given back').toBe(0);
      await swipeUp(page, 195, 690);
      await expect.poll(() => scrollY(page), 'a finger scrolls the page again').toBeGreaterThan(0);
      const swiped = await scrollY(page);
      await wheelDown(page, 195, 690);
      await expect.poll(() => scrollY(page), 'the wheel scrolls the page again').toBeGreaterThan(swiped);
    });
  }

  test('scrolls itself when taller than the viewport', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 480 });
    await loadHydrated(page, () => page.goto('/en/'));
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Competences: sub menu' }).click();
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    const panel = await navigation.evaluate((element) => ({ bottom: element.getBoundingClientRect().bottom, scrollHeight: element.scrollHeight, clientHeight: element.clientHeight }));
    expect(panel.scrollHeight).toBeGreaterThan(panel.clientHeight);
    expect(panel.bottom).toBeLessThanOrEqual(480);

    await swipeUp(page, 180, 400);
    await expect.poll(() => navigation.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    expect(await scrollY(page)).toBe(0);
  });

  test('closes when the window turns wide, and the page scrolls again', async ({ page }) => {
    await loadHydrated(page, () => page.goto('/'));
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await expect(header(page)).toHaveAttribute('data-menu-open', 'true');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).toBe('hidden');

    await page.setViewportSize({ width: 1280, height: 700 });
    await expect(header(page)).toHaveAttribute('data-menu-open', 'false');
    expect(await page.evaluate(() => document.documentElement.hasAttribute('style'))).toBe(false);
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Kontakt' })).toBeVisible();
    await wheelDown(page, 640, 500);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
  });
});

test.describe('the wide header', () => {
  // Where the layout turns wide (1024 px) the navigation has least room: from there to where it is set at
  // full size (1200 px) it is set tighter, and it never makes the page wider than the window.
  for (const path of ['/', '/en/', '/kompetenzen/werkzeugbau/', '/en/careers/job-offers/']) {
    test(`fits the window at every width where the navigation is in the bar (${path})`, async ({ page }) => {
      await page.goto(path);
      for (const width of [1024, 1060, 1100, 1199, 1200, 1280]) {
        await page.setViewportSize({ width, height: 700 });
        const { documentWidth, switchRight, gutter } = await page.evaluate(() => ({
          documentWidth: document.documentElement.scrollWidth,
          switchRight: document.querySelector('[data-testid="language-switch"]')!.getBoundingClientRect().right,
          gutter: parseFloat(getComputedStyle(document.querySelector('header > div')!).paddingRight),
        }));
        expect(documentWidth, `${path} at ${width} px`).toBeLessThanOrEqual(width);
        expect(switchRight, `the language link inside the bar at ${width} px`).toBeLessThanOrEqual(width - gutter + 0.5);
      }
    });
  }
});
