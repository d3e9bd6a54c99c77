/**
 * Where the online status comes from: the window in the browser (its `online` and `offline` events and
 * `navigator.onLine`), a stand-in in tests.
 */
export type OnlineStatusSource = Pick<EventTarget, 'addEventListener' | 'removeEventListener'> & {
  navigator: { onLine: boolean };
};

/** Whether the browser believes it is online. */
export function isOnline(source: OnlineStatusSource): boolean {
  return source.navigator.onLine;
}

/** Calls `onChange` whenever the browser goes offline or comes back; returns the unsubscribe. */
export function subscribeToOnlineStatus(source: OnlineStatusSource, onChange: () => void): () => void {
  source.addEventListener('online', onChange);
  source.addEventListener('offline', onChange);
  return () => {
    source.removeEventListener('online', onChange);
    source.removeEventListener('offline', onChange);
  };
}
