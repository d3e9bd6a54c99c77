import type { Counter, Histogram, Registry } from 'prom-client';

export declare const requestKinds: readonly string[];
export declare function requestKindOf(method: string, pathname: string, rsc: boolean): string;
export declare function siteMetrics(): {
  registry: Registry;
  requests: Histogram<'kind' | 'status'>;
  cacheReads: Counter<'result'>;
  renders: Counter<'kind'>;
  cmsReads: Counter<'outcome'>;
};
export declare function metricsAnswer(): Promise<{ body: string; contentType: string }>;
