'use client';

import { useEffect } from 'react';
import { isChunkLoadFailure } from '@/lib/browser/chunk-load-failure';
import { reloadAfterChunkLoadFailure } from '@/lib/browser/chunk-reload-guard';
import { holdsUnsentInput } from '@/lib/browser/unsent-input';

/**
 * Reloads the page when a script or style chunk fails to load outside an error boundary (an uncaught
 * error or an unhandled rejection), at most once per 60 seconds, but never while a form holds what the
 * visitor typed and has not sent (the contact form, its schema not loaded as the network dropped): a
 * reload would wipe it, and the form says itself what failed. Mounted once, in the layout.
 */
export function ChunkLoadRecovery() {
  useEffect(() => {
    const recover = () => {
      if (!holdsUnsentInput(document)) reloadAfterChunkLoadFailure();
    };
    const onError = (event: ErrorEvent) => {
      if (isChunkLoadFailure(event.error) || isChunkLoadFailure(event.message)) recover();
    };
    const onUnhandledRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadFailure(event.reason)) recover();
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
