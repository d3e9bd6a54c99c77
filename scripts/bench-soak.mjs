#!/usr/bin/env node
// `npm run bench:soak`: the cluster (a test CMS, redis-server, two instances of the CMS-mode build, nginx)
// under mixed traffic for 10 minutes after a warm-up, one instance restarted midway (scripts/bench/soak.mjs;
// bench/README.md, "Soak"). `--duration 60` runs a minute instead (also `--warmup`, `--rate` requests per
// second, `--concurrency`, `--enquiries` per minute). Ports: SOAK_PORT (default 3620: nginx, the instances
// on the next two), SOAK_CMS_PORT (3629), SOAK_REDIS_PORT (3628). Needs the CMS-mode build (`.next-cms`,
// which `npm test` makes; bench/README.md says how to make it alone) and `dist/server.mjs`. Results: the
// console and bench/soak.json (SOAK_OUTPUT: another file); exits 1 when a target is missed.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { missingPrograms, root } from './cluster/services.mjs';
import { flagNumber, formatSoak, runSoak, soakSettings } from './bench/soak.mjs';

const missing = missingPrograms();
if (missing.length > 0) {
  console.error(`✖ npm run bench:soak needs ${missing.map(({ name, install }) => `${name} (${install})`).join(', ')}`);
  process.exit(1);
}
const cms = JSON.parse(readFileSync(join(root, 'tests/e2e/cms/cms-environment.json'), 'utf8'));
if (!existsSync(join(root, cms.distDir, 'BUILD_ID')) || !existsSync(join(root, 'dist', 'server.mjs'))) {
  console.error(`✖ npm run bench:soak needs the CMS-mode build in ${cms.distDir} and dist/server.mjs: bench/README.md ("Soak") says how to build them`);
  process.exit(1);
}

const argv = process.argv.slice(2);
const settings = soakSettings({
  durationSeconds: flagNumber(argv, 'duration'),
  warmupSeconds: flagNumber(argv, 'warmup'),
  requestsPerSecond: flagNumber(argv, 'rate'),
  concurrency: flagNumber(argv, 'concurrency'),
  enquiriesPerMinute: flagNumber(argv, 'enquiries'),
});
const port = (name, fallback) => Number(process.env[name] || fallback);
const base = port('SOAK_PORT', 3620);
const ports = { nginx: base, instances: [base + 1, base + 2], redis: port('SOAK_REDIS_PORT', 3628), cms: port('SOAK_CMS_PORT', 3629) };
const versionOf = (name) => JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;

const measuredAt = new Date().toISOString();
// A copy of the build of its own (the spec's is `.next-cms-soak`), so both may run at once on other ports.
const result = await runSoak({ ports, settings, copyName: 'soak-bench' }).catch((error) => {
  console.error(`✖ ${error instanceof Error ? error.stack : error}`);
  process.exit(1);
});
console.log(`\n${formatSoak(result)}`);
const outputFile = process.env.SOAK_OUTPUT || join(root, 'bench', 'soak.json');
mkdirSync(dirname(outputFile), { recursive: true });
writeFileSync(
  outputFile,
  `${JSON.stringify({ measuredAt, machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? null }, versions: { next: versionOf('next'), node: process.version }, build: { distDir: cms.distDir }, ...result }, null, 2)}\n`,
);
console.log(`\nWritten: ${outputFile}`);
process.exit(result.failures.length === 0 ? 0 : 1);
