import { describe, expect, it } from 'vitest';
import { cpuSlowdown, mainThreadCpuMs, scriptsAddInCpu, type TraceEvent } from '../../../scripts/bench/main-thread-cpu.mjs';

const page = { pid: 7, tid: 1 };
const navigationStart = (ts: number, url = 'http://localhost:3000/'): TraceEvent => ({ name: 'navigationStart', ph: 'R', ...page, ts, args: { data: { documentLoaderURL: url } } });
/** A task of the page's main thread: `dur` on the clock, `tdur` of CPU (µs). */
const task = (ts: number, dur: number, tdur: number | undefined, thread = page): TraceEvent => ({ name: 'RunTask', ph: 'X', ...thread, ts, dur, ...(tdur === undefined ? {} : { tdur }) });

describe("the main thread's CPU time of a Lighthouse trace", () => {
  it("adds up the thread time of the page's tasks from its navigation on, times Lighthouse's CPU slowdown", () => {
    const events = [
      task(500, 300, 300), // before the page's navigation
      navigationStart(1_000),
      task(1_000, 40_000, 10_000), // on the clock 40 ms, of CPU 10 ms: the thread waited for a core
      task(50_000, 5_000, 5_000),
      task(60_000, 9_000, 9_000, { pid: 7, tid: 2 }), // another thread
      task(70_000, 2_000, 2_000, { pid: 8, tid: 1 }), // another process
    ];
    expect(mainThreadCpuMs(events)).toBe(15 * cpuSlowdown);
  });

  it('counts a task run inside another once, and reads the last navigation of a document', () => {
    const events = [navigationStart(0, 'about:blank'), navigationStart(0), navigationStart(10_000), task(5_000, 1_000, 1_000), task(10_000, 20_000, 8_000), task(12_000, 3_000, 3_000), task(40_000, 1_000, 1_000)];
    expect(mainThreadCpuMs(events)).toBe(9 * cpuSlowdown);
  });

  it('is null for a trace without a navigation or without thread times', () => {
    expect(mainThreadCpuMs([task(0, 1_000, 1_000)])).toBeNull();
    expect(mainThreadCpuMs([navigationStart(0, 'about:blank'), task(0, 1_000, 1_000)])).toBeNull();
    expect(mainThreadCpuMs([navigationStart(0), task(0, 1_000, undefined)])).toBeNull();
  });
});

describe('what scripts add in CPU time', () => {
  const runs = (pairs: [number, number][]) => ({ runs: pairs.map(([cpuMs, withoutScriptsCpuMs]) => ({ cpuMs, withoutScriptsCpuMs })) });

  it('is the median with scripts minus the median without, beside the empty page', () => {
    const empty = runs([[600, 200], [700, 220], [640, 240]]);
    const legal = runs([[1_400, 800], [1_500, 820], [1_300, 900]]);
    expect(scriptsAddInCpu(legal, empty)).toEqual({ workMs: 1_400, withoutScriptsMs: 820, scriptsAddMs: 580, scriptsAddRatio: 580 / 420 });
  });

  it('is left out when a run had no CPU time, and has no multiple when scripts add nothing to the empty page', () => {
    expect(scriptsAddInCpu({ runs: [{ cpuMs: 1_000, withoutScriptsCpuMs: null }] }, runs([[600, 200]]))).toBeNull();
    expect(scriptsAddInCpu(runs([[1_000, 800]]), runs([[200, 200]]))?.scriptsAddRatio).toBeNull();
  });
});
