// Lighthouse (its default config: the mobile preset with simulated throttling, or with BENCH_THROTTLING
// the throttling applied, settings.mjs) on one page, BENCH_RUNS
// times with its scripts and as often with every script blocked, in the Chromium the benchmark started:
// the median run's scores, metrics, scripts and the audits that hold a category below 100; the medians
// of main-thread work (with and without scripts), TBT and LCP, and the LCP element (lcp.mjs).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { measureScripts } from './javascript.mjs';
import { pageLcp } from './lcp.mjs';
import { lcpGraphOf } from './lcp-graph.mjs';
import { mainThreadCpuMs } from './main-thread-cpu.mjs';
import { median } from './median.mjs';
import { categories, reportsDir, throttlingMethod } from './settings.mjs';


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
export function auditsBelowFull(lhr) {
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

/**
 * One Lighthouse run: its result (`lhr`) and the main thread's CPU time from its trace (`cpuMs`,
 * main-thread-cpu.mjs). On a busy machine Lighthouse now and then loses the trace (NO_NAVSTART, …) and
 * asks to run again.
 */
export async function lighthouseRun(url, chromePort, { blockScripts = false } = {}) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: blockScripts ? ['performance'] : categories,
      throttlingMethod,
      ...(blockScripts ? { blockedUrlPatterns: ['*.js'] } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    if (!result.lhr.runtimeError) {
      return {
        lhr: result.lhr,
        cpuMs: mainThreadCpuMs(result.artifacts.Trace?.traceEvents ?? []),
        // What the simulation counted into LCP: only a simulated run has it.
        lcpGraph: blockScripts || throttlingMethod !== 'simulate' ? null : await lcpGraphOf(result),
      };
    }
    const failure = `Lighthouse could not measure ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`;
    if (attempt === 3) throw new Error(failure);
    console.warn(`  ! ${failure} Trying again.`);
  }
}

/** The main thread's work (Lighthouse's `mainthread-work-breakdown`: script, style, layout, parsing, …, throttled) and TBT of one run. */
export const mainThreadOf = (lhr) => ({
  mainThreadMs: lhr.audits['mainthread-work-breakdown'].numericValue,
  tbtMs: lhr.audits['total-blocking-time'].numericValue,
});

const breakdownOf = (lhr) => Object.fromEntries(lhr.audits['mainthread-work-breakdown'].details.items.map((item) => [item.group, Math.round(item.duration)]));

/** Of runs, the one whose `value` is the median (of an even count, the lower middle one). */
function medianRun(lhrs, value) {
  const sorted = [...lhrs].sort((a, b) => value(a) - value(b));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * A page from its Lighthouse runs (`lighthouseRun`'s, BENCH_RUNS of them, taken in rounds over all
 * pages, so the machine's drift falls on every page alike) and as many runs with every script blocked
 * (`runsWithoutScripts`, of the same rounds): the run with the median performance score (of equal scores, the median TBT) stands
 * for the page with its scores, metrics, scripts and the audits below a full score; main-thread work
 * with and without scripts and TBT are the medians over all runs (`mainThread`), LCP too (`lcp`, with
 * the element and phases of its median run); every run's figures are in `runs`.
 */
export async function summarizePage(page, url, runsWithScripts, runsWithoutScripts, servedOrigin, frameworkPaths) {
  const lhrs = runsWithScripts.map((run) => run.lhr);
  const lhrsWithoutScripts = runsWithoutScripts.map((run) => run.lhr);
  const byScore = [...lhrs].sort(
    (a, b) =>
      a.categories.performance.score - b.categories.performance.score ||
      b.audits['total-blocking-time'].numericValue - a.audits['total-blocking-time'].numericValue,
  );
  const lhr = byScore[Math.floor((byScore.length - 1) / 2)];
  writeFileSync(join(reportsDir, `${page.type.replaceAll(' ', '-')}${page.language === '–' ? '' : `.${page.language}`}.json`), JSON.stringify(lhr));
  const javascript = await measureScripts(lhr, servedOrigin, page.path, frameworkPaths);
  if (javascript.missingFrameworkChunks.length > 0) {
    console.warn(`  ! ${url} did not load the framework chunks ${javascript.missingFrameworkChunks.join(', ')}`);
  }
  const runs = lhrs.map((run, index) => ({
    performance: run.categories.performance.score,
    ...mainThreadOf(run),
    withoutScriptsMs: lhrsWithoutScripts[index] ? mainThreadOf(lhrsWithoutScripts[index]).mainThreadMs : null,
    cpuMs: runsWithScripts[index].cpuMs,
    withoutScriptsCpuMs: runsWithoutScripts[index]?.cpuMs ?? null,
    lcpMs: run.audits['largest-contentful-paint'].numericValue,
    lcpGraph: runsWithScripts[index].lcpGraph,
  }));
  const withoutScriptsMs = lhrsWithoutScripts.map((run) => mainThreadOf(run).mainThreadMs);
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
    mainThread: {
      workMs: median(runs.map((run) => run.mainThreadMs)),
      withoutScriptsMs: median(withoutScriptsMs),
      tbtMs: median(runs.map((run) => run.tbtMs)),
      breakdownMs: breakdownOf(lhr),
      withoutScriptsBreakdownMs: breakdownOf(medianRun(lhrsWithoutScripts, (run) => mainThreadOf(run).mainThreadMs)),
    },
    lcp: pageLcp(lhrs, runsWithScripts.map((run) => run.lcpGraph)),
    javascript,
    runs,
    performanceRuns: runs.map((run) => run.performance),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    environment: { lighthouse: lhr.lighthouseVersion, chromium: lhr.environment.hostUserAgent.match(/Chrome\/([\d.]+)/)?.[1] },
    belowFullScore: auditsBelowFull(lhr),
  };
}
