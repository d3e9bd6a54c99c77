// Playwright's own `test`, not site-test.ts's: a sweep watches its own tabs for policy violations, and these tests open none.
import { expect, test as base } from '@playwright/test';
import { locales } from '@/lib/routing/locales';
import { pageTypes } from './page-types';
import { expectSearchEngineData, searchEnginePageOf, searchEnginePageTypes } from './search-engine-data';
import { phoneWidths, sweepPage, sweepPages, warmTabs, type SweepFindings, type WarmTabs } from './page-sweep';

/** The tabs a worker keeps open from one page's sweep to the next (page-sweep.ts). */
const test = base.extend<object, { warm: WarmTabs }>({
  warm: [
    async ({ browser }, use) => {
      const tabs = warmTabs(browser);
      await use(tabs);
      await tabs.close();
    },
    { scope: 'worker' },
  ],
});

/**
 * The promises every page keeps, each a test of its own named by the page and the promise, all read
 * from one sweep of the page (page-sweep.ts): one load in a desktop tab, one without JavaScript where
 * hydration is watched, one in a phone tab turned to each phone width.
 *
 * - axe finds no violation of WCAG 2.2 A and AA (one page of each page type in both languages, and the
 *   404 page; accessibility.spec.ts checks the layout shell with its menus open).
 * - Hydration changes nothing (issue 31, item 2): every island renders on the server exactly what it
 *   renders on the client's first pass, so from the parsed HTML on the page a visitor sees is the page
 *   they get once React has hydrated it: no element, attribute or text changes, nothing moves, and the
 *   hydrated body equals the body served without JavaScript (hydration-watch.ts). On a desktop for
 *   every page type, on a phone for those whose islands behave differently there.
 * - No page asks another host for anything, down to its last lazily loaded image.
 * - Every page in both languages fits a phone from 320 px up: the document is no wider than the
 *   viewport and no heading is cut or runs past its right edge.
 * - What a search engine reads (search-engine-data.ts), on one page of each page type.
 * - The Content-Security-Policy lets each page run: no tab reports a violation.
 *
 * The pages are swept in parallel, each page's tests in order on one worker after its sweep.
 */
test.describe.configure({ mode: 'parallel' });

test('every page type and every page whose search engine data is checked is swept', () => {
  const swept = new Set(sweepPages().map(({ path }) => path));
  expect(pageTypes.map(({ path }) => path).filter((path) => !swept.has(path))).toEqual([]);
  const searchEnginePaths = locales.flatMap((locale) => searchEnginePageTypes.map(({ id }) => searchEnginePageOf(id, locale).path));
  expect(searchEnginePaths.filter((path) => !swept.has(path))).toEqual([]);
});

for (const sweep of sweepPages()) {
  const { path, status, checks, locale } = sweep;

  test.describe(`${path} (${locale})`, () => {
    test.describe.configure({ mode: 'default' });
    let found: SweepFindings;

    test.beforeAll(async ({ browser, warm }, testInfo) => {
      // A page's loads, hydration, axe (~2.5 s) and widths on a busy 2-core machine.
      testInfo.setTimeout(90_000);
      found = await sweepPage(browser, warm, sweep, testInfo.project.use.baseURL!);
    });

    test(`answers ${status} to every load and runs under its Content-Security-Policy`, () => {
      expect(found.statuses.every((answered) => answered === status), `statuses ${found.statuses.join(', ')}`).toBe(true);
      expect(found.policyViolations, 'Content-Security-Policy violations').toEqual([]);
    });

    if (checks.pageType) {
      test('has no axe violations (WCAG 2.2 A and AA)', () => {
        expect(found.desktop.axe).toEqual([]);
      });

      test('on a desktop: hydration changes nothing, and nothing moves', () => {
        const hydration = found.desktop.hydration!;
        // Each says what it found, even when another failed.
        expect.soft(hydration.changes, `what hydration changed on ${path}`).toEqual([]);
        expect.soft(hydration.shifts, `what moved on ${path} before the end of hydration`).toEqual([]);
        expect(hydration.differences, `the body without JavaScript → hydrated, on ${path}`).toEqual([]);
      });

      test('asks no other host for anything', ({ baseURL }) => {
        const requested = found.desktop.requested!;
        const site = new URL(baseURL!).origin;
        expect(requested.length).toBeGreaterThan(1);
        expect(requested.filter((url) => new URL(url).origin !== site)).toEqual([]);
      });
    }

    if (checks.phoneHydration) {
      test('on a phone: hydration changes nothing, and nothing moves', () => {
        const hydration = found.phone.hydration!;
        expect.soft(hydration.changes, `what hydration changed on ${path}`).toEqual([]);
        expect.soft(hydration.shifts, `what moved on ${path} before the end of hydration`).toEqual([]);
        expect(hydration.differences, `the body without JavaScript → hydrated, on ${path}`).toEqual([]);
      });
    }

    if (checks.searchEngine) {
      const id = checks.searchEngine;
      test('search engine data: title, description, canonical, alternates and JSON-LD', async ({ request }) => {
        await expectSearchEngineData(request, id, locale, found.desktop.searchEngine!);
      });
    }

    for (const width of phoneWidths) {
      test(`fits ${width} px, headings whole`, () => {
        expect(found.phone.overflows[width], `what is wider than ${width} px or cut on ${path}`).toEqual([]);
      });
    }
  });
}
