// What the benchmark prints: the table (README's Benchmark section), the scripts loaded after the
// page, the JavaScript budget and the audits that hold a category below 100.
import { describeMainThreadOver, describeOverBudget, mainThreadBudget } from './budget.mjs';
import { categories } from './settings.mjs';

export const kB = (bytes) => (bytes / 1024).toFixed(1);
const score = (value) => (value === null || value === undefined ? '–' : String(Math.round(value * 100)));
const label = (row) => `${row.type}${row.language === '–' ? '' : ` (${row.language})`}`;

export function table(rows) {
  const headings = [
    'page',
    'language',
    'performance',
    'accessibility',
    'best practices',
    'SEO',
    'main thread',
    'main thread × empty',
    'TBT',
    'TBT × empty',
    'LCP',
    'CLS',
    'JS kB gzip',
    'JS kB vs empty',
    'JS × empty',
    'budget',
  ];
  const cells = rows.map((row) => [
    row.type,
    row.language,
    score(row.scores.performance),
    score(row.scores.accessibility),
    score(row.scores['best-practices']),
    score(row.scores.seo),
    `${Math.round(row.mainThread.workMs)} ms`,
    `${row.mainThread.overBudget.includes('main-thread work') ? '✖ ' : ''}${row.mainThread.workRatio.toFixed(2)}`,
    `${Math.round(row.mainThread.tbtMs)} ms`,
    `${row.mainThread.overBudget.includes('TBT') ? '✖ ' : ''}${row.mainThread.tbtRatio.toFixed(2)}`,
    `${(row.metrics.lcpMs / 1000).toFixed(1)} s`,
    row.metrics.cls.toFixed(3),
    kB(row.javascript.gzipBytes),
    `${row.javascript.vsEmptyBytes < 0 ? '' : '+'}${kB(row.javascript.vsEmptyBytes)}`,
    row.javascript.ratio.toFixed(2),
    row.routeId === null ? '–' : `${row.javascript.overBudget ? '✖ ' : ''}≤ ${row.javascript.budget.toFixed(2)}`,
  ]);
  const widths = headings.map((heading, column) => Math.max(heading.length, ...cells.map((line) => line[column].length)));
  const line = (values) => `| ${values.map((value, column) => (column < 2 ? value.padEnd(widths[column]) : value.padStart(widths[column]))).join(' | ')} |`;
  const rule = `| ${widths.map((width, column) => (column < 2 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`)).join(' | ')} |`;
  return [line(headings), rule, ...cells.map(line)].join('\n');
}

/** The scripts a page's HTML does not name (link prefetching of other pages, lazy imports), with the pages that loaded them. */
export function printLaterScripts(rows) {
  const later = new Map();
  for (const row of rows) {
    for (const file of row.javascript.files.filter((candidate) => !candidate.inDocument)) {
      const entry = later.get(file.path) ?? { gzipBytes: file.gzipBytes, pages: [] };
      entry.pages.push(label(row));
      later.set(file.path, entry);
    }
  }
  if (later.size > 0) console.log("Of that, scripts the page's HTML does not name (link prefetching of other pages, lazy imports):");
  for (const [path, { gzipBytes, pages }] of later) {
    console.log(`  ${path.split('/').pop()}, ${kB(gzipBytes)} kB: ${pages.length > 6 ? `${pages.length} pages` : pages.join(', ')}`);
  }
}

/** The budget's verdict; the lines of the pages over it (none: within budget). */
export function printBudget(rows) {
  const over = describeOverBudget(
    rows.filter((row) => row.routeId !== null).map((row) => ({ ...row.javascript, label: label(row) })),
    kB,
  );
  if (over.length === 0) console.log('JavaScript budget: every page within its budget.');
  else console.error(`✖ JavaScript budget: ${over.length} page${over.length === 1 ? '' : 's'} over budget:\n${over.map((line) => `  ${line}`).join('\n')}`);
  return over;
}

export function printBelowFull(rows) {
  const belowFull = rows.filter((row) => categories.some((id) => row.scores[id] !== null && row.scores[id] < 1));
  if (belowFull.length === 0) return;
  console.log('\nBelow 100 (the weighted audits that failed; details in bench/results.json):');
  for (const row of belowFull) {
    const failing = categories.flatMap((id) =>
      row.belowFullScore[id].filter((audit) => audit.weight > 0).map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`),
    );
    console.log(`  ${label(row)}: ${failing.join(', ')}`);
  }
}

/** The main thread's verdict; the lines of the pages over its budget (none: within). */
export function printMainThread(rows) {
  const over = describeMainThreadOver(rows.slice(1).map((row) => ({ ...row.mainThread, label: label(row) })));
  const { work, tbt, performancePoints } = mainThreadBudget;
  if (over.length === 0) console.log(`Main thread: every page within ${work} × the empty page's work, ${tbt} × its TBT and ${performancePoints} points of its performance.`);
  else console.error(`✖ Main thread: ${over.length} page${over.length === 1 ? '' : 's'} over budget:\n${over.map((line) => `  ${line}`).join('\n')}`);
  return over;
}

/** With BENCH_WITHOUT_SCRIPTS: each page's main-thread work with and without its scripts, beside the empty page's. */
export function printWithoutScripts(rows) {
  console.log("Main-thread work without scripts (HTML, CSS, fonts, images alone) beside the page with them, as multiples of the empty page's:");
  for (const row of rows.slice(1)) {
    const alone = row.mainThread.withoutScripts;
    if (alone) console.log(`  ${label(row)}: ${Math.round(alone.workMs)} ms = ${alone.workRatio.toFixed(2)} × without scripts, ${row.mainThread.workRatio.toFixed(2)} × with them`);
  }
}
