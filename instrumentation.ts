/**
 * Next.js runs `register()` once when a server process starts (not in `next dev`): in CMS mode the
 * enquiries' outbox worker starts here, so what an instance that died left, or what this instance's
 * file outbox holds from before a restart, is delivered without waiting for a visitor
 * (docs/architecture.md, "The contact delivery"). Not during the build, whose workers load this too.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startOutboxWorker } = await import('@/lib/contact/site-outbox');
  startOutboxWorker();
}
