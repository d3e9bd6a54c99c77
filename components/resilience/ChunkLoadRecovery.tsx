'use client';

import { useEffect } from 'react';
import { isChunkLoadFailure } from '@/lib/browser/chunk-load-failure';
import { reloadAfterChunkLoadFailure } from '@/lib/browser/chunk-reload-guard';

/**
 * Reloads the page when a script or style chunk fails to load outside an error boundary (an uncaught
 * error or an unhandled rejection), at most once per 60 seconds. Mounted once, in the layout.
 */
export function ChunkLoadRecovery() {
  useEffect(() => {
    const onError = (event: ErrorEvent) => {
      if (isChunkLoadFailure(event.error) || isChunkLoadFailure(event.message)) reloadAfterChunkLoadFailure();
    };
    const onUnhandledRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadFailure(event.reason)) reloadAfterChunkLoadFailure();
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onUnhandledRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onUnhandledRejection);
    };
  }, []);

  return null;
}
