import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * jsdom has no IntersectionObserver. This fake records every observer and lets a test report the
 * observed element as intersecting or not, the way the browser would.
 */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];

  readonly observed: Element[] = [];
  isDisconnected = false;

  constructor(readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }

  observe(element: Element) {
    this.observed.push(element);
  }

  unobserve(element: Element) {
    const index = this.observed.indexOf(element);
    if (index >= 0) this.observed.splice(index, 1);
  }

  disconnect() {
    this.isDisconnected = true;
    this.observed.length = 0;
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Reports every observed element as (not) intersecting, inside `act`. */
  report(isIntersecting: boolean) {
    const entries = this.observed.map(
      (target) => ({ target, isIntersecting, intersectionRatio: isIntersecting ? 1 : 0 }) as unknown as IntersectionObserverEntry,
    );
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }

  /** The one observer that is still connected. */
  static current(): FakeIntersectionObserver {
    const live = FakeIntersectionObserver.instances.filter((instance) => !instance.isDisconnected);
    if (live.length !== 1) throw new Error(`Expected one connected IntersectionObserver, found ${live.length}`);
    return live[0] as FakeIntersectionObserver;
  }
}

/** Installs the fake on `globalThis`; undo with `vi.unstubAllGlobals()`. */
export function stubIntersectionObserver() {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
}
