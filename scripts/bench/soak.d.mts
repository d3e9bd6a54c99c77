// Types of soak.mjs for the TypeScript spec that runs a short soak (tests/e2e/cluster/soak.spec.ts) and
// its unit test (tests/unit/bench/soak.test.ts).
export declare const soakTargets: Readonly<{ serverErrors: number; descriptorTolerance: number; publishVisibleWithinMs: number }>;

export interface SoakSettings {
  durationSeconds: number;
  warmupSeconds: number;
  concurrency: number;
  requestsPerSecond: number;
  enquiriesPerMinute: number;
  publishEverySeconds: number;
  /** The memory growth each process must stay under, in MiB: 50 from 5 minutes of traffic on, 100 in a shorter run. */
  memoryGrowthLimitMiB: number;
}
export declare function soakSettings(options?: Partial<SoakSettings>): SoakSettings;
export declare function flagNumber(argv: string[], name: string): number | undefined;
export declare function openDescriptors(pid: number): number | null;
export declare function percentile(values: number[], p: number): number | null;

export interface SoakSnapshot {
  pid: number;
  at: string;
  rssMiB: number | null;
  descriptors: number | null;
}
export interface SoakLife {
  life: string;
  start: SoakSnapshot & { levelMiB: number };
  end: SoakSnapshot;
  startUnderLoad?: boolean;
  warmupSeconds?: number;
  memoryJudged?: boolean;
}
/** What the traffic met (the tally's summary). */
export interface SoakTraffic {
  requests: number;
  statusCodes: Record<string, number>;
  serverErrors: number;
  socketErrors: Record<string, number>;
  unexpected: { kind: string; path: string; status: number | null; error?: string; at: string }[];
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  byKind: Record<string, { requests: number; statusCodes: Record<string, number>; socketErrors: Record<string, number>; latencyP99Ms: number }>;
}
export interface SoakPublish {
  number: number | string;
  type: string;
  locale: string;
  status: number | string;
  ms: number;
  refresh: string | null;
  nextVisitShownBy: boolean[] | null;
  visibleAfterMs: number | null;
}
export interface SoakEnquiries {
  sent: number;
  accepted: number;
  failed: { number: number; locale: string; outcome: string }[];
  clients: number;
  perClient: number;
  ceilingPerMinute: number;
}
export interface SoakRestart {
  instance: string;
  port: number;
  stoppedAt?: number;
  answersAgainAt?: number;
  downSeconds?: number;
  /** How the old process ended after its SIGTERM: its exit code (143: on its own) or the signal that killed it. */
  exit?: number | string | null;
}
export interface SoakResult {
  settings: SoakSettings;
  /** The targets the run was judged by: `soakTargets` and its own bound of memory growth (`settings.memoryGrowthLimitMiB`). */
  targets: { serverErrors: number; memoryGrowthMiB: number; descriptorTolerance: number; publishVisibleWithinMs: number };
  seconds: number;
  requests: number;
  statusCodes: Record<string, number>;
  serverErrors: number;
  socketErrors: Record<string, number>;
  latencyP99Ms: number;
  instances: {
    name: string;
    lives: (SoakLife & {
      memoryGrowthMiB: number | null;
      memoryGrowthFromRestMiB: number | null;
      descriptorGrowth: number | null;
    })[];
  }[];
  /** Every target missed, one line each; empty when the soak met them all. */
  failures: string[];
  [figure: string]: unknown;
}
/** The figures and the verdict of a run's readings (what runSoak does at its end). */
export declare function judge(run: {
  settings: SoakSettings;
  seconds: number;
  warmup: SoakTraffic;
  measured: SoakTraffic;
  enquiries: SoakEnquiries;
  publishes: SoakPublish[];
  restart: SoakRestart;
  /** Each instance's lives (a restarted one has two). */
  lives: SoakLife[][];
  pages: { type: string; language: string; path: string }[];
  newsApi: string[];
  serverLog: string[];
  timeline: { second: number; instance: string; pid: number; rssMiB: number | null; descriptors: number | null }[];
}): SoakResult;
export declare function runSoak(options: {
  ports: { cms: number; redis: number; nginx: number; instances: number[] };
  settings?: SoakSettings;
  distDir?: string;
  copyName?: string;
  log?: (line: string) => void;
}): Promise<SoakResult>;
export declare function formatSoak(result: SoakResult): string;
