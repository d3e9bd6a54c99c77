import { describe, expect, it, vi } from 'vitest';
import {
  chunkReloadStorageKey,
  chunkReloadWindowMs,
  decideChunkReload,
  reloadAfterChunkLoadFailure,
  type ChunkReloadStorage,
} from '@/lib/browser/chunk-reload-guard';

/** sessionStorage as the browser keeps it for the tab: string values by key. */
function sessionStorageStandIn(): ChunkReloadStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, String(value)),
  };
}

const brokenStorage = (where: 'getItem' | 'setItem'): ChunkReloadStorage => ({
  getItem: () => {
    if (where === 'getItem') throw new DOMException('The operation is insecure.', 'SecurityError');
    return null;
  },
  setItem: () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  },
});

const start = Date.UTC(2026, 4, 4, 9, 30);

describe('decideChunkReload', () => {
  it('uses the 60 000 ms window of the specification', () => {
    expect(chunkReloadWindowMs).toBe(60_000);
  });

  it('reloads on the first failure and records when', () => {
    const storage = sessionStorageStandIn();
    expect(decideChunkReload(storage, start)).toBe('reload now');
    expect(storage.entries.get(chunkReloadStorageKey)).toBe(String(start));
  });

  it('does not reload again for a second failure within 60 s', () => {
    const storage = sessionStorageStandIn();
    decideChunkReload(storage, start);
    expect(decideChunkReload(storage, start + 1)).toBe('not again yet');
    expect(decideChunkReload(storage, start + chunkReloadWindowMs - 1)).toBe('not again yet');
    // Refusing does not move the window.
    expect(storage.entries.get(chunkReloadStorageKey)).toBe(String(start));
  });

  it('reloads again once 60 s have passed since the last reload, and then waits another 60 s', () => {
    const storage = sessionStorageStandIn();
    decideChunkReload(storage, start);
    expect(decideChunkReload(storage, start + chunkReloadWindowMs)).toBe('reload now');
    expect(decideChunkReload(storage, start + chunkReloadWindowMs + 30_000)).toBe('not again yet');
    expect(decideChunkReload(storage, start + 2 * chunkReloadWindowMs + 5)).toBe('reload now');
  });

  it('reloads when the recorded time is unreadable or lies in the future (the clock was set back)', () => {
    const storage = sessionStorageStandIn();
    storage.entries.set(chunkReloadStorageKey, 'yesterday');
    expect(decideChunkReload(storage, start)).toBe('reload now');
    storage.entries.set(chunkReloadStorageKey, String(start + 10 * chunkReloadWindowMs));
    expect(decideChunkReload(storage, start)).toBe('reload now');
    expect(decideChunkReload(storage, start + 1)).toBe('not again yet');
  });

  it.each(['getItem', 'setItem'] as const)('does not reload when sessionStorage throws in %s, so it cannot loop', (where) => {
    const storage = brokenStorage(where);
    for (let failure = 0; failure < 3; failure += 1) {
      expect(decideChunkReload(storage, start + failure * 2 * chunkReloadWindowMs)).toBe('not again yet');
    }
  });

  it('does not reload without sessionStorage', () => {
    expect(decideChunkReload(null, start)).toBe('not again yet');
  });
});

describe('reloadAfterChunkLoadFailure', () => {
  it('reloads the page once per 60 s and says whether it did', () => {
    const storage = sessionStorageStandIn();
    let now = start;
    const reload = vi.fn();
    const environment = { storage: () => storage, now: () => now, reload };

    expect(reloadAfterChunkLoadFailure(environment)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);

    now += 20_000;
    expect(reloadAfterChunkLoadFailure(environment)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    now += chunkReloadWindowMs;
    expect(reloadAfterChunkLoadFailure(environment)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads when the storage cannot even be reached', () => {
    const reload = vi.fn();
    const environment = { storage: () => null, now: () => start, reload };
    expect(reloadAfterChunkLoadFailure(environment)).toBe(false);
    expect(reloadAfterChunkLoadFailure(environment)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
