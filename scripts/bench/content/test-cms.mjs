// The test CMS (tests/e2e/cms/cms-server.mjs) as the content benchmark runs it: seeded from a content set
// (`CMS_SEED_DIR`; the embedded default without one), on a port of its own, with the token of the suite's
// CMS mode (tests/e2e/cms/cms-environment.json). Its control under /__admin/ changes a record and tells
// the requests it received, which the benchmark counts as the site's CMS reads.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { root } from '../../cluster/services.mjs';
import { cmsEnvironment } from '../../build-cms-mode.mjs';

export async function startTestCms({ port, seedDir }) {
  const child = spawn(process.execPath, [join(root, 'tests/e2e/cms/cms-server.mjs')], {
    cwd: root,
    env: { ...process.env, CMS_PORT: String(port), CMS_TOKEN: cmsEnvironment.token, ...(seedDir && { CMS_SEED_DIR: seedDir }) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const origin = `http://localhost:${port}`;
  const admin = async (path, body) => {
    const response = await fetch(`${origin}/__admin/${path}`, body && { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`the test CMS answered ${response.status} to /__admin/${path}: ${await response.text()}`);
    return response.json();
  };
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the test CMS ended before it answered:\n${errors}`);
    if (await admin('requests').then(() => true, () => false)) break;
    if (attempt === 100) throw new Error(`the test CMS did not answer on ${origin} within 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    name: `test CMS :${port}`,
    child,
    backendUrl: `${origin}/v1/`,
    token: cmsEnvironment.token,
    /** Every request of the site it answered so far, as paths with queries, oldest first. */
    requests: async () => (await admin('requests')).map((request) => request.path),
    changeAttributes: (type, id, attributes) => admin('attributes', { type, id, attributes }),
    addRecord: (type, record) => admin('records', { type, record }),
    async stop() {
      if (child.exitCode === null) child.kill();
      await exited;
    },
  };
}
