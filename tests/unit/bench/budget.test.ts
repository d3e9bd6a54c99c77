import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  budgetOf,
  checkJavaScriptBudget,
  checkPages,
  clientComponentBudgetOf,
  describeMisses,
  describeOverBudget,
  javascriptBudget,
  javascriptRatio,
  pageBudget,
  type PageFigures,
} from '../../../scripts/bench/budget.mjs';
import { buildPagesJavaScript, servedGzipBytes, siteClientComponents } from '../../../scripts/bench/build-javascript.mjs';

describe('the JavaScript budget', () => {
  it('allows every page 1.2 × the empty page, home and contact 1.3 ×', () => {
    expect(javascriptBudget).toEqual({ default: 1.2, home: 1.3, contact: 1.3 });
    expect(budgetOf('home')).toBe(1.3);
    expect(budgetOf('contact')).toBe(1.3);
    expect(budgetOf('news')).toBe(1.2);
    expect(budgetOf(null)).toBe(1.2);
    // No page is called `default`, and nothing from Object's prototype is a budget.
    expect(budgetOf('default')).toBe(1.2);
    expect(budgetOf('toString')).toBe(1.2);
  });

  it('measures a page against the empty page', () => {
    expect(javascriptRatio(150, 100)).toBe(1.5);
    expect(() => javascriptRatio(150, 0)).toThrow(/more than 0 bytes/);
  });

  it('marks exactly the pages over their budget, counting a page at its budget (as printed) as within it', () => {
    const checked = checkJavaScriptBudget(
      [
        { routeId: 'imprint', gzipBytes: 120_000 },
        { routeId: 'imprint', gzipBytes: 120_049 },
        { routeId: 'news', gzipBytes: 120_100 },
        { routeId: 'home', gzipBytes: 130_000 },
        { routeId: 'contact', gzipBytes: 131_000 },
      ],
      100_000,
    );
    expect(checked.map((page) => page.overBudget)).toEqual([false, false, true, false, true]);
    expect(checked[2]).toMatchObject({ ratio: 1.201, budget: 1.2 });
    expect(describeOverBudget(checked)).toEqual([
      'news: 117.3 kB gzip = 1.201 × the empty page, budget 1.2 ×',
      'contact: 127.9 kB gzip = 1.310 × the empty page, budget 1.3 ×',
    ]);
  });
});

