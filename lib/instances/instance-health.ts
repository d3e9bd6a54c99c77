import 'server-only';
import { lastBackendAnswer, type BackendAnswer } from '@/lib/cms/backend-health';
import { backendClient, backendMode, type BackendMode } from '@/lib/cms/connection';
import type { OutboxHealth } from '@/lib/contact/enquiry-outbox';
import { siteOutbox } from '@/lib/contact/site-outbox';
import { redisStatus } from '@/lib/instances/redis-connection.mjs';

/** What `GET /api/health/` answers the load balancer: nothing secret, nothing personal. */
export interface InstanceHealth {
  status: 'ok' | 'misconfigured';
  /** `shared`: pages and data are cached in Redis for every instance; `local`: in this instance alone. */
  cache: 'shared' | 'local';
  redis: 'connected' | 'unreachable' | 'not-configured';
  backend: { source: BackendMode; lastRequest: BackendAnswer };
  /** The enquiries' outbox (CMS mode only): entries waiting, the oldest one's age, entries held after a 422. */
  outbox?: OutboxHealth;
}

/**
 * The instance's health: 200 while it can serve pages, 503 when it cannot (the CMS is configured
 * without its credential, so no record page can be read). An unreachable Redis or CMS is not a
 * reason to take the instance out: it serves from its local cache and the last good pages, and its
 * outbox keeps the enquiries.
 */
export async function instanceHealth(): Promise<{ status: 200 | 503; body: InstanceHealth }> {
  let configured = true;
  try {
    backendClient();
  } catch {
    configured = false;
  }
  const redis = redisStatus();
  return {
    status: configured ? 200 : 503,
    body: {
      status: configured ? 'ok' : 'misconfigured',
      cache: redis === 'connected' ? 'shared' : 'local',
      redis,
      backend: { source: backendMode(), lastRequest: lastBackendAnswer() },
      ...(backendMode() === 'cms' ? { outbox: await siteOutbox().health() } : {}),
    },
  };
}
