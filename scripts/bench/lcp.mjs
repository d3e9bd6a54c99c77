// The Largest Contentful Paint of a page: its time, and from Lighthouse's `largest-contentful-paint-element`
// audit the element it names and the phases of its time (TTFB; load delay, from the first byte to the
// start of the element's resource; load time of that resource; render delay, to the paint): what delays it.
// For a text element there is no resource, and everything after TTFB is render delay.
import { median } from './median.mjs';

// The phase table's rows, in Lighthouse's order (their names are translated with the report's locale).
const phaseKeys = ['ttfbMs', 'loadDelayMs', 'loadTimeMs', 'renderDelayMs'];

/** One run's LCP: `{ ms, element: { selector, snippet, label } | null, phasesMs: { ttfbMs, … } | null }`. */
export function lcpOf(lhr) {
  const ms = lhr.audits['largest-contentful-paint'].numericValue;
  // A list of two tables: the element, then the phases (missing when Lighthouse could not split the time).
  const tables = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = tables.flatMap((table) => table.items ?? []).find((item) => item.node?.type === 'node')?.node;
  const phaseRows = tables.find((table) => table.items?.length === phaseKeys.length && table.items.every((item) => 'phase' in item && typeof item.timing === 'number'))?.items;
  return {
    ms,
    element: node ? { selector: node.selector ?? '', snippet: node.snippet ?? '', label: node.nodeLabel ?? '' } : null,
    phasesMs: phaseRows ? Object.fromEntries(phaseRows.map((row, index) => [phaseKeys[index], Math.round(row.timing)])) : null,
  };
}

/**
 * A page's LCP from its runs: `ms` is the median over the runs; the element and the phases are those of
 * the run whose LCP is that median (of an even count of runs, the lower middle one), so its phases add up
 * to that run's LCP (`runMs`), and `graph` is what the simulation counted into it (lcp-graph.mjs; `graphs`,
 * one per run, when given). Every run's LCP, element selector and graph are in `runs`.
 */
export function pageLcp(lhrs, graphs = []) {
  const runs = lhrs.map((lhr, index) => ({ ...lcpOf(lhr), graph: graphs[index] ?? null }));
  const sorted = [...runs].sort((a, b) => a.ms - b.ms);
  const middle = sorted.length % 2 === 1 ? sorted[(sorted.length - 1) / 2] : sorted[sorted.length / 2 - 1];
  const ms = sorted.length % 2 === 1 ? middle.ms : (middle.ms + sorted[sorted.length / 2].ms) / 2;
  return {
    ms,
    runMs: middle.ms,
    element: middle.element,
    phasesMs: middle.phasesMs,
    graph: middle.graph,
    runs: runs.map((run) => ({ ms: run.ms, selector: run.element?.selector ?? null, graph: run.graph })),
  };
}

/** A short line: the element and its phases. */
export function describeLcp(lcp) {
  const element = lcp.element ? `${lcp.element.selector || lcp.element.label}` : 'no element named';
  const phases = lcp.phasesMs
    ? `TTFB ${lcp.phasesMs.ttfbMs}, load delay ${lcp.phasesMs.loadDelayMs}, load time ${lcp.phasesMs.loadTimeMs}, render delay ${lcp.phasesMs.renderDelayMs} ms`
    : 'no phases';
  const counted = lcp.graph ? `; it waited for ${describeLcpGraph(lcp.graph)}` : '';
  return `${Math.round(lcp.ms)} ms (median; its run ${Math.round(lcp.runMs)} ms): ${element}; ${phases}${counted}`;
}

/** A short line of what a run's LCP waited for (lcp-graph.mjs): the requests the simulation counted into it. */
export function describeLcpGraph(graph) {
  if (!graph) return 'not computed';
  const others = graph.requests.length - graph.scripts - graph.fonts;
  const count = (n, what) => `${n} ${what}${n === 1 ? '' : 's'}`;
  return `${count(graph.scripts, 'script')} (${graph.scriptKB} kB)${graph.fonts ? `, ${count(graph.fonts, 'font')}` : ''}${others ? `, ${count(others, 'other request')}` : ''}`;
}

/**
 * The race behind the simulated LCP (lcp-graph.mjs): the LCP of every run of the given pages, split by
 * whether the simulation counted any script into it. `{ withoutScripts, withScripts }`, each
 * `{ runs, minMs, medianMs, maxMs }` (the times null when no run fell on that side), or null when no run
 * has a graph (with the throttling applied there is none). The same build's pages come out far sooner in
 * the runs whose paint came before the scripts than in the others (bench/README.md).
 */
export function lcpByCountedScripts(pageLcps) {
  const runs = pageLcps.flatMap((lcp) => lcp.runs).filter((run) => run.graph);
  if (runs.length === 0) return null;
  const side = (chosen) => {
    const times = chosen.map((run) => Math.round(run.ms)).sort((a, b) => a - b);
    if (times.length === 0) return { runs: 0, minMs: null, medianMs: null, maxMs: null };
    return { runs: times.length, minMs: times[0], medianMs: Math.round(median(times)), maxMs: times.at(-1) };
  };
  return {
    withoutScripts: side(runs.filter((run) => run.graph.scripts === 0)),
    withScripts: side(runs.filter((run) => run.graph.scripts > 0)),
  };
}

/** One line of lcpByCountedScripts. */
export function describeLcpByCountedScripts(split) {
  if (!split) return 'no run has a simulated LCP graph';
  const side = ({ runs, minMs, medianMs, maxMs }) =>
    runs === 0 ? 'no run' : runs === 1 ? `1 run, ${minMs} ms` : `${runs} runs, ${minMs}–${maxMs} ms (median ${medianMs} ms)`;
  return `no script counted: ${side(split.withoutScripts)}; scripts counted: ${side(split.withScripts)}`;
}
