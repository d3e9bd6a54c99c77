import { expect, type Page } from '@playwright/test';
import { test } from './site-test';
import { navigationLabels } from '@/content/navigation';
import { locales, otherLocale, type Locale } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';
import de from '@/messages/de.json' with { type: 'json' };
import en from '@/messages/en.json' with { type: 'json' };
import { loadHydrated } from './hydration';
import { recordDocumentLoads } from './page-loads';

// Every link is a plain `<a>` from the server; one island (components/navigation/LinkNavigation.tsx)
// turns clicks on links to pages of the site into client-side navigations and prefetches a page only
// when the visitor shows intent, never on 2g, while saving data or offline.

const messages = { de, en } as const;

/** The pages the tab prefetches (Next.js's prefetch requests), by path. */
function recordPrefetches(page: Page) {
  const prefetches: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['next-router-prefetch'] !== undefined) prefetches.push(new URL(request.url()).pathname);
  });
  return prefetches;
}

/** Chromium's Network Information API, reporting the given connection until the test changes it. */
async function emulateConnection(page: Page, effectiveType: string, saveData = false) {
  await page.addInitScript(
    ([type, save]) => {
      const connection = Object.assign(new EventTarget(), { effectiveType: type, saveData: save });
      Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => connection });
    },
    [effectiveType, saveData] as const,
  );
}

/** A label of the main navigation (content/navigation.ts). */
function navigationLabel(locale: Locale, id: 'downloads' | 'contact' | 'news'): string {
  const label = navigationLabels[locale][id]?.label;
  if (!label) throw new Error(`content/navigation.ts has no ${id} label in ${locale}`);
  return label;
}

const mainNavigation = (page: Page, locale: Locale) => page.getByRole('navigation', { name: messages[locale].Header.mainNavigation });
const footerLink = (page: Page, locale: Locale, name: 'imprint' | 'privacy') =>
  page.getByRole('contentinfo').getByRole('link', { name: messages[locale].Footer[name], exact: true });

for (const locale of locales) {
  test.describe(`links (${locale})`, () => {
    test('lead through the site without loading another document, and the navigation marks the current page', async ({ page }) => {
      const documentLoads = recordDocumentLoads(page);
      await loadHydrated(page, () => page.goto(localizedPath('home', locale)));

      await mainNavigation(page, locale).getByRole('link', { name: navigationLabel(locale, 'downloads'), exact: true }).click();
      await expect(page).toHaveURL(localizedPath('downloads', locale));
      await expect(mainNavigation(page, locale).getByRole('link', { name: navigationLabel(locale, 'downloads'), exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );

      await footerLink(page, locale, 'privacy').click();
      await expect(page).toHaveURL(localizedPath('privacy', locale));
      await expect(mainNavigation(page, locale).locator('[aria-current="page"]')).toHaveCount(0);

      await page.getByRole('link', { name: messages[locale].Footer.contactButton }).click();
      await expect(page).toHaveURL(localizedPath('contact', locale));
      await expect(mainNavigation(page, locale).getByRole('link', { name: navigationLabel(locale, 'contact'), exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(documentLoads).toEqual([localizedPath('home', locale)]);

      // The way back is the browser's history, still without a document.
      await page.goBack();
      await expect(page).toHaveURL(localizedPath('privacy', locale));
      expect(documentLoads).toEqual([localizedPath('home', locale)]);
    });

    test('load the other language as a document of its own (it sets the language cookie)', async ({ page }) => {
      const documentLoads = recordDocumentLoads(page);
      await loadHydrated(page, () => page.goto(localizedPath('imprint', locale)));
      await page.getByTestId('language-switch').click();
      const target = localizedPath('imprint', otherLocale(locale));
      await expect(page).toHaveURL(target);
      expect(documentLoads).toEqual([localizedPath('imprint', locale), target]);
      await expect(page.locator('html')).toHaveAttribute('lang', otherLocale(locale));
    });

    test('prefetch nothing while the page loads, and a page once the visitor points at or focuses its link', async ({ page }) => {
      const prefetches = recordPrefetches(page);
      await page.goto(localizedPath('home', locale));
      await page.waitForLoadState('networkidle');
      expect(prefetches).toEqual([]);

      await footerLink(page, locale, 'imprint').hover();
      await expect.poll(() => prefetches).toContain(localizedPath('imprint', locale));
      await footerLink(page, locale, 'privacy').focus();
      await expect.poll(() => prefetches).toContain(localizedPath('privacy', locale));
      expect(prefetches.filter((path) => !path.startsWith(localizedPath('imprint', locale)) && !path.startsWith(localizedPath('privacy', locale)))).toEqual([]);
    });

    test('prefetch nothing on 2g, and again once the connection is faster; links still work', async ({ page }) => {
      await emulateConnection(page, '2g');
      const prefetches = recordPrefetches(page);
      await page.goto(localizedPath('home', locale));
      await page.waitForLoadState('networkidle');
      await footerLink(page, locale, 'imprint').hover();
      await page.waitForLoadState('networkidle');
      expect(prefetches).toEqual([]);

      await page.evaluate(() => {
        const connection = (navigator as Navigator & { connection: EventTarget & { effectiveType: string } }).connection;
        connection.effectiveType = '4g';
        connection.dispatchEvent(new Event('change'));
      });
      await page.mouse.move(0, 0);
      await footerLink(page, locale, 'imprint').hover();
      await expect.poll(() => prefetches).toContain(localizedPath('imprint', locale));

      await footerLink(page, locale, 'imprint').click();
      await expect(page).toHaveURL(localizedPath('imprint', locale));
    });
  });
}

test('links prefetch nothing while data saving is on', async ({ page }) => {
  await emulateConnection(page, '4g', true);
  const prefetches = recordPrefetches(page);
  await page.goto('/en/');
  await page.waitForLoadState('networkidle');
  await footerLink(page, 'en', 'imprint').hover();
  await footerLink(page, 'en', 'privacy').focus();
  await page.waitForLoadState('networkidle');
  expect(prefetches).toEqual([]);
});

test('links prefetch nothing while the browser is offline', async ({ page, context }) => {
  await loadHydrated(page, () => page.goto('/'));
  const prefetches = recordPrefetches(page);
  await context.setOffline(true);
  await footerLink(page, 'de', 'privacy').hover();
  await mainNavigation(page, 'de').getByRole('link', { name: navigationLabel('de', 'downloads'), exact: true }).focus();
  await context.setOffline(false);
  // Only what the visitor pointed at counts: the prefetch that showed the page hydrated may still be on its way.
  expect(prefetches.filter((path) => path.startsWith(localizedPath('privacy', 'de')) || path.startsWith(localizedPath('downloads', 'de')))).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of locales) {
    test(`links lead from page to page (${locale})`, async ({ page }) => {
      await page.goto(localizedPath('home', locale));
      await footerLink(page, locale, 'imprint').click();
      await expect(page).toHaveURL(localizedPath('imprint', locale));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await mainNavigation(page, locale).getByRole('link', { name: navigationLabel(locale, 'news'), exact: true }).click();
      await expect(page).toHaveURL(localizedPath('news', locale));
    });
  }
});