describe('the page budget on a phone', () => {
  // Scripts add 300 ms to the empty page's main thread (1,200 ms with them, 900 ms without).
  const empty: PageFigures = {
    workMs: 1200,
    withoutScriptsMs: 900,
    tbtMs: 300,
    lcpMs: 600,
    cls: 0,
    scores: { performance: 0.99, accessibility: 1, 'best-practices': 1, seo: 1 },
  };
  // Exactly at every limit: scripts add 390 ms = 1.3 ×, LCP 1380 ms = 2.3 ×, TBT 450 ms = 1.5 ×,
  // performance 2 points below, no layout shift, the other scores 100; its whole page 2.5 × the empty
  // page's (the far goal only).
  const atLimits: PageFigures = {
    label: 'home (de)',
    workMs: 3000,
    withoutScriptsMs: 2610,
    tbtMs: 450,
    lcpMs: 1380,
    cls: 0,
    scores: { performance: 0.97, accessibility: 1, 'best-practices': 1, seo: 1 },
  };
  const targetsMissed = (page: PageFigures) => checkPages([page], empty)[0]!.misses.map((miss) => miss.target);

  it('holds what scripts add to 1.3 × the empty page, LCP to 1.5 s and 2.3 ×, TBT to 1.5 ×, performance to 2 points, CLS to 0, the other scores to 100', () => {
    expect(pageBudget).toEqual({
      scriptsAdd: 1.3,
      lcpMs: 1500,
      lcpRatio: 2.3,
      tbt: 1.5,
      performancePoints: 2,
      cls: 0,
      fullScores: ['accessibility', 'best-practices', 'seo'],
      work: 1.5,
    });
  });

  it('holds LCP to 1.5 s however slow the empty page, and to 2.3 × a fast one', () => {
    const slowEmpty = { ...empty, lcpMs: 900 };
    expect(checkPages([{ ...atLimits, lcpMs: 1500 }], slowEmpty)[0]!.misses).toEqual([]);
    expect(checkPages([{ ...atLimits, lcpMs: 1501 }], slowEmpty)[0]!.misses.map((miss) => miss.target)).toEqual(['LCP']);
    expect(checkPages([{ ...atLimits, lcpMs: 1501 }], empty)[0]!.misses.map((miss) => miss.target)).toEqual(['LCP', 'LCP × empty']);
  });

  it('computes what scripts add and its multiple, TBT and whole-page multiples and the points behind', () => {
    const [checked] = checkPages([atLimits], empty);
    expect(checked).toMatchObject({ label: 'home (de)', scriptsAddMs: 390, performanceBehind: 2, misses: [] });
    expect(checked!.scriptsAddRatio).toBeCloseTo(1.3, 10);
    expect(checked!.lcpRatio).toBeCloseTo(2.3, 10);
    expect(checked!.tbtRatio).toBeCloseTo(1.5, 10);
    expect(checked!.workRatio).toBeCloseTo(2.5, 10);
  });

  it('passes a page exactly at every limit, and one at a limit as printed (rounded)', () => {
    expect(targetsMissed(atLimits)).toEqual([]);
    // 1.304 × and 1.504 × are printed as 1.30 and 1.50; 1382.4 ms (2.304 ×) as 1382 ms and 2.30 ×; a CLS of 0.0004 as 0.000.
    expect(targetsMissed({ ...atLimits, withoutScriptsMs: 3000 - 391.2, tbtMs: 451.2, lcpMs: 1382.4, cls: 0.0004 })).toEqual([]);
  });

  it.each([
    ['scripts add', { withoutScriptsMs: 3000 - 393 }],
    ['scripts add', { withoutScriptsMs: 3000 - 391.8 }],
    ['LCP × empty', { lcpMs: 1384 }],
    ['LCP × empty', { lcpMs: 1383.4 }],
    ['TBT', { tbtMs: 453 }],
    ['performance', { scores: { ...atLimits.scores, performance: 0.96 } }],
    ['CLS', { cls: 0.001 }],
    ['CLS', { cls: Number.NaN }],
    ['performance', { scores: { ...atLimits.scores, performance: null } }],
    ['accessibility', { scores: { ...atLimits.scores, accessibility: 0.99 } }],
    ['best-practices', { scores: { ...atLimits.scores, 'best-practices': 0.96 } }],
    ['seo', { scores: { ...atLimits.scores, seo: 0.92 } }],
    ['seo', { scores: { ...atLimits.scores, seo: null } }],
  ] as const)('fails a page just over one limit: %s (%o)', (target, change) => {
    expect(targetsMissed({ ...atLimits, ...change })).toEqual([target]);
  });

  it('never fails a page for its whole-page work, the far goal', () => {
    const checked = checkPages([{ ...atLimits, workMs: 6000, withoutScriptsMs: 5610 }], empty)[0]!;
    expect(checked.workRatio).toBe(5);
    expect(checked.misses).toEqual([]);
  });

  it('measures what scripts add against what they add to the empty page, not against its whole work', () => {
    // The same whole-page work, but scripts add 600 ms: 2 × the empty page's 300 ms.
    const checked = checkPages([{ ...atLimits, withoutScriptsMs: 2400 }], empty)[0]!;
    expect(checked.scriptsAddMs).toBe(600);
    expect(checked.scriptsAddRatio).toBe(2);
    expect(targetsMissed({ ...atLimits, withoutScriptsMs: 2400 })).toEqual(['scripts add']);
    // A page whose scripts add nothing (or, in the noise, less than nothing) is within.
    expect(targetsMissed({ ...atLimits, withoutScriptsMs: 3050 })).toEqual([]);
  });

  it('prints one line per target missed, naming the page and what', () => {
    const missing: PageFigures = {
      ...atLimits,
      withoutScriptsMs: 2400,
      lcpMs: 1690.4,
      tbtMs: 630,
      cls: 0.012,
      scores: { performance: 0.83, accessibility: 0.98, 'best-practices': 1, seo: 1 },
    };
    expect(describeMisses(checkPages([atLimits, missing, { ...atLimits, label: undefined, routeId: 'contact', lcpMs: 1450 }], empty))).toEqual([
      "home (de): what scripts add 600 ms = 2.00 × the empty page's 300 ms (budget 1.3 ×)",
      'home (de): LCP 1690 ms (budget 1500 ms)',
      "home (de): LCP 1690 ms = 2.82 × the empty page's 600 ms (budget 2.3 ×)",
      "home (de): TBT 630 ms = 2.10 × the empty page's (budget 1.5 ×)",
      "home (de): performance 83, 16 points below the empty page's (budget 2 points)",
      'home (de): CLS 0.012 (budget 0)',
      'home (de): accessibility 98 (budget 100)',
      "contact: LCP 1450 ms = 2.42 × the empty page's 600 ms (budget 2.3 ×)",
    ]);
  });
});

describe('the client component budget', () => {
  it('applies the budget by route: the news lists share one, a news article has the default', () => {
    expect(clientComponentBudgetOf('news')).toBe(9);
    expect(clientComponentBudgetOf('news.category.fair.page')).toBe(9);
    expect(clientComponentBudgetOf('news.page')).toBe(9);
    expect(clientComponentBudgetOf('news.article')).toBe(8);
    expect(clientComponentBudgetOf('privacy')).toBe(8);
    expect(clientComponentBudgetOf(null)).toBe(8);
    expect(clientComponentBudgetOf('toString')).toBe(8);
  });
});

