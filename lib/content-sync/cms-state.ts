import { siteMetrics } from '@/lib/instances/site-metrics.mjs';

/**
 * Whether the CMS answers the sync, for the instance's health and the log: an outage begins with the
 * first read the CMS fails (refused, timed out, 5xx, 401/403, an answer that is no JSON:API document) and
 * ends with the next it answers; each is said once in the log, never per read or per page. Nothing a
 * visitor reaches waits for or shows it: pages are built from the content store.
 */
export type CmsAnswer = 'answered' | 'failed' | 'none-yet';

export interface CmsStandingReport {
  /** What became of the sync's last read. */
  lastRequest: CmsAnswer;
  /** Since when it fails (ISO 8601), while it does. */
  failingSince?: string;
}

export interface CmsState {
  answered(): void;
  failed(reason: string): void;
  report(): CmsStandingReport;
}

export function createCmsState({ now = Date.now, log = console }: { now?: () => number; log?: Pick<Console, 'info' | 'warn'> } = {}): CmsState {
  let last: CmsAnswer = 'none-yet';
  let failingSince: number | undefined;
  return {
    answered() {
      siteMetrics().cmsReads.inc({ outcome: 'answered' });
      last = 'answered';
      if (failingSince === undefined) return;
      log.info(`[cms] the CMS answers again (after ${Math.round((now() - failingSince) / 1000)} s): the content store is synced`);
      failingSince = undefined;
    },
    failed(reason) {
      siteMetrics().cmsReads.inc({ outcome: 'failed' });
      last = 'failed';
      if (failingSince !== undefined) return;
      failingSince = now();
      log.warn(`[cms] the CMS does not answer (${reason}): the site serves what its content store holds, and the sync tries again`);
    },
    report: () => ({ lastRequest: last, ...(failingSince !== undefined && { failingSince: new Date(failingSince).toISOString() }) }),
  };
}
