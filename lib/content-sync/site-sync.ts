import 'server-only';
import { backendClient } from '@/lib/cms/connection';
import { siteStore } from '@/lib/content-store/site-store';
import { laterOutsideRequests } from '@/lib/instances/outside-requests.mjs';
import { processState } from '@/lib/instances/process-state.mjs';
import { onRedisReady } from '@/lib/instances/redis-connection.mjs';
import { contentSyncTiming, createContentSync, type ContentSync } from './content-sync';

/** The reconcile's interval: `CONTENT_RECONCILE_SECONDS`, default five minutes (docs/architecture.md). */
function timing(): typeof contentSyncTiming {
  const seconds = Number(process.env.CONTENT_RECONCILE_SECONDS);
  return Number.isFinite(seconds) && seconds > 0 ? { ...contentSyncTiming, reconcileMs: seconds * 1000 } : contentSyncTiming;
}

/** The process's content sync, one for all of Next.js's bundles (the webhook, the health route, `instrumentation.ts`). */
export function siteSync(): ContentSync {
  return processState('content.sync', () =>
    createContentSync({
      store: siteStore(),
      client: (occasion, onRecordIssue, timeoutMs) => backendClient({ reader: `content sync: ${occasion}`, timeoutMs, ...(onRecordIssue && { onRecordIssue }) }),
      later: laterOutsideRequests,
      timing: timing(),
    }),
  );
}

/** Starts the reconcile and follows the other instances (`instrumentation.ts`, at the server's start): once per process. */
export function startContentSync(): void {
  processState('content.syncStarted', () => {
    siteSync().start({ onRedisReady });
    return {};
  });
}
