#!/usr/bin/env node
// Completes package-lock.json with the other platforms' native binaries of optional dependencies
// (`@next/swc-darwin-arm64`, `@swc/core-win32-x64-msvc`, …).
//
// Why: the npm registry mirror this project installs from lags behind for non-Linux binaries, so
// `npm install` here cannot resolve them and leaves them out of the lock file, and `npm ci` then
// refuses the lock as out of sync. Each binary's version is the exact one its parent pins and its
// platform is spelt in its name, so the entry can be written without the registry. `npm ci` skips
// entries for other platforms; on those platforms the public registry serves them.
//
// Run after every `npm install` that changes the lock file: `node scripts/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

const operatingSystems = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openbsd', 'netbsd', 'openharmony', 'sunos', 'aix'];
const cpus = { arm64: 'arm64', x64: 'x64', ia32: 'ia32', arm: 'arm', ppc64: 'ppc64', s390x: 's390x', loong64: 'loong64', riscv64: 'riscv64', wasm32: 'wasm32' };

/** `@swc/core-linux-arm-gnueabihf` → { os: ['linux'], cpu: ['arm'], libc: ['glibc'] }; undefined if the name names no platform. */
function platformOf(name) {
  const tokens = name.split('/').pop().split('-');
  const os = tokens.find((token) => operatingSystems.includes(token));
  const cpu = tokens.map((token) => cpus[token]).find(Boolean);
  if (!os || !cpu) return undefined;
  const platform = { cpu: [cpu], os: [os] };
  if (os === 'linux' && tokens.some((token) => token.startsWith('musl'))) platform.libc = ['musl'];
  else if (os === 'linux' && tokens.some((token) => token.startsWith('gnu'))) platform.libc = ['glibc'];
  return platform;
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    if (!/^\d+\.\d+\.\d+$/.test(spec)) continue;
    const nested = `${path ? `${path}/` : ''}node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (packages[nested] || packages[hoisted]) continue;
    const platform = platformOf(name);
    if (!platform) continue;
    packages[hoisted] = { version: spec, ...platform, optional: true };
    added += 1;
  }
}

lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform binaries added`);
