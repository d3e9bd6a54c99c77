import { describe, expect, it } from 'vitest';
import { describeLcp, describeLcpGraph, lcpOf, pageLcp, type LighthouseResult } from '../../../scripts/bench/lcp.mjs';

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
