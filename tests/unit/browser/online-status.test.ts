import { describe, expect, it, vi } from 'vitest';
import { isOnline, subscribeToOnlineStatus, type OnlineStatusSource } from '@/lib/browser/online-status';

/** A window whose network drops and returns the way the browser reports it: `navigator.onLine` changes, then the event fires. */
function browserWindow() {
  const navigator = { onLine: true };
  const source = Object.assign(new EventTarget(), { navigator }) satisfies OnlineStatusSource;
  return {
    source,
    goOffline: () => {
      navigator.onLine = false;
      source.dispatchEvent(new Event('offline'));
    },
    goOnline: () => {
      navigator.onLine = true;
      source.dispatchEvent(new Event('online'));
    },
  };
}

describe('online status', () => {
  it('starts from navigator.onLine', () => {
    const { source } = browserWindow();
    expect(isOnline(source)).toBe(true);
    expect(isOnline(Object.assign(new EventTarget(), { navigator: { onLine: false } }))).toBe(false);
  });

  it('follows the offline and online events', () => {
    const { source, goOffline, goOnline } = browserWindow();
    const seen: boolean[] = [];
    const unsubscribe = subscribeToOnlineStatus(source, () => seen.push(isOnline(source)));

    goOffline();
    goOnline();
    goOffline();

    expect(seen).toEqual([false, true, false]);
    unsubscribe();
  });

  it('stops reporting once unsubscribed', () => {
    const { source, goOffline, goOnline } = browserWindow();
    const onChange = vi.fn();
    const unsubscribe = subscribeToOnlineStatus(source, onChange);
    goOffline();
    unsubscribe();
    goOnline();
    goOffline();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('ignores events that are not about the connection', () => {
    const { source } = browserWindow();
    const onChange = vi.fn();
    const unsubscribe = subscribeToOnlineStatus(source, onChange);
    source.dispatchEvent(new Event('focus'));
    expect(onChange).not.toHaveBeenCalled();
    unsubscribe();
  });
});
