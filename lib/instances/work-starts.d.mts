// Types of work-starts.mjs.
export declare const longestWorkMs: number;
export declare function needsRenewal(
  entry: { value?: unknown; lastModified?: number; cacheControl?: { revalidate?: number | false } } | null | undefined,
  context: { kind?: string; tags?: readonly string[]; softTags?: readonly string[]; revalidate?: number | false },
  now?: number,
): boolean;
export declare function entryTags(value: { kind?: string; headers?: Record<string, unknown> }, context: { tags?: readonly string[]; softTags?: readonly string[] } | undefined): string[];
export interface WorkStarts {
  started(key: string, kind?: string, time?: number): void;
  writtenAsOf(key: string): number;
  wrote(key: string): void;
  settled(before: number, timeoutMs: number): Promise<boolean>;
}
export declare function createWorkStarts(now?: () => number): WorkStarts;
export declare function workUnderWay(): WorkStarts;
