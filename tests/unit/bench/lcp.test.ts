import { describe, expect, it } from 'vitest';
import {
  describeLcp,
  describeLcpByCountedScripts,
  describeLcpGraph,
  lcpByCountedScripts,
  lcpOf,
  pageLcp,
  type LcpGraph,
  type LighthouseResult,
} from '../../../scripts/bench/lcp.mjs';

/** A Lighthouse result as far as lcp.mjs reads it, its LCP element audit as Lighthouse 12 writes it. */
function lighthouseResult(lcpMs: number, { selector = 'main > h1', phases = true } = {}): LighthouseResult {
  const node = { type: 'node', lhId: 'page-0-H1', path: '1,HTML', selector, boundingRect: {}, snippet: '<h1 class="hero__title">', nodeLabel: 'Kunststoff in Form' };
  const ttfb = 600;
  return {
    audits: {
      'largest-contentful-paint': { numericValue: lcpMs },
      'largest-contentful-paint-element': {
        details: {
          type: 'list',
          items: [
            { type: 'table', headings: [{ key: 'node', valueType: 'node', label: 'Element' }], items: [{ node }] },
            ...(phases
              ? [
                  {
                    type: 'table',
                    headings: [],
                    items: [
                      { phase: 'TTFB', timing: ttfb, percent: '20%' },
                      { phase: 'Load Delay', timing: 0, percent: '0%' },
                      { phase: 'Load Time', timing: 0, percent: '0%' },
                      { phase: 'Render Delay', timing: lcpMs - ttfb + 0.4, percent: '80%' },
                    ],
                  },
                ]
              : []),
          ],
        },
      },
    },
  };
}

describe("a page's LCP element", () => {
  it('reads the element and the phases of its time from the audit', () => {
    expect(lcpOf(lighthouseResult(2690))).toEqual({
      ms: 2690,
      element: { selector: 'main > h1', snippet: '<h1 class="hero__title">', label: 'Kunststoff in Form' },
      phasesMs: { ttfbMs: 600, loadDelayMs: 0, loadTimeMs: 0, renderDelayMs: 2090 },
    });
  });

  it('has no phases when Lighthouse could not split the time, and no element when it named none', () => {
    expect(lcpOf(lighthouseResult(1000, { phases: false })).phasesMs).toBeNull();
    expect(lcpOf({ audits: { 'largest-contentful-paint': { numericValue: 900 }, 'largest-contentful-paint-element': {} } })).toEqual({ ms: 900, element: null, phasesMs: null });
  });

  it("takes the median over the runs, with the element and phases of the median run", () => {
    const lcp = pageLcp([lighthouseResult(3000, { selector: 'a' }), lighthouseResult(2400, { selector: 'b' }), lighthouseResult(2600, { selector: 'c' })]);
    expect(lcp).toMatchObject({ ms: 2600, runMs: 2600, element: { selector: 'c' }, phasesMs: { ttfbMs: 600, renderDelayMs: 2000 } });
    expect(lcp.runs).toEqual([
      { ms: 3000, selector: 'a', graph: null },
      { ms: 2400, selector: 'b', graph: null },
      { ms: 2600, selector: 'c', graph: null },
    ]);
    // Of an even count, the mean of the middle two, and the lower middle run's element.
    expect(pageLcp([lighthouseResult(2000, { selector: 'a' }), lighthouseResult(3000, { selector: 'b' })])).toMatchObject({ ms: 2500, runMs: 2000, element: { selector: 'a' } });
  });

  it('describes it in one line', () => {
    expect(describeLcp(pageLcp([lighthouseResult(2690)]))).toBe(
      '2690 ms (median; its run 2690 ms): main > h1; TTFB 600, load delay 0, load time 0, render delay 2090 ms',
    );
  });

  it('keeps what the simulation counted into each run, and names that of the median run', () => {
    const font = { type: 'Font', path: '/_next/static/media/inter.woff2', kB: 31.7 };
    const script = (kB: number) => ({ type: 'Script', path: `/_next/static/chunks/${kB}.js`, kB });
    const counted = { requests: [script(9.3), script(45.3), font], scripts: 2, scriptKB: 54.6, fonts: 1 };
    const none = { requests: [], scripts: 0, scriptKB: 0, fonts: 0 };
    const lcp = pageLcp([lighthouseResult(2400), lighthouseResult(1100), lighthouseResult(2000)], [counted, none, counted]);
    expect(lcp.graph).toBe(counted);
    expect(lcp.runs.map((run) => run.graph)).toEqual([counted, none, counted]);
    expect(describeLcp(lcp)).toBe(
      '2000 ms (median; its run 2000 ms): main > h1; TTFB 600, load delay 0, load time 0, render delay 1400 ms; it waited for 2 scripts (54.6 kB), 1 font',
    );
    expect(describeLcpGraph(none)).toBe('0 scripts (0 kB)');
    expect(describeLcpGraph({ requests: [script(9.3), { type: 'Image', path: '/media/a.webp', kB: 12 }], scripts: 1, scriptKB: 9.3, fonts: 0 })).toBe('1 script (9.3 kB), 1 other request');
  });
});

describe('the race behind the simulated LCP', () => {
  const graph = (scripts: number): LcpGraph => ({ requests: [], scripts, scriptKB: scripts * 10, fonts: 0 });
  const page = (runs: [number, number | null][]) =>
    pageLcp(
      runs.map(([ms]) => lighthouseResult(ms)),
      runs.map(([, scripts]) => (scripts === null ? null : graph(scripts))),
    );

  it("splits every run of the pages by whether the simulation counted a script into its LCP", () => {
    const split = lcpByCountedScripts([page([[983, 0], [2088, 9], [1506, 2]]), page([[863, 0], [1085, 0], [2754, 8]])]);
    expect(split).toEqual({
      withoutScripts: { runs: 3, minMs: 863, medianMs: 983, maxMs: 1085 },
      withScripts: { runs: 3, minMs: 1506, medianMs: 2088, maxMs: 2754 },
    });
    expect(describeLcpByCountedScripts(split)).toBe(
      'no script counted: 3 runs, 863–1085 ms (median 983 ms); scripts counted: 3 runs, 1506–2754 ms (median 2088 ms)',
    );
  });

  it('leaves out runs without a graph, says when a side has no run, and is null when no run has a graph', () => {
    const split = lcpByCountedScripts([page([[649, 0], [1477, null]])]);
    expect(split).toEqual({ withoutScripts: { runs: 1, minMs: 649, medianMs: 649, maxMs: 649 }, withScripts: { runs: 0, minMs: null, medianMs: null, maxMs: null } });
    expect(describeLcpByCountedScripts(split)).toBe('no script counted: 1 run, 649 ms; scripts counted: no run');
    // With the throttling applied (BENCH_THROTTLING=devtools) there is no simulation, so no graph.
    expect(lcpByCountedScripts([page([[900, null]])])).toBeNull();
    expect(describeLcpByCountedScripts(null)).toBe('no run has a simulated LCP graph');
  });
});
