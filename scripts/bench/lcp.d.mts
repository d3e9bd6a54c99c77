// The types of scripts/bench/lcp.mjs, for the tests (tsconfig has no allowJs).
export type LcpElement = { selector: string; snippet: string; label: string };
export type LcpPhases = { ttfbMs: number; loadDelayMs: number; loadTimeMs: number; renderDelayMs: number };
export type RunLcp = { ms: number; element: LcpElement | null; phasesMs: LcpPhases | null };
export type PageLcp = { ms: number; runMs: number; element: LcpElement | null; phasesMs: LcpPhases | null; runs: { ms: number; selector: string | null }[] };
// A Lighthouse result, as far as these functions read it.
export type LighthouseResult = { audits: Record<string, { numericValue?: number; details?: unknown }> };
export declare function lcpOf(lhr: LighthouseResult): RunLcp;
export declare function pageLcp(lhrs: readonly LighthouseResult[]): PageLcp;
export declare function describeLcp(lcp: PageLcp): string;
