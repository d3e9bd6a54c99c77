import { devices, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { localeOfPath, type Locale } from '@/lib/routing/locales';
import type { RouteId } from '@/lib/routing/route-table';
import { axeViolations } from './axe';
import { servedPages } from './html-validator';
import { hydrationChanges, installHydrationWatch, serializedBody, treeDifferences, waitForHydration, type DomChange } from './hydration-watch';
import { recordRequests } from './page-loads';
import { pageTypes } from './page-types';
import { scrollThrough } from './scroll-through';
import { readSearchEngineData, searchEnginePageOf, searchEnginePageTypes, type SearchEngineData } from './search-engine-data';
import { watchPolicyViolations } from './site-test';

/**
 * The page sweep (page-sweep.spec.ts): the promises every page keeps, read from one load of each page
 * and language instead of one load per promise. A desktop tab loads a page once for the hydration
 * watch, axe, what a search engine reads and the hosts it asks; a tab without JavaScript loads it for
 * the body it is hydrated from; a phone tab loads it once and is turned to each phone width.
 *
 * A load that watches hydration or counts the hosts a page asks gets a new tab of its own, as a first
 * visit. The others (without JavaScript, and a phone tab that only measures widths) go to tabs the worker
 * keeps open from one page to the next (`warmTabs`), as a visitor's browser goes on to the next page: a
 * new tab costs Chromium a renderer process and a cold cache, about a second of CPU on a 2-core machine,
 * and the sweep opens more than a hundred of them.
 */

/** The phone widths every page fits, from the most common down to the narrowest. */
export const phoneWidths = [390, 360, 320] as const;

/** Which promises are read from a page's loads. */
export type SweepChecks = {
  /** axe's WCAG 2.2 A and AA rules, hydration that changes nothing, no request to another host: one page of each page type. */
  pageType: boolean;
  /** Hydration that changes nothing also on a phone: the pages whose islands behave differently there. */
  phoneHydration: boolean;
  /** What a search engine reads: the route of a page type of search-engine-data.ts. */
  searchEngine: RouteId | undefined;
};

export type SweepPage = { path: string; locale: Locale; status: 200 | 404; checks: SweepChecks };

/** The pages whose islands behave differently on a phone: the header's menu and the home page's slider on every page, the form. */
const phonePageTypes = new Set(['home', 'contact']);

/** Every page the site serves (html-validator.ts's `servedPages`), each with the promises read from it. */
export function sweepPages(): SweepPage[] {
  return servedPages().pages.map(({ path, status }) => {
    const pageType = pageTypes.find((candidate) => candidate.path === path);
    const locale = localeOfPath(path);
    return {
      path,
      locale,
      status,
      checks: {
        pageType: pageType !== undefined,
        phoneHydration: pageType !== undefined && phonePageTypes.has(pageType.type),
        searchEngine: searchEnginePageTypes.find(({ id }) => searchEnginePageOf(id, locale).path === path)?.id,
      },
    };
  });
}

/** What hydration changed, what moved before its end, and how the hydrated body differs from the one served without JavaScript. */
export type HydrationFindings = { changes: DomChange[]; shifts: string[]; differences: string[] };

/** What one sweep of a page found, for the tests to judge. */
export type SweepFindings = {
  /** The status of each load. */
  statuses: number[];
  /** Content-Security-Policy violations reported by any of the page's tabs. */
  policyViolations: string[];
  desktop: { hydration?: HydrationFindings; axe?: string[]; requested?: string[]; searchEngine?: SearchEngineData };
  phone: { hydration?: HydrationFindings; overflows: Record<number, string[]> };
};

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

/** A phone as Chromium emulates a Pixel 7, at the first of the phone widths. */
const { userAgent, deviceScaleFactor, isMobile, hasTouch, viewport: phoneViewport } = devices['Pixel 7'];
const phone = { userAgent, deviceScaleFactor, isMobile, hasTouch, viewport: { width: phoneWidths[0], height: phoneViewport.height } };

type ContextOptions = NonNullable<Parameters<Browser['newContext']>[0]>;

/** A tab of its own under the policy watch; every violation it reports lands in `violations`. */
async function watchedContext(browser: Browser, options: ContextOptions, violations: string[]): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  const watched = await watchPolicyViolations(context, { javaScriptEnabled: options.javaScriptEnabled ?? true });
  // The watch pushes into its own list; the findings collect them all.
  context.on('close', () => violations.push(...watched));
  return context;
}

/** A tab kept open under the policy watch, with every violation it has reported so far. */
type WarmTab = { page: Page; reported: string[] };

/** The tabs one worker keeps open from one page's sweep to the next, one per kind of tab (page-sweep.spec.ts's worker fixture). */
export type WarmTabs = ReturnType<typeof warmTabs>;

