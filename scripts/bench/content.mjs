// The content benchmark (`BENCH_LOAD_ONLY=content npm run bench:load`, and the last part of a full `npm run
// bench:load`): whether the site's cost grows with a change rather than with the collection (issue 41).
// Two content sets of the test CMS, one after the other: the embedded default (the reference: 20 news,
// 20 jobs) and a generated one (scripts/bench/generate-cms-content.mjs: 2,000 news, 80 jobs).
// 1. `next build` in CMS mode against the test CMS, timed (content/cms-build.mjs): each set once in each of
//    BENCH_LOAD_CONTENT_ROUNDS rounds (default 2), the order turned every round; the median counts.
// Then for each set, its last build:
// 2. nginx → Varnish → one instance → Redis (content/front-door.mjs); every address of the site visited
//    once through nginx (content/site-addresses.mjs); the instance's resident memory after it, and beside
//    it what the instance keeps (content/instance-memory.mjs);
// 3. with the generated set only: one new article published and 50 unrelated old articles visited again
//    (content/publish-cost.mjs).
// Each time is given beside Lighthouse's benchmarkIndex, measured just before it (content/benchmark-index.mjs).
// Writes bench/content.json; the builds' logs go to bench/content.tmp/.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../build-server.mjs';
import { missingPrograms, root } from '../cluster/services.mjs';
import { chromiumPath } from '../chromium.mjs';
import { startBenchmarkIndex } from './content/benchmark-index.mjs';
import { timedCmsBuild } from './content/cms-build.mjs';
import { startFrontDoor } from './content/front-door.mjs';
import { retainedMemory } from './content/instance-memory.mjs';
import { measurePublishCost } from './content/publish-cost.mjs';
import { formatContent } from './content/report.mjs';
import { visitEveryAddress } from './content/site-addresses.mjs';
import { startTestCms } from './content/test-cms.mjs';
import { defaultContentFolder, defaultCounts, writeCmsContent } from './generate-cms-content.mjs';
import { residentMemoryMiB } from './load.mjs';
import { median } from './median.mjs';

export const contentOutputFile = join(root, 'bench', 'content.json');
const logFolder = join(root, 'bench', 'content.tmp');

/** The targets of issue 49, item 6. */
export const contentTargets = { buildRatio: 1.2, cmsReadsAfterPublish: 0, varnishMissesAfterPublish: 0, memoryRatio: 1.5 };

const ratio = (value, reference) => (value && reference ? Math.round((value / reference) * 100) / 100 : null);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function contentPorts(env = process.env) {
  const base = Number(env.BENCH_LOAD_CONTENT_PORT || 3640);
  return { nginx: base, instance: base + 1, varnish: base + 2, purge: base + 3, admin: base + 4, cms: base + 5, redis: base + 6, inspector: base + 7 };
}

