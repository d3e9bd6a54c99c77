import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { budgetOf, checkJavaScriptBudget, clientComponentBudgetOf, describeOverBudget, javascriptBudget, javascriptRatio } from '../../../scripts/bench/budget.mjs';
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
