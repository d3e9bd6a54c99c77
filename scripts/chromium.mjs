// Debian's Chromium (`apt-get install chromium`), the one browser of the end-to-end tests (playwright.config.ts),
// the benchmark (scripts/bench.mjs) and the check that it is installed (scripts/test.mjs): Playwright's own
// browser download cannot work here. Plain JavaScript, so node runs the scripts without a TypeScript loader.

/** The Chromium binary: CHROMIUM_PATH, else Debian's. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags every launch passes: no sandbox (containers, CI), no GPU, and none of the browser's own traffic. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
