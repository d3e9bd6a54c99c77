// What Lighthouse's simulation (Lantern) counts into a run's LCP: the requests of its LCP graph besides the
// document. Lantern takes the paint observed in the unthrottled load and keeps every request that ended
// before it, unless a script's evaluation of 10 ms or more came after it; a short evaluation's task is
// pruned from the graph, so such a script counts as soon as its download ended before the paint. The
// simulated LCP is then when the last of them would end on slow 4G with a 4 × slower CPU: a page whose
// first paint comes after its scripts have arrived has them all in its LCP (bench/README.md).
// Lighthouse's own computed artifact, read from the run's trace and network log.
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

/**
 * `{ requests: [{ type, path, kB }], scripts, scriptKB, fonts }` of one run (its result from `lighthouse()`), or
 * null when Lantern cannot compute it (then the run has no LCP either).
 */
export async function lcpGraphOf({ lhr, artifacts }) {
  try {
    const { optimisticGraph, pessimisticGraph } = await LanternLargestContentfulPaint.request(
      { trace: artifacts.Trace, devtoolsLog: artifacts.DevtoolsLog, gatherContext: artifacts.GatherContext, settings: lhr.configSettings, simulator: null, URL: artifacts.URL, SourceMaps: artifacts.SourceMaps },
      { computedCache: new Map() },
    );
    const requests = new Map();
    for (const graph of [optimisticGraph, pessimisticGraph]) {
      graph.traverse((node) => {
        if (node.type !== 'network' || node.isMainDocument()) return;
        const { url, resourceType, transferSize } = node.request;
        requests.set(url, { type: resourceType, path: new URL(url).pathname, kB: Math.round(transferSize / 102.4) / 10 });
      });
    }
    const list = [...requests.values()];
    const scripts = list.filter((request) => request.type === 'Script');
    return {
      requests: list,
      scripts: scripts.length,
      scriptKB: Math.round(scripts.reduce((sum, request) => sum + request.kB, 0) * 10) / 10,
      fonts: list.filter((request) => request.type === 'Font').length,
    };
  } catch {
    return null;
  }
}
