/**
 * Next.js runs `register()` once when a server process starts: the content sync starts here (it follows
 * the other instances' changes and reconciles with the CMS on a timer, docs/architecture.md, "From the
 * CMS to the page"), and in CMS mode the enquiries' outbox worker, so what an instance that died left, or
 * what this instance's file outbox holds from before a restart, is delivered without waiting for a visitor
 * (docs/architecture.md, "The contact delivery"); and the figures read at each scrape of `/metrics`
 * (docs/operations.md, "Metrics"). Not during the build, whose workers load this too.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const [{ startContentSync }, { startOutboxWorker }, { registerSiteGauges }] = await Promise.all([
    import('@/lib/content-sync/site-sync'),
    import('@/lib/contact/site-outbox'),
    import('@/lib/instances/site-gauges'),
  ]);
  startContentSync();
  startOutboxWorker();
  registerSiteGauges();
}
