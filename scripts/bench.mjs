#!/usr/bin/env node
// `npm run bench`: Lighthouse (its default config, i.e. the mobile preset with simulated throttling) on
// one page of every page type in both languages, with its scripts and with every script blocked, and
// the JavaScript each page loads; held against the budgets of scripts/bench/budget.mjs.
//
// 1. Builds when needed (the staleness check of `npm start`, scripts/production-build.mjs) into
//    NEXT_DIST_DIR (default `.next`, the build `npm start` serves); BENCH_SKIP_BUILD=1 measures the
//    build and dist/server.mjs as they are.
// 2. Starts the site's server (server.ts, as `npm start` does) on BENCH_PORT or else a free port.
// 3. Picks the pages from the route table (lib/routing/route-table.ts, read with the TypeScript parser,
//    so the page ids, English paths, parents and the groups `competenceRouteIds`, … are not copied
//    here): the first page of each group; a record page (`[slug]`) is the first record linked from its
//    parent page, so it follows whatever data the build was made from (content/backend/*.json or the
//    CMS); the German path of every page is the `hreflang="de"` alternate of its English page.
//    BENCH_PAGES (e.g. `home,contact,legal page`) measures only those page types (and the empty page),
//    to compare one change quickly; such a run writes bench/partial.tmp/results.json instead.
//    Each page is measured BENCH_RUNS times (default 3); the run with the median performance score
//    stands for it (every run's score is in the JSON as `performanceRuns`); main-thread work, TBT and
//    LCP are medians over the runs.
// 4. Runs Lighthouse in Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium) on each page in
//    turn (performance, accessibility, best practices, SEO; BENCH_THROTTLING=devtools: with the
//    throttling applied while the page loads, not simulated, its results in bench/devtools.tmp/,
//    scripts/bench/settings.mjs), and right after each run once more with
//    every script file blocked (`*.js`; performance only): the main-thread work of the page's HTML,
//    CSS, fonts and images alone. What scripts add is the median with scripts minus the median without
//    (the empty page's too). The LCP element and the phases of its time (TTFB, load delay, load time,
//    render delay) come from the audit `largest-contentful-paint-element` (scripts/bench/lcp.mjs).
//    Chromium asks for the pages at the public origin the build was made for (SITE_URL, read from the
//    canonical link) and a host-resolver rule leads it to this server, so canonical and hreflang links
//    are judged as on the deployed site.
// 5. JavaScript: the `Script` requests of Lighthouse's network-requests audit, each fetched again with
//    `Accept-Encoding: gzip` and counted by its body as the server sends it (gzip; files under 1 kB
//    as they are). The response headers, ~1 kB per file with the security headers, are left out: they
//    are not JavaScript, and the empty page has none of them. Lighthouse's `transferSize` (with the
//    headers) is in the JSON too. Scripts the page's HTML does not name are counted as well (they are
//    downloaded): chunks of other pages fetched by Next.js's link prefetching, lazy imports; they are
//    marked `inDocument: false` in the JSON and named under the table.
//    Baseline: an empty Next.js page, an App Router page with one heading built with this project's
//    next, react and react-dom (in the system's temp folder, once per versions, with a node_modules
//    link to ours), served beside the site and measured by Lighthouse in the same run, first. "vs
//    empty" is a page's JavaScript minus the empty page's: what the site adds to the framework. The
//    framework chunks alone (`rootMainFiles` of the build manifest: Turbopack's runtime, React DOM,
//    the client router) would undercount the empty page: it also loads the chunk of Next.js's own
//    client components (layout router, error boundary), ~4 kB. Per page, `frameworkGzipBytes` in the
//    JSON is the site's own `rootMainFiles`, a cross-check. The empty page's row also shows what the
//    framework alone scores on this machine at that moment (the machine's load moves TBT a lot).
// 6. The budgets (scripts/bench/budget.mjs, the one place): JavaScript at most 1.2 × the empty page's,
//    home and contact 1.3 × (`javascriptBudget`); and `pageBudget`: what scripts add ≤ 1.3 × what they
//    add to the empty page, LCP ≤ 1500 ms and ≤ 2.3 × the empty page's, TBT ≤ 1.5 × the empty page's,
//    performance within 2 points of it, CLS 0, accessibility, best practices and SEO 100. The whole page's work ≤ 1.5 × the empty page's
//    is the far goal: printed (`workRatio`), never a miss. The script prints one line per target a page
//    missed and exits with status 1 (after writing the results).
// Prints a table, each page's LCP element, and writes bench/results.json (the figures and, per page,
// the Lighthouse audits that hold a category below 100); the full Lighthouse reports (the runs with
// scripts) go to bench/lighthouse.tmp/ (git-ignored).
//
// The parts, by concern, in scripts/bench/: settings.mjs (the environment), route-table.mjs,
// server.mjs, pages.mjs (which pages), empty-page.mjs (the baseline), lighthouse.mjs, lcp.mjs (the LCP
// element and its phases), javascript.mjs (the scripts and their gzip size), budget.mjs, report.mjs
// (the console output).
// The servers and the browser are stopped at the end, also on failure or Ctrl-C.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
// chrome-launcher is Lighthouse's own dependency (not one of ours).
import { launch } from 'chrome-launcher';
import { checkJavaScriptBudget, checkPages, javascriptBudget, pageBudget } from './bench/budget.mjs';
import { emptyPageBuild, versionOf } from './bench/empty-page.mjs';
import { lcpByCountedScripts } from './bench/lcp.mjs';
import { lighthouseRun, summarizePage } from './bench/lighthouse.mjs';
import { scriptsAddInCpu } from './bench/main-thread-cpu.mjs';
import { canonicalOrigin, choosePages } from './bench/pages.mjs';
import { kB, printBelowFull, printBudget, printFarGoal, printCpu, printLaterScripts, printLcp, printPageBudget, table } from './bench/report.mjs';
import { readRouteTable } from './bench/route-table.mjs';
import { fetchPage, freePort, portIsFree, startServer, stopServer, waitForServer } from './bench/server.mjs';
import { reportsDir, resultsFile, runs, skipBuild, throttlingMethod } from './bench/settings.mjs';
import { chromiumFlags, chromiumPath } from './chromium.mjs';
import { buildWhenStale, distDir, root } from './production-build.mjs';

