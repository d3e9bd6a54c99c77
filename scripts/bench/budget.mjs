// The JavaScript budget, in one place for the benchmark (`npm run bench`, measured by Lighthouse) and
// the build's test (tests/unit/bench/javascript-budget.test.ts, read from the build's manifests): the
// most JavaScript (gzip) a page may load, as a multiple of what the empty Next.js page loads.
// Pure functions, so both callers and their tests share them.

/** The budget per route id of the route table (lib/routing/route-table.ts); every other page: `default`. */
export const javascriptBudget = Object.freeze({
  default: 1.2,
  // The business-area slider and the company film's player.
  home: 1.3,
  // The stepped form with react-hook-form (its schema loads on the first check).
  contact: 1.3,
});

/** The budget of a page: a multiple of the empty page's JavaScript. */
export function budgetOf(routeId) {
  return Object.hasOwn(javascriptBudget, routeId ?? '') && routeId !== 'default' ? javascriptBudget[routeId] : javascriptBudget.default;
}

/** A page's JavaScript as a multiple of the empty page's (both in bytes). */
export function javascriptRatio(bytes, emptyBytes) {
  if (!(emptyBytes > 0)) throw new Error(`the empty page's JavaScript must be more than 0 bytes, not ${emptyBytes}`);
  return bytes / emptyBytes;
}

/**
 * Every page held against its budget: `pages` are `{ routeId, gzipBytes, … }` (further fields pass
 * through); each comes back with its `ratio`, `budget` and `overBudget`.
 */
export function checkJavaScriptBudget(pages, emptyBytes) {
  return pages.map((page) => {
    const ratio = javascriptRatio(page.gzipBytes, emptyBytes);
    const budget = budgetOf(page.routeId);
    // Rounded as printed (0.001), so a page shown at its budget is not reported over it.
    return { ...page, ratio, budget, overBudget: Math.round(ratio * 1000) > Math.round(budget * 1000) };
  });
}

/** One line per page over its budget, for the console and the test's message. */
export function describeOverBudget(checked, kB = (bytes) => (bytes / 1024).toFixed(1)) {
  return checked
    .filter((page) => page.overBudget)
    .map((page) => `${page.label ?? page.routeId}: ${kB(page.gzipBytes)} kB gzip = ${page.ratio.toFixed(3)} × the empty page, budget ${page.budget} ×`);
}
