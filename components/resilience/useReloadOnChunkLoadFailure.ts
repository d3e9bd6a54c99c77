import { useEffect } from 'react';
import { isChunkLoadFailure } from '@/lib/browser/chunk-load-failure';
import { reloadAfterChunkLoadFailure } from '@/lib/browser/chunk-reload-guard';

/** For an error boundary: reloads the page when the error it caught is a chunk-load failure (at most once per 60 s). */
export function useReloadOnChunkLoadFailure(error: unknown) {
  useEffect(() => {
    if (isChunkLoadFailure(error)) reloadAfterChunkLoadFailure();
  }, [error]);
}
