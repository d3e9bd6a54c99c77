// `next build` in CMS mode against the test CMS, timed: as `npm run build:cms` builds it
// (scripts/build-cms-mode.mjs), into a dist folder of the benchmark's own, from scratch (Next.js keeps
// fetched data across builds in the dist folder). It leaves out `next build`'s type check
// (BUILD_TYPECHECKED=1, as `npm test` does): that costs the same for any content. The build's output goes
// to a log file; a failed build is reported with the end of it.
import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../../cluster/services.mjs';
import { cmsEnvironment } from '../../build-cms-mode.mjs';

/** The last "(done/total)" of Next.js's "Generating static pages" line: the pages the build prerendered. */
const pagesGenerated = (log) => {
  const counts = [...log.matchAll(/Generating static pages[^\n]*?\((\d+)\/(\d+)\)/g)];
  return counts.length > 0 ? Number(counts.at(-1)[2]) : null;
};

export async function timedCmsBuild({ distDir, cms, logFile }) {
  rmSync(join(root, distDir), { recursive: true, force: true });
  const log = createWriteStream(logFile);
  const started = performance.now();
  const child = spawn('npx', ['next', 'build'], {
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