/** The commit measured and the source files changed beside it (the build compiles the working tree). */
function sourceState() {
  const git = (...args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout;
  // Each line of `--porcelain` is two status letters (the first a space for a change not staged), a space and the path.
  const changed = git('status', '--porcelain', '--', 'app', 'components', 'content', 'i18n', 'lib', 'messages', 'proxy.ts', 'server.ts', 'next.config.ts');
  return { commit: git('rev-parse', '--short', 'HEAD').trim(), uncommittedSourceFiles: changed.split('\n').filter(Boolean).map((line) => line.slice(3)) };
}

/** The median of three benchmarkIndex measurements, and all three. */
async function machineSpeed(benchmarkIndex) {
  const runs = [];
  for (let run = 0; run < 3; run += 1) runs.push(await benchmarkIndex.measure());
  const measured = runs.filter((value) => value !== null);
  return { benchmarkIndex: measured.length > 0 ? median(measured) : null, benchmarkIndexRuns: runs };
}

/** Stops what was started after `mark`, last first. */
async function stopFrom(started, mark) {
  while (started.length > mark) await started.pop().stop().catch(() => undefined);
}

/** The test CMS of a set, for the length of `work(cms)`. */
async function withTestCms(set, { ports, started }, work) {
  const mark = started.length;
  const cms = await startTestCms({ port: ports.cms, seedDir: set.seedDir });
  started.push(cms);
  try {
    return await work(cms);
  } finally {
    await stopFrom(started, mark);
  }
}

/** One timed build of a set, with the CMS reads it made and the machine's speed just before. */
async function buildSet(set, round, context) {
  return withTestCms(set, context, async (cms) => {
    console.log(`\n▶ ${set.label}, round ${round}: next build in CMS mode (${set.distDir})`);
    const speed = await machineSpeed(context.benchmarkIndex);
    const readsBefore = (await cms.requests()).length;
    const build = await timedCmsBuild({ distDir: set.distDir, cms, logFile: join(logFolder, `build-${set.name}-${round}.log`) });
    Object.assign(build, { round, cmsReads: (await cms.requests()).length - readsBefore }, speed);
    console.log(
      `  ${build.ok ? `built in ${build.seconds} s, ${build.pagesGenerated} pages prerendered` : `the build failed (exit status ${build.exitStatus}): see ${build.log}`}, ${build.cmsReads} CMS reads, benchmarkIndex ${build.benchmarkIndex}`,
    );
    return build;
  });
}

/** A set's last build served at the front door: every address visited once; with `publish`, then one publish's cost. */
async function serveSet(set, { publish, ...context }) {
  return withTestCms(set, context, async (cms) => {
    const speed = await machineSpeed(context.benchmarkIndex);
    const { origin, instance } = await startFrontDoor({ distDir: set.distDir, cms, ports: context.ports, started: context.started });
    const pid = instance.child.pid;
    const rssMiB = { started: residentMemoryMiB(pid), peak: 0 };
    const sampler = setInterval(() => (rssMiB.peak = Math.max(rssMiB.peak, residentMemoryMiB(pid) ?? 0)), 250);
    console.log(`\n▶ ${set.label}: every address through ${origin} (nginx → Varnish → one instance)`);
    let visits;
    try {
      visits = await visitEveryAddress(origin);
    } finally {
      clearInterval(sampler);
    }
    // 5 s at rest, then the resident memory as it is; then, through the inspector, the heap as found, a
    // full collection and what the instance keeps (`heapMiB.retained`), and the resident memory after it.
    await sleep(5000);
    rssMiB.afterEveryAddress = residentMemoryMiB(pid);
    const heapMiB = await retainedMemory({ pid, inspectorPort: context.ports.inspector });
    console.log(
      `  ${visits.addresses} addresses in ${visits.seconds} s (${JSON.stringify(visits.statusCodes)}); the instance: ${rssMiB.started} MiB after its start, ${rssMiB.afterEveryAddress} MiB after every address (peak ${rssMiB.peak}); ` +
        (heapMiB.retained === null
          ? `what it keeps not read (${heapMiB.error})`
          : `heap ${heapMiB.asFound.heapUsed} MiB used of ${heapMiB.asFound.heapTotal}; after a full collection ${heapMiB.afterCollection.heapUsed} MiB of heap and ${heapMiB.afterCollection.external} outside it: ${heapMiB.retained} MiB kept, ${heapMiB.afterCollection.rss} MiB resident`),
    );
    const serving = { ...speed, ...visits, rssMiB, heapMiB };
    if (visits.notOk.length > 0) serving.instanceLog = instance.output.join('').split('\n').slice(-40);
    if (!publish) return { serving };
    console.log('  one news publish, then 50 unrelated old articles through the front door');
    const records = JSON.parse(readFileSync(join(set.seedDir, 'news.json'), 'utf8')).data;
    return { serving, publish: { ...(await machineSpeed(context.benchmarkIndex)), ...(await measurePublishCost({ origin, cms, records })) } };
  });
}

/**
 * The builds in rounds, each set once a round, the order turned every round (reference, large; large,
 * reference; …), so the machine's drift and the first build's cold caches fall on both alike.
 */
async function buildRounds(sets, rounds, context) {
  const builds = Object.fromEntries(sets.map((set) => [set.name, []]));
  for (let round = 1; round <= rounds; round += 1) {
    for (const set of round % 2 === 1 ? sets : [...sets].reverse()) builds[set.name].push(await buildSet(set, round, context));
  }
  return builds;
}

/** A set's builds: each, and the median time of those that succeeded. */
function buildSummary(builds) {
  const succeeded = builds.filter((build) => build.ok);
  return {
    ok: succeeded.length === builds.length,
    seconds: succeeded.length > 0 ? Math.round(median(succeeded.map((build) => build.seconds)) * 10) / 10 : null,
    benchmarkIndex: median(builds.map((build) => build.benchmarkIndex).filter((value) => value !== null)),
    pagesGenerated: builds.at(-1).pagesGenerated,
    cmsReads: builds.at(-1).cmsReads,
    rounds: builds,
  };
}

/** Runs the content benchmark; `started` collects the services it runs (bench-load.mjs stops them on Ctrl-C). */
export async function measureContent({ started = [] } = {}) {
  const missing = missingPrograms().filter(({ name }) => name !== 'openssl');
  if (missing.length > 0) throw new Error(`the content benchmark needs ${missing.map(({ name, install }) => `${name} (${install})`).join(', ')}`);
  if (!existsSync(chromiumPath)) throw new Error(`the content benchmark needs Chromium at ${chromiumPath} for Lighthouse's benchmarkIndex (CHROMIUM_PATH)`);
  const ports = contentPorts();
  const rounds = Number(process.env.BENCH_LOAD_CONTENT_ROUNDS || 2);
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error(`BENCH_LOAD_CONTENT_ROUNDS must be a whole number ≥ 1, not ${process.env.BENCH_LOAD_CONTENT_ROUNDS}`);
  mkdirSync(logFolder, { recursive: true });
  // BENCH_LOAD_CONTENT_NEWS: a smaller generated set, to try the benchmark out quickly.
  const generated = await writeCmsContent({ folder: defaultContentFolder, news: Number(process.env.BENCH_LOAD_CONTENT_NEWS || defaultCounts.news) });
  const sets = [
    { name: 'reference', label: 'The embedded default (20 news, 20 jobs)', seedDir: join(root, 'content', 'backend'), distDir: '.next-bench-content-reference' },
    { name: 'large', label: `The generated set (${generated.news} news, ${generated.jobs} jobs)`, seedDir: generated.folder, distDir: '.next-bench-content-large' },
  ];
  // The instances run the server entry of the sources the builds compile.
  await buildServer();
  const benchmarkIndex = await startBenchmarkIndex();
  started.push(benchmarkIndex);
  const results = {
    measuredAt: new Date().toISOString(),
    machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? null, node: process.version },
    source: sourceState(),
    settings: { ports, buildRounds: rounds, generatedSet: { ...generated, folder: generated.folder.slice(root.length) }, buildTypeCheck: 'left out (BUILD_TYPECHECKED=1)', topology: 'nginx → Varnish → one instance → Redis' },
    targets: contentTargets,
    sets: {},
  };
  const context = { ports, benchmarkIndex, started };
  try {
    const builds = await buildRounds(sets, rounds, context);
    for (const set of sets) {
      const build = buildSummary(builds[set.name]);
      results.sets[set.name] = { label: set.label, distDir: set.distDir, build };
      // A failed build is reported with its log (bench/content.tmp/); its site is not served.
      if (build.ok) Object.assign(results.sets[set.name], await serveSet(set, { ...context, publish: set.name === 'large' }));
    }
  } finally {
    await started.splice(started.indexOf(benchmarkIndex), 1)[0].stop();
  }
  results.verdicts = verdicts(results.sets);
  mkdirSync(join(contentOutputFile, '..'), { recursive: true });
  writeFileSync(contentOutputFile, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\n${formatContent(results)}\n\nWritten: ${contentOutputFile}`);
  return results;
}

/** Each target with the figure measured and whether it is met. */
function verdicts({ reference, large }) {
  const buildRatio = large?.build?.ok && reference?.build?.ok ? ratio(large.build.seconds, reference.build.seconds) : null;
  const roundRatios = (large?.build?.rounds ?? []).map((build, index) => ratio(build.ok && build.seconds, reference?.build?.rounds[index]?.ok && reference.build.rounds[index].seconds));
  // What an instance keeps after a full collection (heap used and the memory JavaScript holds outside it);
  // beside it, no target of their own, its resident memory after every address and after that collection.
  const memoryRatio = ratio(large?.serving?.heapMiB?.retained, reference?.serving?.heapMiB?.retained);
  const rssRatio = ratio(large?.serving?.rssMiB.afterEveryAddress, reference?.serving?.rssMiB.afterEveryAddress);
  const rssAfterCollectionRatio = ratio(large?.serving?.heapMiB?.afterCollection?.rss, reference?.serving?.heapMiB?.afterCollection?.rss);
  const after = large?.publish?.afterPublish;
  return {
    buildRatio: { value: buildRatio, rounds: roundRatios, target: `≤ ${contentTargets.buildRatio}`, met: buildRatio !== null && buildRatio <= contentTargets.buildRatio },
    cmsReadsAfterPublish: { value: after?.cmsReads ?? null, target: contentTargets.cmsReadsAfterPublish, met: after?.cmsReads === contentTargets.cmsReadsAfterPublish },
    varnishMissesAfterPublish: { value: after?.misses ?? null, target: contentTargets.varnishMissesAfterPublish, met: after?.misses === contentTargets.varnishMissesAfterPublish },
    memoryRatio: {
      value: memoryRatio,
      target: `≤ ${contentTargets.memoryRatio}`,
      met: memoryRatio !== null && memoryRatio <= contentTargets.memoryRatio,
      rssRatio,
      rssAfterCollectionRatio,
    },
  };
}
