#!/usr/bin/env node
// `npm run bench`: Lighthouse (its default config, i.e. the mobile preset with simulated throttling) on
// one page of every page type in both languages, and the JavaScript each page loads.
//
// 1. Builds when needed (the staleness check of `npm start`, scripts/production-build.mjs) into
//    NEXT_DIST_DIR (default `.next`, the build `npm start` serves).
// 2. Starts `next start` on BENCH_PORT or else a free port (never bound to 127.0.0.1, DESIGN.md §9).
// 3. Picks the pages from the route table (lib/routing/route-table.ts, read with the TypeScript parser,
//    so the page ids, English paths, parents and the groups `competenceRouteIds`, … are not copied
//    here): the first page of each group; a record page (`[slug]`) is the first record linked from its
//    parent page, so it follows whatever data the build was made from (content/backend/*.json or the
//    CMS); the German path of every page is the `hreflang="de"` alternate of its English page.
//    BENCH_PAGES (e.g. `home,contact,legal page`) measures only those page types (and the empty page),
//    to compare one change quickly; such a run writes bench/partial.tmp/results.json instead.
//    Each page is measured BENCH_RUNS times (default 3); the run with the median performance score
//    stands for it (every run's score is in the JSON as `performanceRuns`).
// 4. Runs Lighthouse in Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium) on each page in
//    turn (performance, accessibility, best practices, SEO). Chromium asks for the pages at the public
//    origin the build was made for (SITE_URL, read from the canonical link) and a host-resolver rule
//    leads it to this server, so canonical and hreflang links are judged as on the deployed site.
// 5. JavaScript: the `Script` requests of Lighthouse's network-requests audit, each fetched again with
//    `Accept-Encoding: gzip` and counted by its body as `next start` sends it (gzip; files under 1 kB
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
// Prints a table and writes bench/results.json (the figures and, per page, the Lighthouse audits that
// hold a category below 100); the full Lighthouse reports go to bench/lighthouse.tmp/ (git-ignored).
// The servers and the browser are stopped at the end, also on failure or Ctrl-C.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, parse } from 'node:path';
// chrome-launcher is Lighthouse's own dependency (not one of ours).
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import ts from 'typescript';
import { chromiumFlags, chromiumPath } from './chromium.mjs';
import { buildWhenStale, distDir, root } from './production-build.mjs';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const partialRun = Boolean(process.env.BENCH_PAGES?.trim());
// Lighthouse's scores vary from run to run (mostly TBT, with the machine's load): each page is
// measured several times and the median run reported.
const runs = Number(process.env.BENCH_RUNS ?? 3);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`BENCH_RUNS must be a whole number ≥ 1, not ${process.env.BENCH_RUNS}`);
const resultsFile = join(root, 'bench', ...(partialRun ? ['partial.tmp'] : []), 'results.json');
const reportsDir = join(root, 'bench', 'lighthouse.tmp');

/** One page of every type: a route id of the table, or the first id of one of its groups. */
const pageTypes = [
  { type: 'home', route: 'home' },
  { type: 'competence', group: 'competenceRouteIds' },
  { type: 'industry', group: 'industryRouteIds' },
  { type: 'case study', group: 'caseStudyRouteIds' },
  { type: 'innovation', route: 'innovation' },
  { type: 'careers', route: 'careers' },
  { type: 'job offers', route: 'careers.jobOffers' },
  { type: 'job record', route: 'careers.jobOffer' },
  { type: 'news', route: 'news' },
  { type: 'news record', route: 'news.article' },
  { type: 'downloads', route: 'downloads' },
  { type: 'contact', route: 'contact' },
  { type: 'legal page', group: 'legalRouteIds' },
];

// ---------------------------------------------------------------------------------------------------
// The route table

function stringValue(node) {
  return node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;
}

function withoutTypeAssertions(node) {
  let current = node;
  while (current && (ts.isSatisfiesExpression(current) || ts.isAsExpression(current) || ts.isParenthesizedExpression(current))) {
    current = current.expression;
  }
  return current;
}