describe("a build's JavaScript, from its manifests", () => {
  let dist: string | undefined;
  afterEach(() => {
    if (dist) rmSync(dist, { recursive: true, force: true });
    dist = undefined;
  });

  /** A dist folder as `next build` writes one: two German pages, each with its chunk, linking each other. */
  function fakeBuild({ homeChunkBytes }: { homeChunkBytes: number }) {
    dist = mkdtempSync(join(tmpdir(), 'budget-build-'));
    const write = (path: string, contents: string | Buffer) => {
      mkdirSync(dirname(join(dist!, path)), { recursive: true });
      writeFileSync(join(dist!, path), contents);
    };
    // Random bytes do not compress: gzip makes them a little larger, never smaller.
    write('static/chunks/framework.js', randomBytes(100_000));
    write('static/chunks/builtin.js', randomBytes(2_000));
    write('static/chunks/layout.js', randomBytes(4_000));
    write('static/chunks/home.js', randomBytes(homeChunkBytes));
    write('static/chunks/imprint.js', randomBytes(5_000));
    write('static/chunks/tiny.js', 'x'.repeat(500));
    write('build-manifest.json', JSON.stringify({ rootMainFiles: ['static/chunks/framework.js', 'static/chunks/tiny.js'], polyfillFiles: ['static/chunks/polyfills.js'] }));
    write('prerender-manifest.json', JSON.stringify({ routes: { '/de': { srcRoute: '/[locale]' }, '/de/imprint': { srcRoute: '/[locale]/imprint' }, '/robots.txt': { srcRoute: '/robots.txt' } } }));
    const manifest = (key: string, page: string) =>
      `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["${key}"] = ${JSON.stringify({
        clientModules: {
          '[project]/node_modules/next/dist/client/components/builtin/global-error.js <module evaluation>': {},
          '[project]/components/header/SiteHeader.tsx <module evaluation>': {},
          '[project]/components/header/SiteHeader.tsx': {},
          ...(page === 'home' ? { '[project]/components/blocks/BusinessAreaSlider.tsx': {} } : {}),
        },
        entryJSFiles: {
          '[project]/node_modules/next/dist/client/components/builtin/global-error': ['static/chunks/builtin.js'],
          '[project]/app/global-not-found': ['static/chunks/never-with-a-page.js'],
          '[project]/app/[locale]/layout': ['static/chunks/layout.js'],
          [`[project]/app${key.replace(/\/page$/, '')}/page`]: ['static/chunks/layout.js', `static/chunks/${page}.js`],
        },
      })};\n`;
    write('server/app/[locale]/page_client-reference-manifest.js', manifest('/[locale]/page', 'home'));
    write('server/app/[locale]/imprint/page_client-reference-manifest.js', manifest('/[locale]/imprint/page', 'imprint'));
    write('server/app/de.html', '<a href="/impressum/">Impressum</a> <a href="https://example.com/">elsewhere</a>');
    write('server/app/de/imprint.html', '<a href="/">Start</a>');
    return buildPagesJavaScript(dist, {
      routeIdOf: (path) => ({ '/de': 'home', '/de/imprint': 'imprint' })[path],
    });
  }

  it('computes the empty page from the framework and Next.js’s own components, and each page with its own scripts only', () => {
    const site = fakeBuild({ homeChunkBytes: 10_000 });
    const size = (bytes: number) => servedGzipBytes(randomBytes(bytes));
    expect(site.emptyScripts).toEqual(['static/chunks/framework.js', 'static/chunks/tiny.js', 'static/chunks/builtin.js']);
    expect(site.emptyGzipBytes).toBe(size(100_000) + 500 + size(2_000));
    const [home, imprint] = site.pages;
    expect(home).toMatchObject({ path: '/de', routeId: 'home' });
    // Links prefetch on intent only: the imprint's chunk, which the home page links, is not the home page's.
    expect(home!.gzipBytes).toBe(site.emptyGzipBytes + size(4_000) + size(10_000));
    expect(imprint).toMatchObject({ path: '/de/imprint', routeId: 'imprint' });
    expect(imprint!.gzipBytes).toBe(site.emptyGzipBytes + size(4_000) + size(5_000));
  });

  it('fails a build with a page over its budget', () => {
    const heavy = fakeBuild({ homeChunkBytes: 32_000 });
    const over = describeOverBudget(checkJavaScriptBudget(heavy.pages, heavy.emptyGzipBytes));
    expect(over).toEqual([expect.stringMatching(/^home: [\d.]+ kB gzip = 1\.3\d\d × the empty page, budget 1\.3 ×$/)]);
  });

  it("names each page's own client components, once each, without Next.js's", () => {
    const [home, imprint] = fakeBuild({ homeChunkBytes: 10_000 }).pages;
    expect(home!.clientComponents).toEqual(['components/blocks/BusinessAreaSlider.tsx', 'components/header/SiteHeader.tsx']);
    expect(imprint!.clientComponents).toEqual(['components/header/SiteHeader.tsx']);
    expect(siteClientComponents({})).toEqual([]);
  });

  it('sends files under 1 kB as they are and gzips the others', () => {
    expect(servedGzipBytes(Buffer.from('x'.repeat(1023)))).toBe(1023);
    expect(servedGzipBytes(Buffer.from('x'.repeat(5000)))).toBeLessThan(100);
  });
});
