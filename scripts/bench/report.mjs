// What the benchmark prints: the table (README's Benchmark section), the scripts loaded after the
// page, each page's LCP element, the audits that hold a category below 100, the far goal and the
// budgets' verdicts.
import { describeMisses, describeOverBudget, pageBudget } from './budget.mjs';
import { describeLcp, describeLcpByCountedScripts } from './lcp.mjs';
import { cpuSlowdown } from './main-thread-cpu.mjs';
import { categories } from './settings.mjs';

export const kB = (bytes) => (bytes / 1024).toFixed(1);
const score = (value) => (value === null || value === undefined ? '–' : String(Math.round(value * 100)));
const label = (row) => `${row.type}${row.language === '–' ? '' : ` (${row.language})`}`;

const missed = (row, target) => (row.misses?.some((miss) => miss.target === target) ? '✖ ' : '');

export function table(rows) {
  const headings = [
    'page',
    'language',
    'performance',
    'accessibility',
    'best practices',
    'SEO',
    'main thread',
    'without scripts',
    'scripts add',
    'scripts add × empty',
    'main thread × empty (far goal)',
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
    `${missed(row, 'performance')}${score(row.scores.performance)}`,
    `${missed(row, 'accessibility')}${score(row.scores.accessibility)}`,
    `${missed(row, 'best-practices')}${score(row.scores['best-practices'])}`,
    `${missed(row, 'seo')}${score(row.scores.seo)}`,
    `${Math.round(row.mainThread.workMs)} ms`,
    `${Math.round(row.mainThread.withoutScriptsMs)} ms`,
    `${Math.round(row.mainThread.scriptsAddMs)} ms`,
    `${missed(row, 'scripts add')}${row.mainThread.scriptsAddRatio.toFixed(2)}`,
    row.mainThread.workRatio.toFixed(2),
    `${Math.round(row.mainThread.tbtMs)} ms`,
    `${missed(row, 'TBT')}${row.mainThread.tbtRatio.toFixed(2)}`,
    `${missed(row, 'LCP')}${Math.round(row.lcp.ms)} ms`,
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

/**
 * Each page's LCP element and the phases of its time (the run whose LCP is the median), then every run's
 * LCP by whether the simulation counted scripts into it (`split`: the results' `lcpByCountedScripts`).
 */
export function printLcp(rows, split) {
  console.log('LCP per page (median over the runs), its element and the phases of its median run:');
  for (const row of rows) console.log(`  ${label(row)}: ${describeLcp(row.lcp)}`);
  console.log(`  Every run of the site's pages, by what the simulation counted into its LCP: ${describeLcpByCountedScripts(split.site)}.`);
  console.log(`  The empty page's runs: ${describeLcpByCountedScripts(split.emptyPage)}.`);
}

/**
 * What scripts add in the main thread's CPU time (main-thread-cpu.mjs): the same comparison as the
 * table's, without the time the thread waited for a core while other threads ran.
 */
export function printCpu(rows) {
  if (rows.some((row) => !row.mainThread.cpu)) {
    console.log('Main-thread CPU time: not in every trace, left out.');
    return;
  }
  console.log(`Main-thread CPU time (the traces' thread time, × ${cpuSlowdown}; medians): with scripts, without, what scripts add and its multiple of the empty page's:`);
  for (const row of rows) {
    const { workMs, withoutScriptsMs, scriptsAddMs, scriptsAddRatio } = row.mainThread.cpu;
    console.log(`  ${label(row)}: ${Math.round(workMs)} ms, ${Math.round(withoutScriptsMs)} ms, ${Math.round(scriptsAddMs)} ms = ${scriptsAddRatio === null ? '–' : scriptsAddRatio.toFixed(2)} ×`);
  }
}

/** The whole page's main-thread work beside the empty page's: the far goal, printed, never a miss. */
export function printFarGoal(rows) {
  const ratios = rows.slice(1).map((row) => row.mainThread.workRatio);
  if (ratios.length === 0) return;
  const within = ratios.filter((ratio) => Math.round(ratio * 100) <= Math.round(pageBudget.work * 100)).length;
  console.log(
    `Whole-page main-thread work, the far goal (≤ ${pageBudget.work} × the empty page's; not checked, the run does not fail on it): ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)} ×, ${within} of ${ratios.length} pages within.`,
  );
}

/** The page budget's verdict; one line per target a page missed (none: every page within). */
export function printPageBudget(rows) {
  const over = describeMisses(rows.slice(1).map((row) => ({ ...row, label: label(row) })));
  const { scriptsAdd, lcpMs, lcpRatio, tbt, performancePoints, cls, fullScores } = pageBudget;
  const targets = `what scripts add ≤ ${scriptsAdd} × the empty page's, LCP ≤ ${lcpMs} ms and ≤ ${lcpRatio} × the empty page's, TBT ≤ ${tbt} × the empty page's, performance within ${performancePoints} points of it, CLS ${cls}, ${fullScores.join(', ')} 100`;
  if (over.length === 0) console.log(`Page budget: every page within every target (${targets}).`);
  else console.error(`✖ Page budget (${targets}): ${over.length} target${over.length === 1 ? '' : 's'} missed:\n${over.map((line) => `  ${line}`).join('\n')}`);
  return over;
}
