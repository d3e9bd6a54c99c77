// The site as the content benchmark visits it: nginx → Varnish (the repository's VCL) → one instance of a
// CMS-mode build → Redis, composed of the cluster's pieces (scripts/cluster/services.mjs) as `npm run
// cluster` composes them, with one instance, so that its memory is that of a site that served every
// address. The instance purges Varnish after a publish (EDGE_PURGE_URLS).
import { startInstance, startNginx, startRedis, startVarnish } from '../../cluster/services.mjs';
import { cmsEnvironment } from '../../build-cms-mode.mjs';
import { inspectorOption } from './instance-memory.mjs';

/**
 * Starts the pieces from `ports` ({ nginx, instance, inspector, varnish, purge, admin, redis }); each started one is
 * pushed onto `started` (stopped by the caller, last first). Resolves the front door's origin and the instance.
 */
export async function startFrontDoor({ distDir, cms, ports, started }) {
  const redis = await startRedis({ port: ports.redis });
  started.push(redis);
  const instance = await startInstance({
    distDir,
    port: ports.instance,
    log: 'collect',
    env: {
      BACKEND_URL: cms.backendUrl,
      BACKEND_TOKEN: cms.token,
      REVALIDATE_SECRET: cmsEnvironment.revalidateSecret,
      REDIS_URL: redis.url,
      TRUSTED_PROXY_HOPS: '1',
      EDGE_PURGE_URLS: `http://127.0.0.1:${ports.purge}/`,
      // What the instance keeps, read after its resident memory (instance-memory.mjs).
      NODE_OPTIONS: [process.env.NODE_OPTIONS, inspectorOption(ports.inspector)].filter(Boolean).join(' '),
    },
  });
  started.push(instance);
  const varnish = await startVarnish({ port: ports.varnish, purgePort: ports.purge, adminPort: ports.admin, upstreams: [`127.0.0.1:${ports.instance}`], memory: '512m', distDir });
  started.push(varnish);
  const nginx = await startNginx({ port: ports.nginx, upstreams: [`127.0.0.1:${ports.varnish}`] });
  started.push(nginx);
  return { origin: nginx.origin, instance };
}