/** The entries (`page(id, de, en, options)`) and the id groups (`const …RouteIds = [...]`) of the route table. */
function readRouteTable() {
  const file = join(root, 'lib/routing/route-table.ts');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const entries = new Map();
  const groups = new Map();
  const visit = (node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'page') {
      const [idNode, , enNode, optionsNode] = node.arguments;
      const id = stringValue(idNode);
      const en = stringValue(enNode);
      if (!id || !en) throw new Error(`${file}: cannot read the id and English path of ${node.getText(source)}`);
      let parent;
      if (optionsNode && ts.isObjectLiteralExpression(optionsNode)) {
        const property = optionsNode.properties.find((candidate) => ts.isPropertyAssignment(candidate) && candidate.name.getText(source) === 'parent');
        parent = property ? stringValue(property.initializer) : undefined;
      }
      entries.set(id, { id, en, parent });
    }
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) {
      const value = withoutTypeAssertions(node.initializer);
      if (value && ts.isArrayLiteralExpression(value) && value.elements.length > 0 && value.elements.every((element) => stringValue(element))) {
        groups.set(node.name.text, value.elements.map(stringValue));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (entries.size === 0) throw new Error(`${file}: no page(...) entries found`);
  return { entries, groups };
}

// ---------------------------------------------------------------------------------------------------
// Server and pages

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const nextBin = join(root, 'node_modules/next/dist/bin/next');

/** `next start` of the project in `directory`, in its own process group, so that stopping it also stops anything it spawned. */
function startServer(directory, port) {
  const child = spawn(process.execPath, [nextBin, 'start', '--port', String(port)], {
    cwd: directory,
    env: process.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server = { child, log: '', exited: false };
  child.stdout.on('data', (chunk) => (server.log += chunk));
  child.stderr.on('data', (chunk) => (server.log += chunk));
  child.on('exit', () => (server.exited = true));
  return server;
}

function stopServer(server) {
  if (!server || server.exited) return;
  try {
    process.kill(-server.child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

async function waitForServer(server, origin) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (server.exited) throw new Error(`next start ended before it answered:\n${server.log}`);
    const answered = await fetch(`${origin}/`, { redirect: 'manual' }).then(() => true, () => false);
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`next start did not answer on ${origin} within 60 s:\n${server.log}`);
}

async function fetchPage(origin, path) {
  const response = await fetch(new URL(path, origin), { redirect: 'manual' });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}, expected 200`);
  return response.text();
}

function attributes(tag) {
  return Object.fromEntries([...tag.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map(([, name, value]) => [name.toLowerCase(), value]));
}

/** The path of the page's `<link rel="alternate" hreflang="de">`. */
function germanAlternate(html, englishPath) {
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const link = attributes(tag);
    if (link.rel === 'alternate' && link.hreflang === 'de' && link.href) return new URL(link.href.replaceAll('&amp;', '&')).pathname;
  }
  throw new Error(`${englishPath} has no <link rel="alternate" hreflang="de">`);
}

/** The origin of the page's `<link rel="canonical">`, the public origin the build was made for. */
function canonicalOrigin(html) {
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const link = attributes(tag);
    if (link.rel === 'canonical' && link.href) return new URL(link.href.replaceAll('&amp;', '&')).origin;
  }
  return undefined;
}

/** The first link of the parent page that fits the record's path pattern (`[slug]` → one segment). */
function firstRecordLink(html, pattern, parentPath) {
  const segment = /\[[^\]]+\]/g;
  const expression = new RegExp(
    `^${pattern.split(segment).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[^/?#"]+')}$`,
  );
  for (const [, href] of html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)) {
    const path = href.split(/[?#]/)[0];
    if (expression.test(path)) return path;
  }
  throw new Error(`${parentPath} links no page that fits ${pattern}`);
}

/** The page types BENCH_PAGES names (all when it is unset). */
function chosenPageTypes() {
  const names = process.env.BENCH_PAGES?.split(',').map((name) => name.trim()).filter(Boolean);
  if (!names?.length) return pageTypes;
  const unknown = names.filter((name) => !pageTypes.some((pageType) => pageType.type === name));
  if (unknown.length > 0) throw new Error(`BENCH_PAGES: no page type ${unknown.join(', ')} (known: ${pageTypes.map((pageType) => pageType.type).join(', ')})`);
  return pageTypes.filter((pageType) => names.includes(pageType.type));
}

async function choosePages(origin, routeTable) {
  const pages = [];
  for (const pageType of chosenPageTypes()) {
    const id = pageType.route ?? routeTable.groups.get(pageType.group)?.[0];
    const entry = id && routeTable.entries.get(id);
    if (!entry) throw new Error(`the route table has no ${pageType.route ?? pageType.group}`);
    let englishPath = entry.en;
    if (/\[[^\]]+\]/.test(entry.en)) {
      const parent = entry.parent && routeTable.entries.get(entry.parent);
      if (!parent) throw new Error(`${id} has parameters but no parent page to find a record on`);
      englishPath = firstRecordLink(await fetchPage(origin, parent.en), entry.en, parent.en);
    }
    const germanPath = germanAlternate(await fetchPage(origin, englishPath), englishPath);
    await fetchPage(origin, germanPath);
    pages.push({ type: pageType.type, routeId: id, language: 'de', path: germanPath });
    pages.push({ type: pageType.type, routeId: id, language: 'en', path: englishPath });
  }
  return pages;
}

// ---------------------------------------------------------------------------------------------------
// The empty Next.js page

const versionOf = (name) => JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;

const emptyPageFiles = {
  'package.json': `${JSON.stringify({ name: 'empty-next-page', private: true, type: 'module' }, null, 2)}\n`,
  // Turbopack only compiles files below its root, and node_modules is a link into this project.
  'next.config.mjs': `export default { poweredByHeader: false, turbopack: { root: ${JSON.stringify(parse(root).root)} } };\n`,
  'app/layout.js': `export const metadata = { title: 'Empty page', description: 'An App Router page without content.' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  // Without an icon the browser's request for /favicon.ico fails and costs a best-practices point.
  'app/icon.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16"/></svg>\n',
  // Lighthouse needs something painted.
  'app/page.js': `export default function Page() {
  return (
    <main>
      <h1>Empty page</h1>
    </main>
  );
}
`,
};

/** The folder of the empty page's production build, built when there is none for these versions and files yet. */
function emptyPageBuild() {
  const versions = `next-${versionOf('next')}-react-${versionOf('react')}-react-dom-${versionOf('react-dom')}`;
  const files = createHash('sha256').update(JSON.stringify(emptyPageFiles)).digest('hex').slice(0, 8);
  const directory = join(tmpdir(), 'lumoplast-bench', `empty-page-${versions}-${files}`);
  if (existsSync(join(directory, '.next', 'BUILD_ID'))) return directory;
  console.log(`> Building the empty Next.js page (${versions}) in ${directory}`);
  rmSync(directory, { recursive: true, force: true });
  for (const [name, text] of Object.entries(emptyPageFiles)) {
    mkdirSync(join(directory, name, '..'), { recursive: true });
    writeFileSync(join(directory, name), text);
  }
  symlinkSync(join(root, 'node_modules'), join(directory, 'node_modules'), 'dir');
  const result = spawnSync(process.execPath, [nextBin, 'build'], { cwd: directory, stdio: 'inherit' });
  if (result.status !== 0) {
    rmSync(directory, { recursive: true, force: true });
    throw new Error(`the build of the empty Next.js page failed (exit status ${result.status})`);
  }
  return directory;
}

// ---------------------------------------------------------------------------------------------------
// Lighthouse

/** A value of a detail item in a line: an element as its selector and snippet, a source location as url:line. */
function readableValue(value) {
  if (value === null || typeof value !== 'object') return typeof value === 'string' ? value.slice(0, 300) : value;
  if (value.type === 'node') return `${value.selector ?? ''} ${value.snippet ?? ''}${value.explanation ? ` – ${value.explanation}` : ''}`.trim().slice(0, 600);
  if (value.type === 'source-location') return `${value.url}:${value.line}:${value.column}`;
  if (value.type === 'subitems') return value.items.slice(0, 4).map((sub) => Object.fromEntries(Object.entries(sub).map(([key, inner]) => [key, readableValue(inner)])));
  if ('url' in value) return value.url;
  if ('value' in value) return readableValue(value.value);
  return JSON.stringify(value).slice(0, 300);
}

/** A short, readable summary of an audit's detail items (the elements, files or URLs it names). */
function detailItems(details, limit) {
  const items = details?.type === 'list' ? details.items.flatMap((section) => section.items ?? []) : (details?.items ?? []);
  return items.slice(0, limit).map((item) =>
    Object.fromEntries(
      Object.entries(item)
        .filter(([key, value]) => value !== undefined && value !== null && !['lhId', 'path', 'boundingRect', 'debugData'].includes(key))
        .map(([key, value]) => [key, readableValue(value)]),
    ),
  );
}

/** Per category, the scored audits below a full score (weighted ones count into the category score). */
function auditsBelowFull(lhr) {
  const result = {};
  for (const categoryId of categories) {
    const category = lhr.categories[categoryId];
    result[categoryId] = category.auditRefs
      .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
      .filter(({ ref, audit }) => {
        if (audit.scoreDisplayMode === 'error') return true;
        if (audit.score === null || audit.score >= 1) return false;
        if (['informative', 'manual', 'notApplicable'].includes(audit.scoreDisplayMode)) return false;
        // Metrics and the other weighted audits always; unweighted diagnostics and insights only when
        // Lighthouse itself flags them as failing (score below 0.9).
        return ref.weight > 0 || audit.score < 0.9;
      })
      .map(({ ref, audit }) => ({
        id: audit.id,
        title: audit.title,
        score: audit.score,
        weight: ref.weight,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
        ...(audit.explanation ? { explanation: audit.explanation } : {}),
        ...(audit.errorMessage ? { error: audit.errorMessage } : {}),
        items: detailItems(audit.details, ref.weight > 0 ? 6 : 3),
      }));
  }
  return result;
}

const gzipSizes = new Map();

/**
 * The body of `path` as the server sends it when the client accepts gzip (files under 1 kB it sends
 * uncompressed), without the headers, which differ between the site and the empty page.
 */
function gzipBodyBytes(origin, path) {
  const url = new URL(path, origin).href;
  if (!gzipSizes.has(url)) {
    gzipSizes.set(
      url,
      new Promise((resolve, reject) => {
        get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
          let bytes = 0;
          response.on('data', (chunk) => (bytes += chunk.length));
          response.on('end', () => {
            if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
            else resolve(bytes);
          });
        }).on('error', reject);
      }),
    );
  }
  return gzipSizes.get(url);
}

/**
 * The scripts the page loaded (Lighthouse's network requests of type Script) with their gzip size,
 * fetched again from `servedOrigin`; `frameworkPaths` are the build's `rootMainFiles`. A script the
 * page's HTML does not name came later: a chunk of another page fetched by Next.js's link
 * prefetching, or one the page imports lazily (`inDocument: false`).
 */
async function measureScripts(lhr, servedOrigin, pagePath, frameworkPaths) {
  const html = await fetchPage(servedOrigin, pagePath);
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter((request) => request.resourceType === 'Script');
  const withoutQuery = (path) => path.split('?')[0];
  const files = [];
  for (const request of scripts) {
    const { pathname, search } = new URL(request.url);
    const path = pathname + search;
    files.push({
      path,
      inDocument: html.includes(withoutQuery(path)),
      gzipBytes: await gzipBodyBytes(servedOrigin, path),
      transferBytes: request.transferSize ?? 0,
      resourceBytes: request.resourceSize ?? 0,
    });
  }
  const framework = files.filter((file) => frameworkPaths.has(withoutQuery(file.path)));
  const sum = (list, key) => list.reduce((total, file) => total + file[key], 0);
  return {
    requests: files.length,
    gzipBytes: sum(files, 'gzipBytes'),
    laterGzipBytes: sum(files.filter((file) => !file.inDocument), 'gzipBytes'),
    transferBytes: sum(files, 'transferBytes'),
    frameworkGzipBytes: sum(framework, 'gzipBytes'),
    missingFrameworkChunks: [...frameworkPaths].filter((path) => !framework.some((file) => withoutQuery(file.path) === path)),
    files,
  };
}

/** One Lighthouse run; on a busy machine it now and then loses the trace (NO_NAVSTART, …) and asks to run again. */
async function lighthouseRun(url, chromePort) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: categories });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    if (!result.lhr.runtimeError) return result.lhr;
    const failure = `Lighthouse could not measure ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`;
    if (attempt === 3) throw new Error(failure);
    console.warn(`  ! ${failure} Trying again.`);
  }
}

/**
 * Lighthouse on one page, BENCH_RUNS times: the run with the median performance score (of equal
 * scores, the median TBT) stands for the page; its scores, metrics, scripts and the audits below a
 * full score.
 */
async function measurePage(page, url, servedOrigin, chromePort, frameworkPaths) {
  console.log(`> Lighthouse ${page.type}${page.language === '–' ? '' : ` (${page.language})`}: ${url}${runs > 1 ? ` (${runs} runs)` : ''}`);
  const lhrs = [];
  for (let run = 0; run < runs; run += 1) lhrs.push(await lighthouseRun(url, chromePort));
  lhrs.sort(
    (a, b) =>
      a.categories.performance.score - b.categories.performance.score ||
      b.audits['total-blocking-time'].numericValue - a.audits['total-blocking-time'].numericValue,
  );
  const lhr = lhrs[Math.floor((lhrs.length - 1) / 2)];
  writeFileSync(join(reportsDir, `${page.type.replaceAll(' ', '-')}${page.language === '–' ? '' : `.${page.language}`}.json`), JSON.stringify(lhr));
  const javascript = await measureScripts(lhr, servedOrigin, page.path, frameworkPaths);
  if (javascript.missingFrameworkChunks.length > 0) {
    console.warn(`  ! ${url} did not load the framework chunks ${javascript.missingFrameworkChunks.join(', ')}`);
  }
  return {
    ...page,
    url,
    scores: Object.fromEntries(categories.map((id) => [id, lhr.categories[id].score])),
    metrics: {
      lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
      tbtMs: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      fcpMs: lhr.audits['first-contentful-paint'].numericValue,
      speedIndexMs: lhr.audits['speed-index'].numericValue,
    },
    javascript,
    performanceRuns: lhrs.map((run) => run.categories.performance.score),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    environment: { lighthouse: lhr.lighthouseVersion, chromium: lhr.environment.hostUserAgent.match(/Chrome\/([\d.]+)/)?.[1] },
    belowFullScore: auditsBelowFull(lhr),
  };
}

// ---------------------------------------------------------------------------------------------------
// Output

const kB = (bytes) => (bytes / 1024).toFixed(1);
const score = (value) => (value === null || value === undefined ? '–' : String(Math.round(value * 100)));

function table(rows) {
  const headings = ['page', 'language', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP', 'TBT', 'CLS', 'JS kB gzip', 'JS kB vs empty'];
  const cells = rows.map((row) => [
    row.type,
    row.language,
    score(row.scores.performance),
    score(row.scores.accessibility),
    score(row.scores['best-practices']),
    score(row.scores.seo),
    `${(row.metrics.lcpMs / 1000).toFixed(1)} s`,
    `${Math.round(row.metrics.tbtMs)} ms`,
    row.metrics.cls.toFixed(3),
    kB(row.javascript.gzipBytes),
    `${row.javascript.vsEmptyBytes < 0 ? '' : '+'}${kB(row.javascript.vsEmptyBytes)}`,
  ]);
  const widths = headings.map((heading, column) => Math.max(heading.length, ...cells.map((line) => line[column].length)));
  const line = (values) => `| ${values.map((value, column) => (column < 2 ? value.padEnd(widths[column]) : value.padStart(widths[column]))).join(' | ')} |`;
  const rule = `| ${widths.map((width, column) => (column < 2 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`)).join(' | ')} |`;
  return [line(headings), rule, ...cells.map(line)].join('\n');
}

function printBelowFull(rows) {
  const belowFull = rows.filter((row) => categories.some((id) => row.scores[id] !== null && row.scores[id] < 1));
  if (belowFull.length === 0) return;
  console.log('\nBelow 100 (the weighted audits that failed; details in bench/results.json):');
  for (const row of belowFull) {
    const failing = categories.flatMap((id) =>
      row.belowFullScore[id].filter((audit) => audit.weight > 0).map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`),
    );
    console.log(`  ${row.type}${row.language === '–' ? '' : ` (${row.language})`}: ${failing.join(', ')}`);
  }
}

// ---------------------------------------------------------------------------------------------------

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

async function serve(directory, port, label) {
  if (!(await portIsFree(port))) throw new Error(`port ${port} is in use${label === distDir ? ' (set BENCH_PORT to a free one)' : ''}`);
  const origin = `http://localhost:${port}`;
  console.log(`> Serving ${label} on ${origin}`);
  const server = startServer(directory, port);
  servers.push(server);
  await waitForServer(server, origin);
  return origin;
}

async function main() {
  if (!existsSync(chromiumPath)) {
    throw new Error(`Chromium not found at ${chromiumPath}. Install Debian's Chromium (sudo apt-get update && sudo apt-get install -y chromium) or set CHROMIUM_PATH.`);
  }
  const buildStatus = buildWhenStale();
  if (buildStatus !== 0) throw new Error(`next build failed (exit status ${buildStatus})`);
  const emptyPageDirectory = emptyPageBuild();

  const manifest = JSON.parse(readFileSync(join(root, distDir, 'build-manifest.json'), 'utf8'));
  const frameworkPaths = new Set(manifest.rootMainFiles.map((file) => `/_next/${file}`));
  const routeTable = readRouteTable();

  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const origin = await serve(root, port, distDir);
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

  const empty = await measurePage({ type: 'empty Next.js page', routeId: null, language: '–', path: '/' }, `${emptyOrigin}/`, emptyOrigin, chrome.port, new Set());
  const rows = [empty];
  for (const page of pages) rows.push(await measurePage(page, `${pageOrigin}${page.path}`, origin, chrome.port, frameworkPaths));
  for (const row of rows) row.javascript.vsEmptyBytes = row.javascript.gzipBytes - empty.javascript.gzipBytes;

  const { environment } = empty;
  for (const row of rows) delete row.environment;
  const results = {
    date: new Date().toISOString(),
    distDir,
    publicOrigin: pageOrigin,
    next: versionOf('next'),
    ...environment,
    config: 'Lighthouse default: mobile (Moto G Power screen), simulated throttling (slow 4G, 4x CPU slowdown)',
    emptyPage: {
      description: 'an App Router page with one heading, built with the same next, react and react-dom',
      gzipBytes: empty.javascript.gzipBytes,
      files: empty.javascript.files,
    },
    siteFrameworkChunks: [...frameworkPaths],
    pages: rows,
  };
  mkdirSync(join(resultsFile, '..'), { recursive: true });
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);

  console.log(`\n${table(rows)}\n`);
  console.log(`Empty Next.js page: ${kB(empty.javascript.gzipBytes)} kB of JavaScript (gzip, ${empty.javascript.requests} files).`);
  const later = new Map();
  for (const row of rows) {
    for (const file of row.javascript.files.filter((candidate) => !candidate.inDocument)) {
      const entry = later.get(file.path) ?? { gzipBytes: file.gzipBytes, pages: [] };
      entry.pages.push(`${row.type} (${row.language})`);
      later.set(file.path, entry);
    }
  }
  if (later.size > 0) console.log("Of that, scripts the page's HTML does not name (link prefetching of other pages, lazy imports):");
  for (const [path, { gzipBytes, pages }] of later) {
    console.log(`  ${path.split('/').pop()}, ${kB(gzipBytes)} kB: ${pages.length > 6 ? `${pages.length} pages` : pages.join(', ')}`);
  }
  const indexes = rows.map((row) => row.benchmarkIndex);
  console.log(`Lighthouse benchmarkIndex (CPU speed during the runs, higher is faster): ${Math.min(...indexes)}–${Math.max(...indexes)}.`);
  printBelowFull(rows);
  console.log(`\nWrote ${resultsFile.slice(root.length)} and the full Lighthouse reports in ${reportsDir.slice(root.length)}/.`);
}

try {
  await main();
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
