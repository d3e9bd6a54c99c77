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
 * A gauge of the site's registry read at each scrape. The reading cannot fail the whole scrape
 * (prom-client reads every gauge together): one that throws leaves its gauge empty and is logged.
 */
function scrapedGauge(name: string, help: string, labelNames: string[], read: (gauge: Gauge) => void | Promise<void>): void {
  new Gauge({
    name,
    help,
    labelNames,
    registers: [siteMetrics().registry],
    async collect() {
      try {
        await read(this);
      } catch (error) {
        this.reset();
        console.warn(`[metrics] ${name} could not be read: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
  });
}
const seconds = (iso: string | null) => (iso === null ? undefined : Date.parse(iso) / 1000);

/**
 * The figures read when Prometheus scrapes (docs/operations.md, "Metrics"): Redis's state, the content
 * store's collections and their last sync, whether the CMS answers the sync, and the outboxes' entries.
 * Registered once per process, from `instrumentation.ts`, in the registry of `site-metrics.mjs`.
 */
export function registerSiteGauges(): void {
  processState('metrics.gauges', () => {
    scrapedGauge('lumoplast_redis_state', 'The shared Redis as this instance sees it: 1 for its state (connected, unreachable, not-configured), 0 for the others.', ['state'], (gauge) => {
      const now = redisStatus();
      for (const state of redisStates) gauge.set({ state }, state === now ? 1 : 0);
    });
    scrapedGauge('lumoplast_cms_answering', "Whether the CMS answered the content sync's last read (1), failed it (0); absent in embedded mode or before the first read.", [], (gauge) => {
      gauge.reset();
      const { lastRequest } = siteSync().report().cms;
      if (backendMode() === 'cms' && lastRequest !== 'none-yet') gauge.set(lastRequest === 'answered' ? 1 : 0);
    });
    scrapedGauge('lumoplast_content_records', 'The records the content store holds, by collection.', ['collection'], (gauge) => {
      const standing = siteStore().standing();
      for (const collection of storeCollections) gauge.set({ collection }, standing[collection].records);
    });
    scrapedGauge('lumoplast_content_synced_timestamp_seconds', "When the newest read of a collection the content store applied began (Unix time); absent while it was never read.", ['collection'], (gauge) => {
      gauge.reset();
      const standing = siteStore().standing();
      for (const collection of storeCollections) {
        const at = seconds(standing[collection].syncedAt);
        if (at !== undefined) gauge.set({ collection }, at);
      }
    });
    scrapedGauge('lumoplast_content_sync_retrying', 'Syncs of a collection the CMS failed that are read again: the ids waiting, or 1 for the whole collection.', ['collection'], (gauge) => {
      const { retrying } = siteSync().report();
      for (const collection of storeCollections) {
        const pending = retrying[collection];
        gauge.set({ collection }, pending === undefined ? 0 : pending === 'all' ? 1 : pending.length);
      }
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
    scrapedGauge('lumoplast_outbox_entries', "Enquiries in an outbox (cms, mail), by state: waiting for delivery, or held for a person. With Redis, every instance's.", ['outbox', 'state'], async (gauge) => {
      gauge.reset();
      for (const [outbox, health] of await outboxes()) {
        gauge.set({ outbox, state: 'waiting' }, health.depth);
        gauge.set({ outbox, state: 'held' }, health.held);
      }
    });
    scrapedGauge('lumoplast_outbox_oldest_age_seconds', 'How long the oldest enquiry waiting in an outbox has waited; 0 when none waits.', ['outbox'], async (gauge) => {
      gauge.reset();
      for (const [outbox, health] of await outboxes()) gauge.set({ outbox }, health.oldestAgeSeconds ?? 0);
    });
    return {};
  });
}
