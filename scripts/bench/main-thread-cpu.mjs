// The page's main thread in CPU time. Lighthouse's main-thread work adds up how long each task took on
// the clock (times 4, its CPU slowdown). On this 2-core machine a task takes longer on the clock while
// other threads want the cores, above all Chromium compiling the page's scripts in the background. So a long page's own parsing, style and layout take longer *with* scripts than without,
// although they do the same work, and that shows up as "what scripts add". The trace also records each
// task's thread time (`tdur`, the CPU the thread got): its sum is the work itself, whatever else ran.
import { median } from './median.mjs';

/** Lighthouse's CPU slowdown of the mobile preset, so that CPU figures compare with its main-thread work. */
export const cpuSlowdown = 4;

/**
 * The CPU time (ms, times `cpuSlowdown`) of the page's main-thread tasks from the page's navigation
 * on, from a trace's events (Lighthouse's `artifacts.Trace.traceEvents`); null when the trace has no
 * navigation of an http(s) document or no thread times.
 */
export function mainThreadCpuMs(traceEvents) {
  const navigation = traceEvents
    .filter((event) => event.name === 'navigationStart' && /^https?:/.test(String(event.args?.data?.documentLoaderURL ?? '')))
    .at(-1);
  if (!navigation) return null;
  const tasks = traceEvents
    .filter((event) => event.pid === navigation.pid && event.tid === navigation.tid && event.name === 'RunTask' && event.ph === 'X' && event.ts >= navigation.ts)
    .sort((a, b) => a.ts - b.ts);
  if (tasks.length === 0 || tasks.every((task) => task.tdur === undefined)) return null;
  let cpuMicroseconds = 0;
  let end = -Infinity;
  for (const task of tasks) {
    // A task run inside another (a nested message loop) is already in the outer one's time.
    if (task.ts < end) continue;
    cpuMicroseconds += task.tdur ?? 0;
    end = task.ts + (task.dur ?? 0);
  }
  return (cpuMicroseconds / 1000) * cpuSlowdown;
}

/**
 * The CPU figures of a page beside the empty page's: medians of its runs with and without scripts,
 * what scripts add and its multiple of what they add to the empty page (null when a trace had none).
 * `page` and `empty` are `{ runs: [{ cpuMs, withoutScriptsCpuMs }] }`.
 */
export function scriptsAddInCpu(page, empty) {
  const medians = ({ runs }) => {
    const withScripts = runs.map((run) => run.cpuMs);
    const withoutScripts = runs.map((run) => run.withoutScriptsCpuMs);
    if ([...withScripts, ...withoutScripts].some((value) => typeof value !== 'number')) return null;
    const workMs = median(withScripts);
    const withoutScriptsMs = median(withoutScripts);
    return { workMs, withoutScriptsMs, scriptsAddMs: workMs - withoutScriptsMs };
  };
  const own = medians(page);
  const reference = medians(empty);
  if (!own || !reference) return null;
  return { ...own, scriptsAddRatio: reference.scriptsAddMs > 0 ? own.scriptsAddMs / reference.scriptsAddMs : null };
}
