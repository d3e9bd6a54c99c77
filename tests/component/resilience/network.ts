import { act } from '@testing-library/react';
import { vi } from 'vitest';

type Connection = { effectiveType: string; saveData: boolean };

/**
 * The browser's network as jsdom lacks it: `navigator.onLine` that can drop and return with the
 * `offline`/`online` events, and optionally Chromium's `navigator.connection` with its `change` event.
 * Undo with `vi.restoreAllMocks()` and the returned `restore()`.
 */
export function stubNetwork({ online = true, connection }: { online?: boolean; connection?: Connection } = {}) {
  let isOnline = online;
  vi.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => isOnline);
  const networkInformation = connection ? Object.assign(new EventTarget(), connection) : undefined;
  if (networkInformation) Object.defineProperty(window.navigator, 'connection', { configurable: true, value: networkInformation });

  return {
    goOffline: () =>
      act(() => {
        isOnline = false;
        window.dispatchEvent(new Event('offline'));
      }),
    goOnline: () =>
      act(() => {
        isOnline = true;
        window.dispatchEvent(new Event('online'));
      }),
    changeConnection: (change: Partial<Connection>) =>
      act(() => {
        if (!networkInformation) throw new Error('stubNetwork was called without a connection');
        Object.assign(networkInformation, change);
        networkInformation.dispatchEvent(new Event('change'));
      }),
    restore: () => {
      if (networkInformation) Reflect.deleteProperty(window.navigator, 'connection');
    },
  };
}
