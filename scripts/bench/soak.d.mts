// Types of soak.mjs for the TypeScript spec that runs a short soak (tests/e2e/cluster/soak.spec.ts).
export declare const soakTargets: Readonly<{ serverErrors: number; memoryGrowthMiB: number; descriptorTolerance: number; publishVisibleWithinMs: number }>;

export interface SoakSettings {
  durationSeconds: number;
  warmupSeconds: number;
  concurrency: number;
  requestsPerSecond: number;
  enquiriesPerMinute: number;
  publishEverySeconds: number;
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
export interface SoakResult {
  settings: SoakSettings;
  seconds: number;
  requests: number;
  statusCodes: Record<string, number>;
  serverErrors: number;
  socketErrors: Record<string, number>;
  latencyP99Ms: number;
  instances: {
    name: string;
    lives: {
      life: string;
      start: SoakSnapshot & { levelMiB: number };
      end: SoakSnapshot;
      memoryGrowthMiB: number | null;
      memoryGrowthFromRestMiB: number | null;
      descriptorGrowth: number | null;
      memoryJudged?: boolean;
    }[];
  }[];
  /** Every target missed, one line each; empty when the soak met them all. */
  failures: string[];
  [figure: string]: unknown;
}
export declare function runSoak(options: {
  ports: { cms: number; redis: number; nginx: number; instances: number[] };
  settings?: SoakSettings;
  distDir?: string;
  copyName?: string;
  log?: (line: string) => void;
}): Promise<SoakResult>;
export declare function formatSoak(result: SoakResult): string;
