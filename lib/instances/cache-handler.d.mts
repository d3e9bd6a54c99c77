// Types of cache-handler.mjs, for its tests.
export declare function encodeEntry(entry: unknown): string;
export declare function decodeEntry(text: string): unknown;
export declare function mergeTagStates(shared: Record<string, string>): void;
export declare const sharedLocalCopyCharacters: number;
export declare function localCacheContext<C extends { maxMemoryCacheSize?: number }>(context: C, shared: boolean): C;

type Context = Record<string, unknown>;
type Entry = { value: unknown; lastModified?: number } | null;

export default class SharedCacheHandler {
  constructor(context: Context);
  readonly local: { get(key: string, context: Context): Promise<Entry>; set(key: string, data: unknown, context: Context): Promise<void> };
  readonly shared: boolean;
  get(key: string, context: Context): Promise<Entry>;
  read(key: string, context: Context): Promise<Entry>;
  readLocal(key: string, context: Context): Promise<Entry>;
  set(key: string, data: unknown, context: Context): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { stale?: number; revalidate?: number; expire?: number }): Promise<void>;
  resetRequestCache(): void;
}
