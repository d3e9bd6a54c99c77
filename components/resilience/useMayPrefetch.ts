import { useSyncExternalStore } from 'react';
import { mayPrefetch, networkConditionsOf, subscribeToNetworkConditions } from '@/lib/browser/prefetch-policy';

const subscribe = (onChange: () => void) => subscribeToNetworkConditions(window, onChange);
const getSnapshot = () => mayPrefetch(networkConditionsOf(window));
// The server cannot know the visitor's connection. Saying no until hydration is over keeps a link from
// starting a prefetch in the moment before the browser's answer arrives; the HTML is the same either way.
const getServerSnapshot = () => false;

/** Whether links may prefetch now (see `mayPrefetch`), following the connection and the online status. */
export function useMayPrefetch(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
