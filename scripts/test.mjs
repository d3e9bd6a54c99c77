#!/usr/bin/env node
// `npm test`: the type check, the linter, the unit and component tests (vitest) and the end-to-end
// tests (Playwright in Debian's Chromium against a fresh production build). Every step runs even when
// an earlier one failed, so one run shows everything; the last line totals all suites from the
// runners' JSON reports: `N passed, N failed, N skipped`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { missingPrograms } from './cluster/services.mjs';
import { chromiumPath } from './chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };

function step(title, command, args, env = {}) {
  console.log(`\n▶ ${title}: ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

/** A check without a test report of its own (type check, lint, build) counts as one test. */
function check(title, command, args) {
  const ok = step(title, command, args);
  if (ok) totals.passed += 1;
  else {
    totals.failed += 1;
    console.error(`✖ ${title} failed`);
  }
  return ok;
}

/**
 * The second production build the end-to-end tests need: the site in CMS mode (into `.next-cms`),
 * built against the test JSON:API server, which runs only while it builds.
 */
async function buildCmsMode() {
  const cms = JSON.parse(readFileSync(join(root, 'tests/e2e/cms/cms-environment.json'), 'utf8'));
  // A fresh build: Next.js keeps fetched data across builds in the dist folder, and the tests change it.
  rmSync(join(root, cms.distDir), { recursive: true, force: true });
  const server = spawn('node', ['tests/e2e/cms/cms-server.mjs'], { cwd: root, stdio: 'ignore' });
  try {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const up = await fetch(`http://localhost:${cms.cmsPort}/__admin/requests`).then(() => true, () => false);
      if (up) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    console.log(`\n▶ production build in CMS mode (${cms.distDir}, against the test JSON:API server)`);
    const result = spawnSync('npx', ['next', 'build'], {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        NEXT_DIST_DIR: cms.distDir,
        BACKEND_URL: `http://localhost:${cms.cmsPort}/v1/`,
        BACKEND_TOKEN: cms.token,
        REVALIDATE_SECRET: cms.revalidateSecret,
      },
    });
    const ok = result.status === 0;
    if (ok) totals.passed += 1;
    else {
      totals.failed += 1;
      console.error('✖ production build in CMS mode failed');
    }
    return ok;
  } finally {
    server.kill();
  }
}

/** The tests of the production build just made (the JavaScript budget: vitest's `build` project, tests/build/). */
function buildTests() {
  step('tests of the production build', 'npx', [
    'vitest', 'run', '--project=build', '--reporter=default', '--reporter=json', `--outputFile.json=${join(reports, 'vitest-build.json')}`,
  ]);
  const report = readReport('vitest-build.json');
  addReport('vitest (build)', report && {
    passed: report.numPassedTests,
    failed: report.numFailedTests + (report.success === false && report.numFailedTests === 0 ? 1 : 0),
    skipped: report.numPendingTests + report.numTodoTests,
  });
  return true;
}

function readReport(file) {
  try {
    return JSON.parse(readFileSync(join(reports, file), 'utf8'));
  } catch {
    return undefined;
  }
}

/** Counts a runner's JSON report; a runner that wrote none (it crashed) counts as one failure. */
function addReport(name, counts) {
  if (!counts) {
    totals.failed += 1;
    console.error(`✖ ${name} wrote no report`);
    return;
  }
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
}

check('type check', 'sh', ['-c', 'npx next typegen >/dev/null && npx tsc --noEmit']);
check('lint', 'npx', ['eslint', '.', '--max-warnings=0']);

step('unit and component tests', 'npx', [
  'vitest', 'run', '--project=unit', '--project=component', '--reporter=default', '--reporter=json', `--outputFile.json=${join(reports, 'vitest.json')}`,
]);
const vitest = readReport('vitest.json');
addReport('vitest', vitest && {
  passed: vitest.numPassedTests,
  failed: vitest.numFailedTests + (vitest.success === false && vitest.numFailedTests === 0 ? 1 : 0),
  skipped: vitest.numPendingTests + vitest.numTodoTests,
});

if (!existsSync(chromiumPath)) {
  console.error(`
✖ The end-to-end tests need Debian's Chromium at ${chromiumPath}, which is not installed.
  Install it with:   sudo apt-get update && sudo apt-get install -y chromium
  (or point CHROMIUM_PATH at another Chromium binary), then run npm test again.`);
  totals.failed += 1;
} else if (check('production build', 'npm', ['run', 'build']) && buildTests() && (await buildCmsMode())) {
  const missing = missingPrograms();
  if (missing.length > 0) {
    console.error(`
✖ The tests of several instances behind a load balancer and the cache in front need ${missing.map(({ name }) => name).join(' and ')} from Debian's packages. Install with:
${missing.map(({ install }) => `    ${install}`).join('\n')}
  then run npm test again (those tests fail until then).`);
  }
  step('end-to-end tests', 'npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'playwright.json') });
  const playwright = readReport('playwright.json');
  addReport('playwright', playwright && {
    passed: playwright.stats.expected + playwright.stats.flaky,
    failed: playwright.stats.unexpected + (playwright.errors?.length ?? 0),
    skipped: playwright.stats.skipped,
  });
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
