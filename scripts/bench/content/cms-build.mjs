// The site's build in CMS mode against the test CMS, timed: as `npm run build:cms` builds it
// (scripts/site-build.mjs: the content store's copy read once, then `next build`), into a dist folder of
// the benchmark's own, from scratch (Next.js keeps fetched data across builds in the dist folder). It leaves out `next build`'s type check
// (BUILD_TYPECHECKED=1, as `npm test` does): that costs the same for any content. The build's output goes
// to a log file; a failed build is reported with the end of it. tsconfig.json and next-env.d.ts are left
// as the build found them (`keepTypeScriptFiles`).
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../../cluster/services.mjs';
import { cmsEnvironment } from '../../build-cms-mode.mjs';

/** The last "(done/total)" of Next.js's "Generating static pages" line: the pages the build prerendered. */
const pagesGenerated = (log) => {
  const counts = [...log.matchAll(/Generating static pages[^\n]*?\((\d+)\/(\d+)\)/g)];
  return counts.length > 0 ? Number(counts.at(-1)[2]) : null;
};

/**
 * tsconfig.json's text as it was before a build into `distDir`, when all the build changed is what it adds
 * for that folder (its type files in `include`, the globs under `<distDir>/types/` and `<distDir>/dev/types/`),
 * else null (something else changed, or the file is no JSON): then it is left as it is.
 */
export function tsconfigWithoutBuildTypes(before, after, distDir) {
  try {
    const [found, built] = [JSON.parse(before), JSON.parse(after)];
    const added = (entry) => typeof entry === 'string' && entry.startsWith(`${distDir}/`) && !found.include?.includes(entry);
    if (Array.isArray(built.include)) built.include = built.include.filter((entry) => !added(entry));
    return JSON.stringify(built) === JSON.stringify(found) ? before : null;
  } catch {
    return null;
  }
}

/**
 * Takes note of tsconfig.json and next-env.d.ts before a build into `distDir`; the function it returns
 * puts them back after it. `next build` adds the folder's type files to tsconfig.json's `include` and
 * points next-env.d.ts at them, and Next.js has no option against it: the benchmark's folders would
 * otherwise be part of the project's type check, and tsconfig.json changed in the working tree.
 */
export function keepTypeScriptFiles(distDir) {
  const tsconfig = join(root, 'tsconfig.json');
  const nextEnv = join(root, 'next-env.d.ts');
  const read = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : null);
  const before = { tsconfig: read(tsconfig), nextEnv: read(nextEnv) };
  return () => {
    const tsconfigNow = read(tsconfig);
    if (before.tsconfig !== null && tsconfigNow !== null && tsconfigNow !== before.tsconfig) {
      const restored = tsconfigWithoutBuildTypes(before.tsconfig, tsconfigNow, distDir);
      if (restored === null) console.warn(`  tsconfig.json changed during the build beyond ${distDir}'s type files: left as it is`);
      else writeFileSync(tsconfig, restored);
    }
    const nextEnvNow = read(nextEnv);
    if (nextEnvNow !== null && nextEnvNow !== before.nextEnv && nextEnvNow.includes(`./${distDir}/`)) {
      if (before.nextEnv === null) rmSync(nextEnv);
      else writeFileSync(nextEnv, before.nextEnv);
    }
  };
}

export async function timedCmsBuild({ distDir, cms, logFile }) {
  rmSync(join(root, distDir), { recursive: true, force: true });
  const restoreTypeScriptFiles = keepTypeScriptFiles(distDir);
  const log = createWriteStream(logFile);
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/site-build.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      NEXT_DIST_DIR: distDir,
      BACKEND_URL: cms.backendUrl,
      BACKEND_TOKEN: cms.token,
      REVALIDATE_SECRET: cmsEnvironment.revalidateSecret,
      BUILD_TYPECHECKED: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  const status = await new Promise((resolve) => child.once('close', resolve));
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  restoreTypeScriptFiles();
  await new Promise((resolve) => log.end(resolve));
  const output = readFileSync(logFile, 'utf8');
  return {
    ok: status === 0,
    seconds,
    pagesGenerated: pagesGenerated(output),
    ...(status !== 0 && { exitStatus: status, error: output.split('\n').slice(-40).join('\n') }),
    log: logFile.slice(root.length),
  };
}
