/** A chunk-load failure reloads the page at most once in this many milliseconds (specification §9). */
export const chunkReloadWindowMs = 60_000;

/** The `sessionStorage` entry that holds when the last reload for a chunk-load failure happened (epoch ms). */
export const chunkReloadStorageKey = 'lumoplast:chunk-reload-at';

export type ChunkReloadStorage = Pick<Storage, 'getItem' | 'setItem'>;

export type ChunkReloadDecision = 'reload now' | 'not again yet';

/**
 * Whether a chunk-load failure at `now` may reload the page. A reload is recorded in `storage` before it is
 * allowed, so the page it loads knows about it. Without a usable storage (none, or it throws, as in some
 * private modes) no reload is recorded, so none is allowed: a page that cannot load its chunks would
 * otherwise reload forever.
 */
export function decideChunkReload(storage: ChunkReloadStorage | null, now: number): ChunkReloadDecision {
  if (storage === null) return 'not again yet';
  try {
    const stored = storage.getItem(chunkReloadStorageKey);
    const last = stored === null ? Number.NaN : Number(stored);
    // A time after `now` means the clock was set back: the record says nothing about the last 60 seconds.
    if (Number.isFinite(last) && last <= now && now - last < chunkReloadWindowMs) return 'not again yet';
    storage.setItem(chunkReloadStorageKey, String(now));
    return 'reload now';
  } catch {
    return 'not again yet';
  }
}

export type ChunkReloadEnvironment = {
  storage: () => ChunkReloadStorage | null;
  now: () => number;
  reload: () => void;
};

/** The browser: its `sessionStorage` (reading it throws where storage is blocked), its clock, `location.reload()`. */
export const browserChunkReloadEnvironment: ChunkReloadEnvironment = {
  storage: () => {
    try {
      return window.sessionStorage;
    } catch {
      return null;
    }
  },
  now: () => Date.now(),
  reload: () => window.location.reload(),
};

/** Reloads the page after a chunk-load failure unless it did so less than 60 seconds ago; says whether it did. */
export function reloadAfterChunkLoadFailure(environment: ChunkReloadEnvironment = browserChunkReloadEnvironment): boolean {
  if (decideChunkReload(environment.storage(), environment.now()) !== 'reload now') return false;
  environment.reload();
  return true;
}
