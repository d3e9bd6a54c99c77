// The types of scripts/bench/main-thread-cpu.mjs, for the tests (tsconfig has no allowJs).
export type TraceEvent = { name: string; ph?: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number; args?: { data?: { documentLoaderURL?: string } } };
export type CpuRun = { cpuMs: number | null; withoutScriptsCpuMs: number | null };
export type CpuFigures = { workMs: number; withoutScriptsMs: number; scriptsAddMs: number; scriptsAddRatio: number | null };
export declare const cpuSlowdown: number;
export declare function mainThreadCpuMs(traceEvents: readonly TraceEvent[]): number | null;
export declare function scriptsAddInCpu(page: { runs: readonly CpuRun[] }, empty: { runs: readonly CpuRun[] }): CpuFigures | null;
