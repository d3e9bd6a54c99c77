#!/usr/bin/env node
// `npm test`: the type check, the linter, the unit and component tests (vitest) and the end-to-end
// tests (Playwright in Debian's Chromium against fresh production builds). Every step runs even when
// an earlier one failed, so one run shows everything; the last line totals all suites from the
// runners' JSON reports: `N passed, N failed, N skipped`, after a list of what failed (one line each).
//
// The steps share the two cores, two at a time, each one's lines prefixed with its name: the type check
// beside the linter, then the unit and component tests beside the builds (the embedded default, its
// tests, the CMS mode). The end-to-end tests start when both are done: they need both builds and both
// cores. The soak, which mostly waits, runs beside them in a Playwright run of its own.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createInterface } from 'node:readline';
import { localCertificate } from './cluster/local-certificate.mjs';
import { findProgram, missingPrograms } from './cluster/services.mjs';
import { buildCmsMode, cmsEnvironment } from './build-cms-mode.mjs';
import { chromiumPath } from './chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
/** What failed, by name and first line of its error, repeated above the total (CI shows the end of the output). */
const failures = [];

/**
 * Runs a command to its end; its output goes to the console line by line, behind `[lane]` when it runs
 * beside another lane. Resolves whether it exited 0.
 */
function step(title, command, args, { env = {}, lane } = {}) {
  const prefix = lane ? `[${lane}] ` : '';
  console.log(`\n${prefix}▶ ${title}: ${[command, ...args].join(' ')}`);
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', lane ? 'pipe' : 'inherit', lane ? 'pipe' : 'inherit'], env: { ...process.env, ...env } });
  if (lane) {
    for (const [stream, out] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
      createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => out.write(`${prefix}${line}\n`));
    }
  }
  return new Promise((resolve) => {
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });
}

/** A check without a test report of its own (type check, lint, build) counts as one test. */
async function check(title, command, args, options) {
  const ok = await step(title, command, args, options);
  if (ok) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(title);
    console.error(`✖ ${title} failed`);
  }
  return ok;
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
    failures.push(`${name}: wrote no report`);
    console.error(`✖ ${name} wrote no report`);
    return;
  }
  failures.push(...counts.failures);
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
}

/** Runs vitest's `projects` and counts its JSON report (`file` in reports/). */
async function vitest(title, projects, file, lane, options = []) {
  await step(title, 'npx', [
    'vitest', 'run', ...projects.map((project) => `--project=${project}`), ...options, '--reporter=default', '--reporter=json', `--outputFile.json=${join(reports, file)}`,
  ], { lane });
  const report = readReport(file);
  addReport(`vitest (${projects.join(', ')})`, report && {
    passed: report.numPassedTests,
    failed: report.numFailedTests + (report.success === false && report.numFailedTests === 0 ? 1 : 0),
    skipped: report.numPendingTests + report.numTodoTests,
    failures: vitestFailures(report),
  });
}

/** The first line of an error message, without the terminal's colour codes. */
const firstLine = (message = '') => message.replace(/\u001b\[[0-9;]*m/g, '').trim().split('\n')[0].slice(0, 300);

/** The failed tests of vitest's JSON report (and files that failed outside any test), each as one line. */
function vitestFailures(report) {
  return report.testResults.flatMap((file) => {
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    if (failed.length === 0 && file.status === 'failed') return [`${relative(root, file.name)}: ${firstLine(file.message)}`];
    return failed.map((test) => `${relative(root, file.name)} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  });
}

/** The tests of Playwright's JSON report that failed on every try, and its errors outside tests, each as one line. */
function playwrightFailures(report) {
  const lines = (report.errors ?? []).map((error) => `(outside the tests) ${firstLine(error.message)}`);
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests.filter((candidate) => candidate.status === 'unexpected')) {
        const error = test.results.at(-1)?.error?.message;
        lines.push(`[${test.projectName}] ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}: ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return lines;
}

/**
 * The unit and component tests: vitest's own projects, beside the builds, on two workers (vitest's
 * default on two cores is one): many of them wait on the services and servers they start.
 */
function unitTests() {
  return vitest('unit and component tests', ['unit', 'component'], 'vitest.json', 'unit', ['--maxWorkers=2']);
}

/**
 * The production builds the end-to-end tests need: the embedded default (`.next`) with the tests of its
 * JavaScript (vitest's `build` project, tests/build/), and the CMS mode (`.next-cms`, build-cms-mode.mjs).
 * `next build` skips its own type check: the same `tsc` has run once for all before (BUILD_TYPECHECKED,
 * next.config.ts).
 */
async function buildsLane() {
  const lane = 'build';
  const env = { BUILD_TYPECHECKED: '1' };
  if (!(await check('production build', 'npm', ['run', 'build'], { lane, env }))) return false;
  await vitest('tests of the production build', ['build'], 'vitest-build.json', lane);
  return buildCmsMode(
    (command, args, buildEnv) => check(`production build in CMS mode (${cmsEnvironment.distDir}, against the test JSON:API server)`, command, args, { lane, env: buildEnv }),
    env,
  );
}

// The type check reads the builds' route types (`next typegen` writes them into .next/types): before the builds.
await Promise.all([
  check('type check', 'sh', ['-c', 'npx next typegen >/dev/null && npx tsc --noEmit'], { lane: 'types' }),
  check('lint', 'npx', ['eslint', '.', '--max-warnings=0'], { lane: 'lint' }),
]);
const hasChromium = existsSync(chromiumPath);
const [, built] = await Promise.all([unitTests(), hasChromium ? buildsLane() : Promise.resolve(false)]);

if (!hasChromium) {
  console.error(`
✖ The end-to-end tests need Debian's Chromium at ${chromiumPath}, which is not installed.
  Install it with:   sudo apt-get update && sudo apt-get install -y chromium
  (or point CHROMIUM_PATH at another Chromium binary), then run npm test again.`);
  totals.failed += 1;
} else if (built) {
  const missing = missingPrograms();
  if (missing.length > 0) {
    console.error(`
✖ The tests of several instances behind a load balancer and the cache in front need ${missing.map(({ name }) => name).join(' and ')} from Debian's packages. Install with:
${missing.map(({ install }) => `    ${install}`).join('\n')}
  then run npm test again (those tests fail until then).`);
  }
  // The front door's certificate, made once before both runs start (each run's global setup reads it).
  if (findProgram('openssl')) localCertificate();
  // The soak mostly waits on its own cluster: it runs beside the rest, in a run of its own with no servers.
  await Promise.all([
    playwright('end-to-end tests', ['--project=chromium', '--project=cms', '--project=cluster'], 'playwright.json'),
    playwright('the soak', ['--project=soak', '--output=test-results-soak'], 'playwright-soak.json', { E2E_SERVERS: 'none' }, 'soak'),
  ]);
}

/** A Playwright run of `args` (projects) and its JSON report (`file` in reports/). */
async function playwright(title, args, file, env = {}, lane = undefined) {
  await step(title, 'npx', ['playwright', 'test', ...args], { env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, file) }, lane });
  const report = readReport(file);
  addReport(title, report && {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected + (report.errors?.length ?? 0),
    skipped: report.stats.skipped,
    failures: playwrightFailures(report),
  });
}

if (failures.length > 0) console.log(`\nWhat failed:\n${failures.map((failure) => `  ✖ ${failure}`).join('\n')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
