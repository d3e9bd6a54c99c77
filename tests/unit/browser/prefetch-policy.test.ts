import { describe, expect, it, vi } from 'vitest';
import {
  mayPrefetch,
  networkConditionsOf,
  subscribeToNetworkConditions,
  type NetworkConditionsSource,
} from '@/lib/browser/prefetch-policy';

/** A browser window with the Network Information API (Chromium) or without it (Firefox, Safari). */
function browserWindow(navigator: NetworkConditionsSource['navigator']): NetworkConditionsSource & EventTarget {
  return Object.assign(new EventTarget(), { navigator });
}

function connection(effectiveType: string, saveData = false) {
  return Object.assign(new EventTarget(), { effectiveType, saveData });
}

describe('mayPrefetch', () => {
  it('allows prefetching online on a 4g connection', () => {
    expect(mayPrefetch({ online: true, effectiveType: '4g', saveData: false })).toBe(true);
  });

  it('allows prefetching online on 3g', () => {
    expect(mayPrefetch({ online: true, effectiveType: '3g', saveData: false })).toBe(true);
  });

  it('forbids prefetching when offline, whatever the connection says', () => {
    expect(mayPrefetch({ online: false, effectiveType: '4g', saveData: false })).toBe(false);
    expect(mayPrefetch({ online: false })).toBe(false);
  });

  it.each(['2g', 'slow-2g'])('forbids prefetching on %s', (effectiveType) => {
    expect(mayPrefetch({ online: true, effectiveType, saveData: false })).toBe(false);
  });

  it('forbids prefetching when the visitor saves data, even on 4g', () => {
    expect(mayPrefetch({ online: true, effectiveType: '4g', saveData: true })).toBe(false);
  });

  it('allows prefetching online when the connection is unknown', () => {
    expect(mayPrefetch({ online: true })).toBe(true);
  });
});

describe('networkConditionsOf', () => {
  it('reads the online status, the effective type and data saving from the browser', () => {
    const conditions = networkConditionsOf(browserWindow({ onLine: true, connection: connection('2g', true) }));
    expect(conditions).toEqual({ online: true, effectiveType: '2g', saveData: true });
    expect(mayPrefetch(conditions)).toBe(false);
  });

  it('allows prefetching in a browser without the Network Information API while online', () => {
    const conditions = networkConditionsOf(browserWindow({ onLine: true }));
    expect(conditions).toEqual({ online: true, effectiveType: undefined, saveData: undefined });
    expect(mayPrefetch(conditions)).toBe(true);
  });

  it('forbids prefetching in a browser without the Network Information API while offline', () => {
    expect(mayPrefetch(networkConditionsOf(browserWindow({ onLine: false })))).toBe(false);
  });
});

describe('subscribeToNetworkConditions', () => {
  it('reports going offline and online and every connection change until unsubscribed', () => {
    const networkInformation = connection('4g');
    const navigator = { onLine: true, connection: networkInformation };
    const source = browserWindow(navigator);
    const onChange = vi.fn();

    const unsubscribe = subscribeToNetworkConditions(source, onChange);

    networkInformation.effectiveType = '2g';
    networkInformation.dispatchEvent(new Event('change'));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(mayPrefetch(networkConditionsOf(source))).toBe(false);

    networkInformation.effectiveType = '4g';
    networkInformation.dispatchEvent(new Event('change'));
    expect(mayPrefetch(networkConditionsOf(source))).toBe(true);

    navigator.onLine = false;
    source.dispatchEvent(new Event('offline'));
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(mayPrefetch(networkConditionsOf(source))).toBe(false);

    navigator.onLine = true;
    source.dispatchEvent(new Event('online'));
    expect(onChange).toHaveBeenCalledTimes(4);

    unsubscribe();
    networkInformation.dispatchEvent(new Event('change'));
    source.dispatchEvent(new Event('offline'));
    expect(onChange).toHaveBeenCalledTimes(4);
  });

  it('follows the online status in a browser without the Network Information API', () => {
    const source = browserWindow({ onLine: true });
    const onChange = vi.fn();
    const unsubscribe = subscribeToNetworkConditions(source, onChange);
    source.dispatchEvent(new Event('offline'));
    expect(onChange).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
