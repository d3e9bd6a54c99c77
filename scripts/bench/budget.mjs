// The budgets, in one place: the JavaScript a page may load (for the benchmark, `npm run bench`, measured
// by Lighthouse, and the build's test, tests/build/javascript-budget.test.ts, read from the build's
// manifests), as a multiple of what the empty Next.js page loads; what a page may cost a phone
// (`pageBudget`: what scripts add to the main thread, LCP, TBT, the scores), against the empty page of
// the same benchmark run; and the client components a page may hydrate (tests/build/client-components.test.ts).
// Pure functions, so the callers and their tests share them.

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
 * The budget of a page on a phone (Lighthouse's mobile preset: simulated slow 4G, 4 × CPU slowdown),
 * against the empty Next.js page of the same run (medians over the runs):
 *   - `scriptsAdd`: what scripts add to the main thread's work (the page with scripts minus the same
 *     page with every script blocked) at most this multiple of what they add to the empty page;
 *   - `lcpMs`: Largest Contentful Paint at most this, and `lcpRatio`: at most this multiple of the
 *     empty page's (the first screen at once on a phone);
 *   - `tbt`: Total Blocking Time at most this multiple of the empty page's;
 *   - `performancePoints`: the performance score at most this many points below the empty page's;
 *   - `cls`: Cumulative Layout Shift at most this (as printed, to 0.001);
 *   - `fullScores`: these categories at 100.
 * `work`, the whole page's main-thread work as a multiple of the empty page's, is the far goal: computed
 * and printed, never a miss (a long page's own HTML, CSS and layout cost something without any script).
 */
export const pageBudget = Object.freeze({
  scriptsAdd: 1.3,
  lcpMs: 1500,
  lcpRatio: 2.3,
  tbt: 1.5,
  performancePoints: 2,
  cls: 0,
  fullScores: Object.freeze(['accessibility', 'best-practices', 'seo']),
  work: 1.5,
});

const ratioTo = (value, reference) => (reference > 0 ? value / reference : value > 0 ? Infinity : 1);
// Rounded as printed (0.01), so a page shown at its limit is not reported over it.
const overRatio = (ratio, limit) => Math.round(ratio * 100) > Math.round(limit * 100);
const points = (score) => (typeof score === 'number' ? Math.round(score * 100) : null);

/**
 * Every page against the empty page. `pages` and `empty` are `{ workMs, withoutScriptsMs, tbtMs, lcpMs,
 * cls, scores }` (main-thread work with and without scripts, TBT and LCP, medians; CLS of the run that
 * stands for the page; `scores` by category, 0–1 or null; further fields pass through). Each comes back
 * with `scriptsAddMs`, `scriptsAddRatio`, `workRatio` (the far goal), `tbtRatio`, `lcpRatio`,
 * `performanceBehind` (points) and `misses`, one
 * `{ target, text }` per target missed (`[]`: within every one).
 */
export function checkPages(pages, empty) {
  const emptyScriptsAddMs = empty.workMs - empty.withoutScriptsMs;
  return pages.map((page) => {
    const scriptsAddMs = page.workMs - page.withoutScriptsMs;
    const scriptsAddRatio = ratioTo(scriptsAddMs, emptyScriptsAddMs);
    const workRatio = ratioTo(page.workMs, empty.workMs);
    const tbtRatio = ratioTo(page.tbtMs, empty.tbtMs);
    const lcpRatio = ratioTo(page.lcpMs, empty.lcpMs);
    const performance = points(page.scores.performance);
    const performanceBehind = (points(empty.scores.performance) ?? 100) - (performance ?? 0);
    const misses = [];
    const miss = (target, text) => misses.push({ target, text });
    if (overRatio(scriptsAddRatio, pageBudget.scriptsAdd)) {
      miss('scripts add', `what scripts add ${Math.round(scriptsAddMs)} ms = ${scriptsAddRatio.toFixed(2)} × the empty page's ${Math.round(emptyScriptsAddMs)} ms (budget ${pageBudget.scriptsAdd} ×)`);
    }
    if (Math.round(page.lcpMs) > pageBudget.lcpMs) miss('LCP', `LCP ${Math.round(page.lcpMs)} ms (budget ${pageBudget.lcpMs} ms)`);
    if (overRatio(lcpRatio, pageBudget.lcpRatio)) {
      miss('LCP × empty', `LCP ${Math.round(page.lcpMs)} ms = ${lcpRatio.toFixed(2)} × the empty page's ${Math.round(empty.lcpMs)} ms (budget ${pageBudget.lcpRatio} ×)`);
    }
    if (overRatio(tbtRatio, pageBudget.tbt)) miss('TBT', `TBT ${Math.round(page.tbtMs)} ms = ${tbtRatio.toFixed(2)} × the empty page's (budget ${pageBudget.tbt} ×)`);
    if (performanceBehind > pageBudget.performancePoints) {
      miss('performance', `performance ${performance ?? '–'}, ${performanceBehind} points below the empty page's (budget ${pageBudget.performancePoints} points)`);
    }
    if (!(Math.round((page.cls ?? Infinity) * 1000) <= pageBudget.cls * 1000)) miss('CLS', `CLS ${page.cls?.toFixed(3) ?? '–'} (budget ${pageBudget.cls})`);
    for (const category of pageBudget.fullScores) {
      const score = points(page.scores[category]);
      if (score !== 100) miss(category, `${category} ${score ?? '– (not scored)'} (budget 100)`);
    }
    return { ...page, scriptsAddMs, scriptsAddRatio, workRatio, tbtRatio, lcpRatio, performanceBehind, misses };
  });
}

/** One line per target a page missed, naming the page (its `label`) and what. */
export function describeMisses(checked) {
  return checked.flatMap((page) => page.misses.map((missed) => `${page.label ?? page.routeId}: ${missed.text}`));
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
