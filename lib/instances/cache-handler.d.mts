// Types of cache-handler.mjs, for its tests.
export declare function encodeEntry(entry: unknown): string;
export declare function decodeEntry(text: string): unknown;
export declare function tagsOfEntry(entry: { value?: { kind?: string; headers?: Record<string, unknown> } } | null | undefined, context: { tags?: string[] } | undefined): string[];
export declare const sharedLocalCopyCharacters: number;
export declare function localCacheContext<C extends { maxMemoryCacheSize?: number }>(context: C, shared: boolean): C;

type Context = Record<string, unknown>;
type Entry = { value: unknown; lastModified?: number } | null;

export default class SharedCacheHandler {
  constructor(context: Context);
  readonly local: { get(key: string, context: Context): Promise<Entry>; set(key: string, data: unknown, context: Context): Promise<void> };
  readonly shared: boolean;
  get(key: string, context: Context): Promise<Entry>;
  set(key: string, data: unknown, context: Context): Promise<void>;
  share(key: string, entry: Entry, tags: string[], withStates?: boolean): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { stale?: number; revalidate?: number; expire?: number }): Promise<void>;
  resetRequestCache(): void;
}
