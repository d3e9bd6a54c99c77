import { isOnline, type OnlineStatusSource } from './online-status';

/**
 * The part of the Network Information API (`navigator.connection`) the policy reads. Chromium-based
 * browsers have it; Firefox and Safari do not, and then nothing speaks against prefetching.
 */
export type NetworkInformation = {
  effectiveType?: string;
  saveData?: boolean;
};

export type NetworkConditions = {
  online: boolean;
  /** `slow-2g`, `2g`, `3g` or `4g`; unknown without the Network Information API. */
  effectiveType?: string | undefined;
  /** The visitor asked the browser to save data. */
  saveData?: boolean | undefined;
};

export type NetworkConditionsSource = OnlineStatusSource & {
  navigator: OnlineStatusSource['navigator'] & { connection?: NetworkInformation | undefined };
};

const slowConnections: ReadonlySet<string> = new Set(['slow-2g', '2g']);

/** Links may prefetch the pages they lead to unless the visitor is offline, on a 2g connection or saving data. */
export function mayPrefetch({ online, effectiveType, saveData }: NetworkConditions): boolean {
  if (!online) return false;
  if (saveData === true) return false;
  return effectiveType === undefined || !slowConnections.has(effectiveType);
}

/** The network conditions as the browser reports them now. */
export function networkConditionsOf(source: NetworkConditionsSource): NetworkConditions {
  const connection = source.navigator.connection;
  return { online: isOnline(source), effectiveType: connection?.effectiveType, saveData: connection?.saveData };
}

/**
 * How long a prefetched page is kept in the browser (`experimental.staleTimes.static`, next.config.ts):
 * the least Next.js allows, so a record withdrawn meanwhile is not shown from the prefetch for long.
 */
export const prefetchedPageSeconds = 30;
