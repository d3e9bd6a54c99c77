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

/**
 * The main thread's budget, for a phone (Lighthouse's mobile preset, 4 × CPU slowdown): every page's
 * main-thread work and Total Blocking Time (medians over its runs) at most 1.5 × the empty Next.js
 * page's of the same run, and its Lighthouse performance score at most 5 points below the empty page's.
 * The framework's own work sets the floor near 1 ×: what a page adds is hydration of its client
 * components and of the server's payload, its own scripts, and style and layout.
 */
export const mainThreadBudget = Object.freeze({ work: 1.5, tbt: 1.5, performancePoints: 5 });

const ratioTo = (value, reference) => (reference > 0 ? value / reference : value > 0 ? Infinity : 1);

/**
 * Every page against the empty page: `pages` and `empty` are `{ workMs, tbtMs, performance }` (0–1;
 * further fields pass through); each comes back with `workRatio`, `tbtRatio`, `performanceBehind`
 * (points) and `overBudget`, the names of what is over (`[]`: within).
 */
export function checkMainThread(pages, empty) {
  return pages.map((page) => {
    const workRatio = ratioTo(page.workMs, empty.workMs);
    const tbtRatio = ratioTo(page.tbtMs, empty.tbtMs);
    const performanceBehind = Math.round((empty.performance - page.performance) * 100);
    const overBudget = [
      ...(Math.round(workRatio * 100) > mainThreadBudget.work * 100 ? ['main-thread work'] : []),
      ...(Math.round(tbtRatio * 100) > mainThreadBudget.tbt * 100 ? ['TBT'] : []),
      ...(performanceBehind > mainThreadBudget.performancePoints ? ['performance'] : []),
    ];
    return { ...page, workRatio, tbtRatio, performanceBehind, overBudget };
  });
}

/** One line per page over the main thread's budget. */
export function describeMainThreadOver(checked) {
  return checked
    .filter((page) => page.overBudget.length > 0)
    .map(
      (page) =>
        `${page.label ?? page.routeId}: main-thread work ${page.workRatio.toFixed(2)} ×, TBT ${page.tbtRatio.toFixed(2)} ×, performance ${page.performanceBehind} points behind (budget ${mainThreadBudget.work} ×, ${mainThreadBudget.tbt} ×, ${mainThreadBudget.performancePoints} points): over in ${page.overBudget.join(', ')}`,
    );
}

/**
 * The most client components (`'use client'` modules a server component renders, each hydrated from
 * the server's payload) a page may load, set from the build of 25 November 2026: the layout's eight
 * (header, link navigation, scroll manager, chunk-reload guard, offline notice, the messages' provider,
 * the two error boundaries) on every page, and the page's own islands: the slider and the film on the
 * home page, the film on the employee testimonials, the form on the contact page, the "show more" of
 * the news lists (the list, its categories and their pages).
 */
export const clientComponentBudget = Object.freeze({ default: 8, home: 10, 'careers.employeeTestimonials': 9, contact: 9, news: 9 });

/** The client component budget of a page by its route id. */
export function clientComponentBudgetOf(routeId) {
  const budgetId = routeId !== null && routeId !== undefined && /^news(?:\.page|\.category\.|$)/.test(routeId) ? 'news' : routeId;
  return Object.hasOwn(clientComponentBudget, budgetId ?? '') && budgetId !== 'default' ? clientComponentBudget[budgetId] : clientComponentBudget.default;
}