const servers = [];
let chrome;

async function cleanUp() {
  for (const server of servers) stopServer(server);
  if (chrome) await Promise.resolve(chrome.kill()).catch(() => {});
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanUp().finally(() => process.exit(130));
  });
}

async function serve(directory, port, label, options) {
  if (!(await portIsFree(port))) throw new Error(`port ${port} is in use${label === distDir ? ' (set BENCH_PORT to a free one)' : ''}`);
  const origin = `http://localhost:${port}`;
  console.log(`> Serving ${label} on ${origin}`);
  const server = startServer(directory, port, options);
  servers.push(server);
  await waitForServer(server, origin);
  return origin;
}

async function main() {
  if (!existsSync(chromiumPath)) {
    throw new Error(`Chromium not found at ${chromiumPath}. Install Debian's Chromium (sudo apt-get update && sudo apt-get install -y chromium) or set CHROMIUM_PATH.`);
  }
  if (skipBuild) console.log(`> BENCH_SKIP_BUILD=1: measuring ${distDir} and dist/server.mjs as they are.`);
  const buildStatus = skipBuild ? 0 : await buildWhenStale();
  if (buildStatus !== 0) throw new Error(`next build failed (exit status ${buildStatus})`);
  const emptyPageDirectory = emptyPageBuild();

  const manifest = JSON.parse(readFileSync(join(root, distDir, 'build-manifest.json'), 'utf8'));
  const frameworkPaths = new Set(manifest.rootMainFiles.map((file) => `/_next/${file}`));
  const routeTable = readRouteTable();

  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const origin = await serve(root, port, distDir, { site: true });
  const emptyOrigin = await serve(emptyPageDirectory, await freePort(), 'the empty Next.js page');
  const pages = await choosePages(origin, routeTable);

  // The build writes its public origin (SITE_URL) into canonical and hreflang links, and next-intl's
  // Link header names the origin of the request: served on another port, Lighthouse's canonical audit
  // would fail for that difference alone. Chromium therefore asks for the pages at the public origin and
  // reaches this server under it (a host-resolver rule), as visitors reach the deployed site.
  const publicOrigin = canonicalOrigin(await fetchPage(origin, '/')) ?? origin;
  // chrome-launcher starts a windowed browser unless told otherwise.
  const flags = ['--headless=new', ...chromiumFlags];
  let pageOrigin = origin;
  if (publicOrigin !== origin && new URL(publicOrigin).protocol === 'http:') {
    const { hostname, port: publicPort } = new URL(publicOrigin);
    flags.push(`--host-resolver-rules=MAP ${hostname}:${publicPort || 80} localhost:${port}`);
    pageOrigin = publicOrigin;
    console.log(`> Chromium reaches ${origin} as ${publicOrigin}, the origin the build was made for (SITE_URL)`);
  } else if (publicOrigin !== origin) {
    console.warn(`  ! The build was made for ${publicOrigin}: Lighthouse's canonical audit compares it with ${origin} and fails.`);
  }

  chrome = await launch({ chromePath: chromiumPath, chromeFlags: flags });
  rmSync(reportsDir, { recursive: true, force: true });
  mkdirSync(reportsDir, { recursive: true });

  // Rounds over every page, the empty page first: each page's runs are spread over the whole
  // benchmark, as the empty page's are, so the machine's drift falls on all of them alike. Each run
  // with the page's scripts is followed by one with every script blocked (performance only).
  const targets = [
    { page: { type: 'empty Next.js page', routeId: null, language: '–', path: '/' }, url: `${emptyOrigin}/`, servedOrigin: emptyOrigin, frameworkPaths: new Set() },
    ...pages.map((page) => ({ page, url: `${pageOrigin}${page.path}`, servedOrigin: origin, frameworkPaths })),
  ];
  const runsWithScripts = targets.map(() => []);
  const runsWithoutScripts = targets.map(() => []);
  for (let round = 1; round <= runs; round += 1) {
    for (const [index, { page, url }] of targets.entries()) {
      console.log(`> Lighthouse ${round}/${runs} ${page.type}${page.language === '–' ? '' : ` (${page.language})`}: ${url}, then without scripts`);
      runsWithScripts[index].push(await lighthouseRun(url, chrome.port));
      runsWithoutScripts[index].push(await lighthouseRun(url, chrome.port, { blockScripts: true }));
    }
  }
  const rows = [];
  for (const [index, { page, url, servedOrigin, frameworkPaths: framework }] of targets.entries()) {
    rows.push(await summarizePage(page, url, runsWithScripts[index], runsWithoutScripts[index], servedOrigin, framework));
  }
  const [empty] = rows;
  const checked = checkJavaScriptBudget(
    rows.map((row) => ({ routeId: row.routeId, gzipBytes: row.javascript.gzipBytes })),
    empty.javascript.gzipBytes,
  );
  rows.forEach((row, index) => {
    const { ratio, budget, overBudget } = checked[index];
    Object.assign(row.javascript, { vsEmptyBytes: row.javascript.gzipBytes - empty.javascript.gzipBytes, ratio, budget, overBudget });
  });
  const pageFigures = (row) => ({ ...row.mainThread, lcpMs: row.lcp.ms, cls: row.metrics.cls, scores: row.scores });
  const pagesChecked = checkPages(rows.map(pageFigures), pageFigures(empty));
  rows.forEach((row, index) => {
    const { scriptsAddMs, scriptsAddRatio, workRatio, tbtRatio, performanceBehind, misses } = pagesChecked[index];
    Object.assign(row.mainThread, { scriptsAddMs, scriptsAddRatio, workRatio, tbtRatio, performanceBehind });
    row.mainThread.cpu = scriptsAddInCpu(row, empty);
    // The empty page is the reference, not held against the budget.
    row.misses = index === 0 ? [] : misses;
  });

  const { environment } = empty;
  for (const row of rows) delete row.environment;
  const results = {
    date: new Date().toISOString(),
    distDir,
    publicOrigin: pageOrigin,
    next: versionOf('next'),
    ...environment,
    config: throttlingMethod === 'simulate'
      ? 'Lighthouse default: mobile (Moto G Power screen), simulated throttling (slow 4G, 4x CPU slowdown)'
      : 'Lighthouse mobile (Moto G Power screen), throttling applied while the page loads (BENCH_THROTTLING=devtools: slow 4G, 4x CPU slowdown)',
    throttlingMethod,
    emptyPage: {
      description: 'an App Router page with one heading, built with the same next, react and react-dom',
      gzipBytes: empty.javascript.gzipBytes,
      files: empty.javascript.files,
    },
    siteFrameworkChunks: [...frameworkPaths],
    javascriptBudget,
    pageBudget,
    // The race behind the simulated LCP (bench/README.md): every run's LCP by whether scripts counted into it.
    lcpByCountedScripts: { site: lcpByCountedScripts(rows.slice(1).map((row) => row.lcp)), emptyPage: lcpByCountedScripts([empty.lcp]) },
    pages: rows,
  };
  mkdirSync(join(resultsFile, '..'), { recursive: true });
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);

  console.log(`\n${table(rows)}\n`);
  console.log(`Empty Next.js page: ${kB(empty.javascript.gzipBytes)} kB of JavaScript (gzip, ${empty.javascript.requests} files).`);
  printLaterScripts(rows);
  printLcp(rows, results.lcpByCountedScripts);
  printCpu(rows);
  const indexes = rows.map((row) => row.benchmarkIndex);
  console.log(`Lighthouse benchmarkIndex (CPU speed during the runs, higher is faster): ${Math.min(...indexes)}–${Math.max(...indexes)}.`);
  printBelowFull(rows);
  console.log(`\nWrote ${resultsFile.slice(root.length)} and the full Lighthouse reports in ${reportsDir.slice(root.length)}/.`);
  console.log('');
  printFarGoal(rows);
  const overJavaScript = printBudget(rows);
  const missed = printPageBudget(rows);
  if (overJavaScript.length > 0 || missed.length > 0) process.exitCode = 1;
}

try {
  await main();
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
