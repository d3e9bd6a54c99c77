import { devices, expect } from '@playwright/test';
import { test } from './site-test';
import { servedPages } from './html-validator';

/**
 * Every page in both languages fits a phone from 320 px up: the document is no wider than the
 * viewport and no heading is cut or runs past its right edge. One page per width visits them all.
 */
const { pages, unlisted } = servedPages();

/**
 * A page's load, fonts and measurement on the 2 cores: 0.45 s beside other suites and builds (load
 * average 10), 2.3 s at load average 15 with two widths at once and traces on.
 */
const budgetPerPage = 5_000;

// A failure names every page and what does not fit on it; a trace of a hundred page loads adds only time.
test.use({ trace: 'off' });

/** What does not fit on the page at `width`, in words naming it; empty when everything fits. */
function overflowsOf(width: number) {
  return document.fonts.ready.then(() => {
    const problems: string[] = [];
    // Measured against the phone's width, not `innerWidth`: a phone's browser widens its layout
    // viewport to a page wider than itself, and `innerWidth` grows with the page.
    const documentWidth = document.documentElement.scrollWidth;
    if (documentWidth > width || window.innerWidth !== width) problems.push(`the document is ${Math.max(documentWidth, window.innerWidth)} px wide`);
    for (const heading of document.querySelectorAll<HTMLElement>('h1, h2, h3')) {
      // The slider's other slides wait beside the current one, hidden, in a viewport that cuts them off;
      // a modal menu makes the page behind it inert.
      if (heading.closest('[inert]') || !heading.checkVisibility({ visibilityProperty: true })) continue;
      const text = `${heading.localName} "${heading.textContent?.trim().slice(0, 60)}"`;
      if (heading.scrollWidth > heading.clientWidth) problems.push(`${text} is cut: ${heading.scrollWidth} px of text in ${heading.clientWidth} px`);
      const right = heading.getBoundingClientRect().right;
      if (right > width) problems.push(`${text} ends at ${Math.round(right)} px`);
    }
    return problems;
  });
}

test('every page of the site is listed', () => {
  expect(unlisted, 'routes with a parameter whose pages are not listed').toEqual([]);
  expect(pages.length).toBeGreaterThan(50);
});

for (const width of [320, 360, 390]) {
  test.describe(`at ${width} px`, () => {
    const { userAgent, deviceScaleFactor, isMobile, hasTouch, viewport } = devices['Pixel 7'];
    test.use({ userAgent, deviceScaleFactor, isMobile, hasTouch, viewport: { width, height: viewport.height } });

    test(`every page fits ${width} px in both languages, headings whole`, async ({ page }) => {
      test.setTimeout(pages.length * budgetPerPage);
      const problems: string[] = [];
      for (const { path, status } of pages) {
        const response = await page.goto(path);
        expect(response?.status(), `${path} at ${width} px`).toBe(status);
        for (const problem of await page.evaluate(overflowsOf, width)) problems.push(`${path} at ${width} px: ${problem}`);
      }
      expect(problems, `pages wider than ${width} px or with cut headings`).toEqual([]);
    });
  });
}
