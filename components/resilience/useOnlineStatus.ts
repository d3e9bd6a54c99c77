import { useSyncExternalStore } from 'react';
import { isOnline, subscribeToOnlineStatus } from '@/lib/browser/online-status';

const subscribe = (onChange: () => void) => subscribeToOnlineStatus(window, onChange);
const getSnapshot = () => isOnline(window);
// The server renders for a visitor who is online: the page reached them.
const getServerSnapshot = () => true;

/** Whether the browser is online, following its `online` and `offline` events. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
