// The instance's figures for a monitoring system (docs/operations.md, "Metrics"): one prom-client
// registry per process, in `processState`, so the site's front (server.ts), Next.js's bundles and the
// cache handler (loaded by Node.js itself) count into the same figures, whichever loaded prom-client
// first. Served in Prometheus's text format on `GET /metrics` of the instance's own port (never through
// the front door). Plain JavaScript, as the cache handler imports it.
import client from 'prom-client';
import { processState } from './process-state.mjs';

/** The kinds of request the figures tell apart: few and fixed, so no visitor can add a series. */
export const requestKinds = ['page', 'rsc', 'post', 'static', 'image', 'api', 'other'];

/**
 * The kind of a request by its method, path and the client router's header.
 * @param {string} method
 * @param {string} pathname
 * @param {boolean} rsc
 */
export function requestKindOf(method, pathname, rsc) {
  if (pathname.startsWith('/_next/static/')) return 'static';
  if (pathname.startsWith('/_next/image')) return 'image';
  if (pathname.startsWith('/api/')) return 'api';
  if (method === 'POST') return 'post';
  if (rsc) return 'rsc';
  if (pathname.startsWith('/_next/') || /\.[a-z0-9]{2,5}$/i.test(pathname)) return 'other';
  return 'page';
}

/** The process's registry and the figures counted as things happen (the rest is read at each scrape: `site-gauges.ts`). */
export function siteMetrics() {
  return processState('metrics', () => {
    const registry = new client.Registry();
    client.collectDefaultMetrics({ register: registry, prefix: 'lumoplast_' });
    // Gauges that prom-client names like counters (promtool's lint refuses them); their counts by type stay.
    for (const name of ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total']) registry.removeSingleMetric(`lumoplast_${name}`);
    const registers = [registry];
    return {
      registry,
      requests: new client.Histogram({
        name: 'lumoplast_http_request_duration_seconds',
        help: 'Requests the instance answered, by kind and status, and how long each took to its last byte.',
        labelNames: ['kind', 'status'],
        buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
        registers,
      }),
      cacheReads: new client.Counter({
        name: 'lumoplast_cache_reads_total',
        help: "Reads of the cache handler (Next.js's pages and data), by result: hit or miss.",
        labelNames: ['result'],
        registers,
      }),
      renders: new client.Counter({
        name: 'lumoplast_renders_total',
        help: 'Entries the cache handler stored: a page, route or data rendered (or read) anew, by kind.',
        labelNames: ['kind'],
        registers,
      }),
      cmsReads: new client.Counter({
        name: 'lumoplast_cms_reads_total',
        help: "The content sync's reads of the CMS, by outcome: answered or failed.",
        labelNames: ['outcome'],
        registers,
      }),
    };
  });
}

/** What the registry answers `GET /metrics` with: the body and its content type. */
export async function metricsAnswer() {
  const { registry } = siteMetrics();
  return { body: await registry.metrics(), contentType: registry.contentType };
}
