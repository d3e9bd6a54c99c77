// The types of scripts/bench/lcp.mjs, for the tests (tsconfig has no allowJs).
export type LcpElement = { selector: string; snippet: string; label: string };
export type LcpPhases = { ttfbMs: number; loadDelayMs: number; loadTimeMs: number; renderDelayMs: number };
export type RunLcp = { ms: number; element: LcpElement | null; phasesMs: LcpPhases | null };
// What the simulation counted into a run's LCP (scripts/bench/lcp-graph.mjs).
export type LcpGraph = { requests: { type: string; path: string; kB: number }[]; scripts: number; scriptKB: number; fonts: number };
export type PageLcp = {
  ms: number;
  runMs: number;
  element: LcpElement | null;
  phasesMs: LcpPhases | null;
  graph: LcpGraph | null;
  runs: { ms: number; selector: string | null; graph: LcpGraph | null }[];
};
// A Lighthouse result, as far as these functions read it.
export type LighthouseResult = { audits: Record<string, { numericValue?: number; details?: unknown }> };
export declare function lcpOf(lhr: LighthouseResult): RunLcp;
export declare function pageLcp(lhrs: readonly LighthouseResult[], graphs?: readonly (LcpGraph | null)[]): PageLcp;
export declare function describeLcpGraph(graph: LcpGraph | null): string;
export declare function describeLcp(lcp: PageLcp): string;
// The LCP of every run, split by whether the simulation counted a script into it.
export type LcpSide = { runs: number; minMs: number | null; medianMs: number | null; maxMs: number | null };
export type LcpByCountedScripts = { withoutScripts: LcpSide; withScripts: LcpSide };
export declare function lcpByCountedScripts(pageLcps: readonly PageLcp[]): LcpByCountedScripts | null;
export declare function describeLcpByCountedScripts(split: LcpByCountedScripts | null): string;
