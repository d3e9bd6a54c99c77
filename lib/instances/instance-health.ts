import 'server-only';
import { backendClient, backendMode, type BackendMode } from '@/lib/cms/connection';
import type { StoreCollection } from '@/lib/content-store/collections';
import type { CollectionStanding } from '@/lib/content-store/content-store';
import { siteStore } from '@/lib/content-store/site-store';
import type { CmsStandingReport } from '@/lib/content-sync/cms-state';
import { siteSync } from '@/lib/content-sync/site-sync';
import type { OutboxHealth } from '@/lib/contact/enquiry-outbox';
import { enquiryMailSetup } from '@/lib/contact/mail-settings';
import { siteMailOutbox, siteOutbox } from '@/lib/contact/site-outbox';
import { redisStatus } from '@/lib/instances/redis-connection.mjs';

/** What `GET /api/health/` answers on the instance's own port: nothing secret, nothing personal. */
export interface InstanceHealth {
  status: 'ok' | 'misconfigured';
  /** `shared`: pages, data and the content store are shared through Redis with every instance; `local`: this instance alone. */
  cache: 'shared' | 'local';
  redis: 'connected' | 'unreachable' | 'not-configured';
  /** Where the records come from, and whether the CMS answers the sync (`lastRequest`; `failingSince` while it does not). */
  backend: { source: BackendMode } & CmsStandingReport;
  /** The content store: how current each collection is, and the syncs the CMS failed that are read again. */
  content: { collections: Record<StoreCollection, CollectionStanding>; retrying: Partial<Record<StoreCollection, string[] | 'all'>> };
  /** The enquiries' outbox to the CMS (CMS mode only): entries waiting, the oldest one's age, entries held after a 422. */
  outbox?: OutboxHealth;
  /** Whether enquiries are mailed (`SMTP_URL`, `ENQUIRY_MAIL_TO`): `misconfigured` when set up wrongly (the log at the start says how). */
  mail: 'configured' | 'misconfigured' | 'not-configured';
  /** The enquiries' outbox to the mail server (mail configured): the same, held after a 5xx. */
  mailOutbox?: OutboxHealth;
}

/**
 * The instance's health: 200 while it can serve pages, 503 when it cannot (the CMS is configured
 * without its credential, so nothing can be synced). An unreachable Redis or CMS is not a reason to
 * take the instance out: it serves from its content store and local cache, and its outbox keeps the
 * enquiries.
 */
export async function instanceHealth(): Promise<{ status: 200 | 503; body: InstanceHealth }> {
  let configured = true;
  try {
    backendClient();
  } catch {
    configured = false;
  }
  const redis = redisStatus();
  const sync = siteSync().report();
  const mail = siteMailOutbox();
  const mailSetup = enquiryMailSetup();
  return {
    status: configured ? 200 : 503,
    body: {
      status: configured ? 'ok' : 'misconfigured',
      cache: redis === 'connected' ? 'shared' : 'local',
      redis,
      backend: { source: backendMode(), ...sync.cms },
      content: { collections: siteStore().standing(), retrying: sync.retrying },
      ...(backendMode() === 'cms' ? { outbox: await siteOutbox().health() } : {}),
      mail: mailSetup.settings ? 'configured' : mailSetup.problem ? 'misconfigured' : 'not-configured',
      ...(mail ? { mailOutbox: await mail.health() } : {}),
    },
  };
}
