import { expect, type Locator } from '@playwright/test';
import { test } from './site-test';
import { privacy } from '@/content/legal/privacy';
import { locales } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';
import { scrollThrough } from './scroll-through';

/**
 * The first paint waits for the first screen alone (docs/architecture.md, "The first screen paints with
 * the HTML"): no request stands before it, and the blocks below the first screen are styled, laid out
 * and painted only as the reader comes near them. The CSS in the HTML and its policy are checked by
 * content-security-policy.spec.ts, the home page's first screen by home.spec.ts.
 */

/** Whether the browser has rendered the element: false while it lies in a block left for later. */
const rendered = (element: Locator) => element.evaluate((node) => node.checkVisibility({ contentVisibilityAuto: true }));

test.use({ viewport: { width: 390, height: 844 } });

for (const locale of locales) {
  test.describe(`in ${locale}`, () => {
    test('no request stands between the HTML and the first paint: the web font is not preloaded', async ({ request }) => {
      for (const path of [localizedPath('home', locale), localizedPath('privacy', locale), localizedPath('careers.jobOffers', locale)]) {
        const html = await (await request.get(path)).text();
        expect(html.match(/<link[^>]*rel="(?:stylesheet|preload)"[^>]*>/g)?.filter((link) => !link.includes('as="script"')) ?? [], path).toEqual([]);
      }
    });

    test('the blocks below the first screen are rendered as the reader comes near them, and keep their size', async ({ page }) => {
      await page.goto(localizedPath('privacy', locale));
      const main = page.getByRole('main');
      const last = main.getByRole('region', { name: privacy[locale].sections.at(-1)!.heading, exact: true });
      await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
      expect(await rendered(page.getByRole('heading', { level: 1 }))).toBe(true);
      expect(await rendered(last.getByRole('heading', { level: 2 }))).toBe(false);

      await last.scrollIntoViewIfNeeded();
      await expect(last.getByRole('heading', { level: 2 })).toBeInViewport();
      await expect.poll(() => rendered(last.getByRole('heading', { level: 2 }))).toBe(true);

      // Scrolled through once, every block has its real height, and keeps it out of view.
      await scrollThrough(page, { endAt: 'top' });
      const height = () => page.evaluate(() => document.documentElement.scrollHeight);
      const measured = await height();
      await scrollThrough(page, { endAt: 'top' });
      expect(await height()).toBe(measured);
    });

    test("the home page's film player is left for later too, at the film's shape, and there when the reader reaches it", async ({ page }) => {
      await page.goto(localizedPath('home', locale));
      const film = page.locator('video');
      const player = page.locator('figure', { has: film });
      await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
      expect(await rendered(film)).toBe(false);
      const before = (await player.boundingBox())!;
      expect(before.height).toBeCloseTo((before.width * 9) / 16, 0);
      await film.scrollIntoViewIfNeeded();
      await expect(film).toBeInViewport();
      await expect.poll(() => rendered(film)).toBe(true);
      expect((await player.boundingBox())!.height).toBeCloseTo(before.height, 0);
    });

    test("a focused link in the privacy policy's text shows its whole focus ring", async ({ page }) => {
      await page.goto(localizedPath('privacy', locale));
      await scrollThrough(page, { endAt: 'top' });
      // Each link's ring (3 px wide, 2 px off the link) within the box its section clips to.
      const clipped = await page.getByRole('main').evaluate((main) =>
        [...main.querySelectorAll('section[id] a')].flatMap((link) => {
          const section = link.closest('section[id]')!;
          const box = section.getBoundingClientRect();
          return [...link.getClientRects()]
            .filter((rect) => rect.left - 5 < box.left || rect.right + 5 > box.right)
            .map(() => `${section.id}: ${link.textContent}`);
        }),
      );
      expect(clipped).toEqual([]);
    });
  });
}
