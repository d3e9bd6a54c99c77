// Types of next-cache-internals.mjs: what the cache handler and its tests use of them, declared here
// rather than taken from Next.js's private type files.
type Context = Record<string, unknown>;
type Entry = { value: unknown; lastModified?: number } | null;

/** A tag's state in the manifest: when it was last marked stale and when its entries expire(d), in ms. */
export interface TagState {
  stale?: number;
  expired?: number;
}

/** What the handler takes of a private module of Next.js (`value`); throws, naming the module and `expected`, when `holds` fails. */
export declare function nextInternal<Value>(specifier: string, value: Value, expected: string, holds: (value: Value) => boolean): Value;

export declare class FileSystemCache {
  /**
   * Next.js's LRU of the process's entries (`cacheMaxMemorySize`), made by the first instance given a
   * `maxMemoryCacheSize` and shared by all: the tests of the handler's memory bound read it.
   */
  static readonly memoryCache: { has(key: string): boolean; readonly totalSize: number; readonly maxSize: number } | undefined;
  constructor(context: Context);
  get(key: string, context: Context): Promise<Entry>;
  set(key: string, data: unknown, context: Context): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}

export declare const tagsManifest: Map<string, TagState>;

/** The file system methods for `FileSystemCache`'s context (`fs`). */
export declare const nodeFs: object;
