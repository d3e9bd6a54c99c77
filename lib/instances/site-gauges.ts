import 'server-only';
import { Gauge } from 'prom-client';
import { backendMode } from '@/lib/cms/connection';
import { storeCollections } from '@/lib/content-store/collections';
import { siteStore } from '@/lib/content-store/site-store';
import { siteSync } from '@/lib/content-sync/site-sync';
import type { OutboxHealth } from '@/lib/contact/enquiry-outbox';
import { siteMailOutbox, siteOutbox } from '@/lib/contact/site-outbox';
import { processState } from '@/lib/instances/process-state.mjs';
import { redisStatus } from '@/lib/instances/redis-connection.mjs';
import { siteMetrics } from '@/lib/instances/site-metrics.mjs';

const redisStates = ['connected', 'unreachable', 'not-configured'] as const;

/**
 * A scrape-time reading that cannot fail the whole scrape (prom-client reads every gauge together): a
 * reading that throws leaves its gauge empty and is logged.
 */
function guarded<G extends Gauge>(name: string, read: (gauge: G) => void | Promise<void>): (this: G) => Promise<void> {
  return async function (this: G) {
    try {
      await read(this);
    } catch (error) {
      this.reset();
      console.warn(`[metrics] ${name} could not be read: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
}
const seconds = (iso: string | null) => (iso === null ? undefined : Date.parse(iso) / 1000);

/**
 * The figures read when Prometheus scrapes (docs/operations.md, "Metrics"): Redis's state, the content
 * store's collections and their last sync, whether the CMS answers the sync, and the outboxes' entries.
 * Registered once per process, from `instrumentation.ts`, in the registry of `site-metrics.mjs`.
 */
export function registerSiteGauges(): void {
  processState('metrics.gauges', () => {
    const registers = [siteMetrics().registry];
    new Gauge({
      name: 'lumoplast_redis_state',
      help: 'The shared Redis as this instance sees it: 1 for its state (connected, unreachable, not-configured), 0 for the others.',
      labelNames: ['state'],
      registers,
      collect: guarded('lumoplast_redis_state', (gauge) => {
        const now = redisStatus();
        for (const state of redisStates) gauge.set({ state }, state === now ? 1 : 0);
      }),
    });
    new Gauge({
      name: 'lumoplast_cms_answering',
      help: "Whether the CMS answered the content sync's last read (1), failed it (0); absent in embedded mode or before the first read.",
      registers,
      collect: guarded('lumoplast_cms_answering', (gauge) => {
        gauge.reset();
        const { lastRequest } = siteSync().report().cms;
        if (backendMode() === 'cms' && lastRequest !== 'none-yet') gauge.set(lastRequest === 'answered' ? 1 : 0);
      }),
    });
    new Gauge({
      name: 'lumoplast_content_records',
      help: 'The records the content store holds, by collection.',
      labelNames: ['collection'],
      registers,
      collect: guarded('lumoplast_content_records', (gauge) => {
        const standing = siteStore().standing();
        for (const collection of storeCollections) gauge.set({ collection }, standing[collection].records);
      }),
    });
    new Gauge({
      name: 'lumoplast_content_synced_timestamp_seconds',
      help: "When the newest read of a collection the content store applied began (Unix time); absent while it was never read.",
      labelNames: ['collection'],
      registers,
      collect: guarded('lumoplast_content_synced_timestamp_seconds', (gauge) => {
        gauge.reset();
        const standing = siteStore().standing();
        for (const collection of storeCollections) {
          const at = seconds(standing[collection].syncedAt);
          if (at !== undefined) gauge.set({ collection }, at);
        }
      }),
    });
    new Gauge({
      name: 'lumoplast_content_sync_retrying',
      help: 'Syncs of a collection the CMS failed that are read again: the ids waiting, or 1 for the whole collection.',
      labelNames: ['collection'],
      registers,
      collect: guarded('lumoplast_content_sync_retrying', (gauge) => {
        const { retrying } = siteSync().report();
        for (const collection of storeCollections) {
          const pending = retrying[collection];
          gauge.set({ collection }, pending === undefined ? 0 : pending === 'all' ? 1 : pending.length);
        }
      }),
    });
    // Both outbox gauges of one scrape share one reading of the outboxes.
    let reading: { at: number; outboxes: Promise<[string, OutboxHealth][]> } | undefined;
    const readOutboxes = async (): Promise<[string, OutboxHealth][]> => {
      const mail = siteMailOutbox();
      return [
        ...(backendMode() === 'cms' ? [['cms', await siteOutbox().health()] as [string, OutboxHealth]] : []),
        ...(mail ? [['mail', await mail.health()] as [string, OutboxHealth]] : []),
      ];
    };
    const outboxes = () => {
      if (!reading || Date.now() - reading.at > 1000) reading = { at: Date.now(), outboxes: readOutboxes() };
      return reading.outboxes;
    };
    new Gauge({
      name: 'lumoplast_outbox_entries',
      help: "Enquiries in an outbox (cms, mail), by state: waiting for delivery, or held for a person. With Redis, every instance's.",
      labelNames: ['outbox', 'state'],
      registers,
      collect: guarded('lumoplast_outbox_entries', async (gauge) => {
        gauge.reset();
        for (const [outbox, health] of await outboxes()) {
          gauge.set({ outbox, state: 'waiting' }, health.depth);
          gauge.set({ outbox, state: 'held' }, health.held);
        }
      }),
    });
    new Gauge({
      name: 'lumoplast_outbox_oldest_age_seconds',
      help: 'How long the oldest enquiry waiting in an outbox has waited; 0 when none waits.',
      labelNames: ['outbox'],
      registers,
      collect: guarded('lumoplast_outbox_oldest_age_seconds', async (gauge) => {
        gauge.reset();
        for (const [outbox, health] of await outboxes()) gauge.set({ outbox }, health.oldestAgeSeconds ?? 0);
      }),
    });
    return {};
  });
}