export function warmTabs(browser: Browser) {
  const tabs = new Map<string, Promise<WarmTab>>();
  const open = async (options: ContextOptions): Promise<WarmTab> => {
    const context = await browser.newContext(options);
    const reported = await watchPolicyViolations(context, { javaScriptEnabled: options.javaScriptEnabled ?? true });
    return { page: await context.newPage(), reported };
  };
  return {
    /**
     * Runs `visit` in the kept tab of `kind` (opened with `options` the first time, and again if it was
     * closed), at the tab's first size; the policy violations reported meanwhile go into `violations`.
     */
    async visit<T>(kind: string, options: ContextOptions, violations: string[], visit: (page: Page) => Promise<T>): Promise<T> {
      let tab = await tabs.get(kind);
      if (!tab || tab.page.isClosed()) {
        tabs.set(kind, open(options));
        tab = await tabs.get(kind)!;
      }
      const { page, reported } = tab;
      if (options.viewport) await page.setViewportSize(options.viewport);
      const before = reported.length;
      try {
        return await visit(page);
      } finally {
        // A round trip: a report the page sent before it has reached the watch.
        await page.evaluate(() => undefined).catch(() => undefined);
        violations.push(...reported.slice(before));
      }
    },
    close: async () => {
      await Promise.all([...tabs.values()].map(async (tab) => (await tab).page.context().close()));
    },
  };
}

/**
 * Loads `path` in `page` (a new tab of `tab.kind`) with the hydration watch installed before the page's
 * first element is parsed; waits for the end of hydration, compares the body with the same page loaded
 * without JavaScript at the same size (in a kept tab), and returns what changed.
 */
async function loadWatched(page: Page, path: string, tab: { kind: string; options: ContextOptions }, warm: WarmTabs, findings: SweepFindings): Promise<HydrationFindings> {
  await page.addInitScript(installHydrationWatch);
  findings.statuses.push((await page.goto(path))?.status() ?? 0);
  await waitForHydration(page);
  const { changes, shifts } = await hydrationChanges(page);
  const hydrated = await serializedBody(page);
  const served = await warm.visit(`${tab.kind} without JavaScript`, { ...tab.options, javaScriptEnabled: false }, findings.policyViolations, async (staticPage) => {
    findings.statuses.push((await staticPage.goto(path))?.status() ?? 0);
    return serializedBody(staticPage);
  });
  return { changes, shifts, differences: treeDifferences(served, hydrated) };
}

/** What does not fit on the page in `page` at each phone width, from the first down. */
async function overflowsAtPhoneWidths(page: Page, findings: SweepFindings) {
  for (const width of phoneWidths) {
    if (width !== page.viewportSize()?.width) await page.setViewportSize({ width, height: phone.viewport.height });
    findings.phone.overflows[width] = await page.evaluate(overflowsOf, width);
  }
}

/** The sweep of one page: every load it needs, and what each found. */
export async function sweepPage(browser: Browser, warm: WarmTabs, { path, checks }: SweepPage, baseURL: string): Promise<SweepFindings> {
  const findings: SweepFindings = { statuses: [], policyViolations: [], desktop: {}, phone: { overflows: {} } };

  if (checks.pageType || checks.searchEngine) {
    const desktop = { baseURL, ...devices['Desktop Chrome'] };
    const context = await watchedContext(browser, desktop, findings.policyViolations);
    try {
      const page = await context.newPage();
      const requested = recordRequests(page);
      if (checks.pageType) {
        findings.desktop.hydration = await loadWatched(page, path, { kind: 'desktop', options: desktop }, warm, findings);
        findings.desktop.axe = await axeViolations(page);
      } else {
        findings.statuses.push((await page.goto(path))?.status() ?? 0);
      }
      if (checks.searchEngine) findings.desktop.searchEngine = await readSearchEngineData(page);
      if (checks.pageType) {
        // Every lazily loaded image comes into view; then the page asks for nothing more.
        await scrollThrough(page, { endAt: 'bottom' });
        await page.waitForLoadState('networkidle');
        findings.desktop.requested = requested;
      }
    } finally {
      await context.close();
    }
  }

  const options = { baseURL, ...phone };
  if (checks.phoneHydration) {
    const context = await watchedContext(browser, options, findings.policyViolations);
    try {
      const page = await context.newPage();
      findings.phone.hydration = await loadWatched(page, path, { kind: 'phone', options }, warm, findings);
      await overflowsAtPhoneWidths(page, findings);
    } finally {
      await context.close();
    }
  } else {
    await warm.visit('phone', options, findings.policyViolations, async (page) => {
      findings.statuses.push((await page.goto(path))?.status() ?? 0);
      await overflowsAtPhoneWidths(page, findings);
    });
  }
  return findings;
}
