import { expect } from '@playwright/test';
import { hydrationChanges, installHydrationWatch, serializedBody, treeDifferences, waitForHydration } from './hydration-watch';
import { pageTypes } from './page-types';
import { test, watchPolicyViolations } from './site-test';

/**
 * Hydration changes nothing (issue 31, item 2): every island renders on the server exactly what it
 * renders on the client's first pass, so the page a visitor sees from the parsed HTML on is the page
 * they get once React has hydrated it: no element, attribute or text of the page changes, and nothing
 * moves. An enhancement that changes the page waits for the visitor to act.
 *
 * Each page is watched from before its first element is parsed to the end of hydration
 * (tests/e2e/hydration-watch.ts), and its body then is compared with the same page loaded without
 * JavaScript.
 */

const phone = { width: 390, height: 844 };
/** The pages whose islands behave differently on a phone: the header's menu and the home page's slider on every page, the form. */
const phonePageTypes = new Set(['home', 'contact']);

const widths = [
  { name: 'desktop', viewport: undefined, pages: pageTypes },
  { name: 'phone', viewport: phone, pages: pageTypes.filter(({ type }) => phonePageTypes.has(type)) },
];

for (const { name, viewport, pages } of widths) {
  test.describe(`on a ${name}`, () => {
    if (viewport) test.use({ viewport, isMobile: true, hasTouch: true });

    for (const { type, locale, path } of pages) {
      test(`${type} (${locale}): hydration changes nothing, and nothing moves (${path})`, async ({ page, browser }) => {
        await page.addInitScript(installHydrationWatch);
        await page.goto(path);
        await waitForHydration(page);
        const { changes, shifts } = await hydrationChanges(page);
        const hydrated = await serializedBody(page);

        const withoutJavaScript = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() });
        const violations = await watchPolicyViolations(withoutJavaScript, { javaScriptEnabled: false });
        try {
          const staticPage = await withoutJavaScript.newPage();
          await staticPage.goto(path);
          const served = await serializedBody(staticPage);

          // Each says what it found, even when another failed.
          expect.soft(changes, `what hydration changed on ${path}`).toEqual([]);
          expect.soft(shifts, `what moved on ${path} before the end of hydration`).toEqual([]);
          expect.soft(treeDifferences(served, hydrated), `the body without JavaScript → hydrated, on ${path}`).toEqual([]);
          expect(violations, 'Content-Security-Policy violations without JavaScript').toEqual([]);
        } finally {
          await withoutJavaScript.close();
        }
      });
    }
  });
}
