import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { test } from './site-test';
import { chunkReloadStorageKey } from '@/lib/browser/chunk-reload-guard';
import { loadHydrated } from './hydration';
import { recordDocumentLoads } from './page-loads';
import { locales, type Locale } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';
import de from '@/messages/de.json' with { type: 'json' };
import en from '@/messages/en.json' with { type: 'json' };

const messages = { de, en } as const;

const texts: Record<Locale, { navigation: string; news: string; backHome: string }> = {
  de: { navigation: 'Hauptnavigation', news: 'News', backHome: de.ErrorPage.backHome },
  en: { navigation: 'Main navigation', news: 'News', backHome: en.ErrorPage.backHome },
};

/** The script chunks a page's HTML loads. */
async function scriptChunks(request: APIRequestContext, path: string): Promise<Set<string>> {
  const html = await (await request.get(path)).text();
  return new Set(html.match(/\/_next\/static\/chunks\/[\w.-]+\.js/g) ?? []);
}

/** The time the chunk-reload guard recorded for the last reload, if any. */
const recordedReload = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), chunkReloadStorageKey);

const newsLink = (page: Page, locale: Locale) =>
  page.getByRole('navigation', { name: texts[locale].navigation }).getByRole('link', { name: texts[locale].news, exact: true });

test.describe('offline', () => {
  for (const locale of locales) {
    test(`a polite notice appears while the browser is offline and goes when it is back (${locale})`, async ({ page, context }) => {
      await page.goto(localizedPath('home', locale));
      await page.waitForLoadState('networkidle');
      const notice = page.getByRole('status').filter({ hasText: messages[locale].Connection.offline });
      await expect(notice).toHaveCount(0);
      const mainBefore = await page.getByRole('main').boundingBox();

      await context.setOffline(true);
      await expect(notice).toBeVisible();
      // It floats above the page: nothing moves, and the page stays readable.
      expect(await page.getByRole('main').boundingBox()).toEqual(mainBefore);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await axeViolations(page, { include: '[role="status"]' })).toEqual([]);

      await context.setOffline(false);
      await expect(notice).toHaveCount(0);
    });
  }
});

test.describe('a chunk that fails to load', () => {
  test.describe.configure({ timeout: 60_000 });

  for (const locale of locales) {
    test(`on a client-side navigation reloads the page once, not again within 60 s, and again after (${locale})`, async ({ page, request }) => {
      const home = localizedPath('home', locale);
      const news = localizedPath('news', locale);
      // The chunks only the news page needs are gone, as after a deployment that replaced them.
      const homeChunks = await scriptChunks(request, home);
      const missing = [...(await scriptChunks(request, news))].filter((chunk) => !homeChunks.has(chunk));
      expect(missing, 'the news page loads a script chunk of its own').not.toEqual([]);
      await page.route('**/_next/static/chunks/*.js', (route) =>
        missing.includes(new URL(route.request().url()).pathname) ? route.abort() : route.continue(),
      );
      await page.clock.install();
      const documentLoads = recordDocumentLoads(page);

      await loadHydrated(page, () => page.goto(home));
      await newsLink(page, locale).click();
      await expect.poll(() => documentLoads).toEqual([home, news]);
      // The reloaded page may still be on its way: read the guard's note once it has settled.
      await expect.poll(() => recordedReload(page).then(Number, () => 0)).toBeGreaterThan(0);

      // The same failure 30 seconds later: the error page (status 500, the way home) instead of a second reload.
      await loadHydrated(page, () => page.goto(home));
      await page.clock.fastForward('00:30');
      await newsLink(page, locale).click();
      const main = page.getByRole('main');
      await expect(main.getByText('500', { exact: true })).toBeVisible();
      await expect(main.getByRole('heading', { level: 1 })).toContainText('500');
      await expect(main.getByRole('link', { name: texts[locale].backHome })).toHaveAttribute('href', home);
      // A reload would follow the error page at once; give it time to show that none comes.
      await page.waitForTimeout(1_000);
      expect(documentLoads).toEqual([home, news, home]);

      // More than 60 seconds after the reload it may reload again.
      await page.clock.fastForward('00:31');
      await main.getByRole('link', { name: texts[locale].backHome }).click();
      await expect(page).toHaveURL(home);
      await newsLink(page, locale).click();
      await expect.poll(() => documentLoads).toEqual([home, news, home, news]);
      // A chunk request still held by the route (the last reload's) would keep the context from closing.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });

    test(`outside an error boundary (an unhandled rejection) reloads the page once, not again within 60 s (${locale})`, async ({ page }) => {
      const documentLoads = recordDocumentLoads(page);
      const home = localizedPath('home', locale);
      await loadHydrated(page, () => page.goto(home));

      // A module that is no longer on the server: the browser rejects the import and nobody handles it.
      // (Imported from the page's context: a script element added inline would be blocked by the page's policy.)
      const importMissingChunk = () =>
        page.evaluate(() => {
          const replacedChunk = '/_next/static/chunks/replaced-by-a-deployment.js';
          void import(replacedChunk);
        });

      await loadHydrated(page, importMissingChunk);
      expect(documentLoads).toEqual([home, home]);

      await importMissingChunk();
      // A reload would follow the failed import at once; give it time to show that none comes.
      await page.waitForTimeout(1_000);
      expect(documentLoads).toEqual([home, home]);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});
