// The soak's cluster, of the pieces of scripts/cluster/services.mjs: the test CMS
// (tests/e2e/cms/cms-server.mjs, for the publishes and the enquiries), redis-server, the instances of a
// copy of a CMS-mode build in CMS mode and nginx in front; and the restart of one instance on its port.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { copyBuild, root, startInstance, startNginx, startRedis } from '../../cluster/services.mjs';

/** The test CMS's environment (tests/e2e/cms/cms-environment.json): its token, secrets and the CMS-mode build's folder. */
export const testCms = JSON.parse(readFileSync(join(root, 'tests/e2e/cms/cms-environment.json'), 'utf8'));

/** Starts the test CMS on `port` (pushed onto `started`) and waits until it answers. */
async function startTestCms(port, started) {
  const origin = `http://localhost:${port}`;
  const cmsServer = spawn(process.execPath, [join(root, 'tests/e2e/cms/cms-server.mjs')], { cwd: root, env: { ...process.env, CMS_PORT: String(port) }, stdio: 'ignore' });
  const cmsExited = new Promise((resolve) => cmsServer.once('exit', resolve));
  started.push({
    async stop() {
      if (cmsServer.exitCode === null && cmsServer.signalCode === null) cmsServer.kill();
      await cmsExited;
    },
  });
  for (let attempt = 0; ; attempt += 1) {
    if ((await fetch(`${origin}/__admin/requests`).then((response) => response.status, () => 0)) === 200) break;
    if (attempt > 100) throw new Error(`the test CMS did not answer on ${origin}`);
    await sleep(100);
  }
  return origin;
}

/**
 * Starts the cluster on `ports` ({ cms, redis, nginx, instances: [a, b] }), the instances from a copy of
 * `distDir` named `copyName`; each piece started is pushed onto `started` (stopped by the caller, last
 * first). `enquiryCeilingPerMinute`: the instances' site-wide ceiling of enquiries.
 */
export async function startCluster({ ports, distDir, copyName, enquiryCeilingPerMinute, started }) {
  const cmsOrigin = await startTestCms(ports.cms, started);
  const redis = await startRedis({ port: ports.redis });
  started.push(redis);
  const copy = copyBuild(distDir, copyName);
  const env = {
    BACKEND_URL: `${cmsOrigin}/v1/`,
    BACKEND_TOKEN: testCms.token,
    REVALIDATE_SECRET: testCms.revalidateSecret,
    PREVIEW_SECRET: testCms.previewSecret,
    REDIS_URL: redis.url,
    // nginx sets X-Forwarded-For to the address it was reached from: one proxy hop to trust.
    TRUSTED_PROXY_HOPS: '1',
    // Every enquiry of the soak within the site-wide ceiling (a fixed window of a minute).
    ENQUIRY_CEILING_PER_MINUTE: String(enquiryCeilingPerMinute),
  };
  const instances = [];
  for (const port of ports.instances) {
    const instance = await startInstance({ distDir: copy, port, env, log: 'collect' });
    started.push(instance);
    instances.push(instance);
  }
  let restarting;
  const nginx = await startNginx({ port: ports.nginx, upstreams: ports.instances.map((port) => `127.0.0.1:${port}`) });
  started.push(nginx);
  return {
    cmsOrigin,
    origin: nginx.origin,
    /** The instances, in the order of `ports.instances` (a restarted one replaced by its new process). */
    instances,
    /** The origins of the instances that are up (the restarted one is left out from its SIGTERM until it answers again). */
    instanceOrigins: () => instances.filter((instance) => instance !== restarting).map((instance) => instance.origin),
    /** Each instance's process, as the readings name it ({ name: 'instance 1', pid }). */
    processes: () => instances.map((instance, index) => ({ name: `instance ${index + 1}`, pid: instance.child.pid })),
    /**
     * SIGTERM to the instance at `index`, then a start again on its port; resolves once the new instance
     * answers, with it (`fresh`) and how the old one ended (`exit`: `{ code, signal }`).
     */
    async restart(index) {
      const old = instances[index];
      restarting = old;
      const exit = await old.stop();
      started.splice(started.indexOf(old), 1);
      const fresh = await startInstance({ distDir: copy, port: ports.instances[index], env, log: 'collect' });
      started.push(fresh);
      instances[index] = fresh;
      restarting = undefined;
      return { fresh, exit };
    },
  };
}
