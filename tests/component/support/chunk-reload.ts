import { expect, vi } from 'vitest';
import type * as ChunkReloadGuard from '@/lib/browser/chunk-reload-guard';

/** Stands for `location.reload()`, which jsdom cannot do. Clear it before each test (`reload.mockClear()`). */
export const reload = vi.fn();

/**
 * The chunk-reload guard as it is (sessionStorage, the clock, the decision), reloading through `reload`.
 * vi.mock is hoisted above the imports, so a test file takes it through a dynamic import:
 *
 *     vi.mock('@/lib/browser/chunk-reload-guard', async () =>
 *       (await import('@/tests/component/support/chunk-reload')).chunkReloadGuardWithSpiedReload());
 */
export async function chunkReloadGuardWithSpiedReload(): Promise<typeof ChunkReloadGuard> {
  const guard = await vi.importActual<typeof ChunkReloadGuard>('@/lib/browser/chunk-reload-guard');
  return {
    ...guard,
    reloadAfterChunkLoadFailure: () => guard.reloadAfterChunkLoadFailure({ ...guard.browserChunkReloadEnvironment, reload }),
  };
}

/** What webpack and Turbopack throw when a chunk of the page cannot be loaded (e.g. after a deployment). */
export function chunkLoadError() {
  const error = new Error('Failed to load chunk /_next/static/chunks/0f3c1e.js from module 4711');
  error.name = 'ChunkLoadError';
  return error;
}

/**
 * An error boundary (`render` shows it with the error) meets a chunk-load failure twice: the first reloads
 * the page once; the reloaded page fails again within 60 s and does not reload again, so the visitor reads
 * the boundary's notice, which the caller checks after this returns.
 */
export function expectOneReloadForTwoChunkLoadFailures(render: (error: Error) => { unmount(): void }) {
  const first = render(chunkLoadError());
  expect(reload).toHaveBeenCalledTimes(1);
  first.unmount();

  render(chunkLoadError());
  expect(reload).toHaveBeenCalledTimes(1);
}
