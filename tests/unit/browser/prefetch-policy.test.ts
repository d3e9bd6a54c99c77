import { describe, expect, it } from 'vitest';
import { mayPrefetch, networkConditionsOf, type NetworkConditionsSource } from '@/lib/browser/prefetch-policy';

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

  it('reads the network as it is at the moment it is asked (the link island asks on each intent)', () => {
    const networkInformation = connection('2g');
    const navigator = { onLine: true, connection: networkInformation };
    const source = browserWindow(navigator);
    expect(mayPrefetch(networkConditionsOf(source))).toBe(false);
    networkInformation.effectiveType = '4g';
    expect(mayPrefetch(networkConditionsOf(source))).toBe(true);
    navigator.onLine = false;
    expect(mayPrefetch(networkConditionsOf(source))).toBe(false);
  });
});
