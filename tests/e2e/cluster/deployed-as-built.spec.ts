import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { test } from '../site-test';
import { copyBuild, root } from '../../../scripts/cluster/services.mjs';
import cms from '../cms/cms-environment.json' with { type: 'json' };
import { startTestCms, type TestCms } from './cluster-steps';

/**
 * A build made for one public origin and CMS, started by `npm start` where neither SITE_URL nor
 * BACKEND_URL is set (an operator's server, docs/operations.md "One instance"): served as it was built,
 * not built again for localhost, and against its own CMS. The CMS-mode build of the tests is copied and
 * its stamp (`build-target.json`) made to name a test CMS of this spec and a public origin of its own.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const ports = { cms: 3327, site: 3514 } as const;
const publicOrigin = 'https://www.lumoplast.example/';

let testCms: TestCms | undefined;
let server: ChildProcess | undefined;
const output: string[] = [];

test.beforeAll(async () => {
  testCms = await startTestCms(ports.cms);
  const distDir = copyBuild(cms.distDir, 'as-built');
  const stamp = join(root, distDir, 'build-target.json');
  writeFileSync(stamp, `${JSON.stringify({ ...JSON.parse(readFileSync(stamp, 'utf8')), backendUrl: `${testCms.origin}/v1/`, siteUrl: publicOrigin }, null, 2)}\n`);
  const environment: NodeJS.ProcessEnv = { ...process.env };
  delete environment.BACKEND_URL;
  delete environment.SITE_URL;
  const started = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...environment, NEXT_DIST_DIR: distDir, PORT: String(ports.site), BACKEND_TOKEN: cms.token, CONTENT_STORE_DIR: join(root, distDir, 'content-store-live') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = started;
  for (const stream of [started.stdout, started.stderr]) stream.on('data', (chunk) => output.push(String(chunk)));
  await expect
    .poll(async () => (await fetch(`http://localhost:${ports.site}/api/health/`).then((answer) => answer.status, () => 0)), { timeout: 90_000 })
    .toBe(200);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  testCms?.stop();
});

test('npm start with SITE_URL and BACKEND_URL unset serves the build as it was made: no build for localhost, its own CMS', async ({ request }) => {
  const log = output.join('');
  expect(log).not.toMatch(/building/i);
  const health = (await (await request.get(`http://localhost:${ports.site}/api/health/`)).json()) as { status: string; backend: { source: string; lastRequest: string } };
  expect(health).toMatchObject({ status: 'ok', backend: { source: 'cms' } });
  await expect.poll(async () => (await testCms!.requests()) > 0, { timeout: 20_000 }).toBe(true);
  expect((await request.get(`http://localhost:${ports.site}/en/careers/job-offers/`)).status()).toBe(200);
});

test('a SIGTERM to npm start, as docker stop or a service manager sends it, stops the site’s server: the port closes and npm start exits 143', async () => {
  const exited = new Promise<number | null>((resolve) => server!.once('exit', (code) => resolve(code)));
  server!.kill('SIGTERM');
  expect(await exited).toBe(143);
  await expect.poll(async () => fetch(`http://localhost:${ports.site}/api/health/`).then(() => 'answers', () => 'closed'), { timeout: 15_000 }).toBe('closed');
});
