import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { useStickyMenu } from '@/components/header/useStickyMenu';
import { FakeIntersectionObserver, stubIntersectionObserver } from '../support/fake-intersection-observer';

function StickyProbe() {
  const anchor = useRef<HTMLDivElement>(null);
  const mode = useStickyMenu(anchor);
  return (
    <div ref={anchor} data-testid="anchor">
      <output data-testid="mode">{mode}</output>
    </div>
  );
}

const mode = () => screen.getByTestId('mode').textContent;

function setScrollY(value: number) {
  Object.defineProperty(window, 'scrollY', { value, configurable: true, writable: true });
}

/** Sets the scroll position and fires the scroll event the browser would fire. */
function scrollTo(value: number) {
  setScrollY(value);
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

type ListenerSpy = MockInstance<(type: string, listener: EventListenerOrEventListenerObject, options?: unknown) => void>;

let addSpy: ListenerSpy;
let removeSpy: ListenerSpy;
const scrollCalls = (spy: ListenerSpy) => spy.mock.calls.filter(([type]) => type === 'scroll');

beforeEach(() => {
  stubIntersectionObserver();
  setScrollY(0);
  addSpy = vi.spyOn(window, 'addEventListener') as unknown as ListenerSpy;
  removeSpy = vi.spyOn(window, 'removeEventListener') as unknown as ListenerSpy;
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  setScrollY(0);
});

describe('useStickyMenu', () => {
  it('observes the anchor element and starts "shown"', () => {
    render(<StickyProbe />);
    const observer = FakeIntersectionObserver.current();
    expect(observer.observed).toEqual([screen.getByTestId('anchor')]);
    expect(mode()).toBe('shown');
  });

  it('adds no scroll listener while the anchor is in view', () => {
    render(<StickyProbe />);
    FakeIntersectionObserver.current().report(true);

    expect(scrollCalls(addSpy)).toHaveLength(0);
    expect(mode()).toBe('shown');

    scrollTo(400);
    expect(mode()).toBe('shown');
  });

  it('listens to scrolling once the anchor leaves the view, and only once', () => {
    render(<StickyProbe />);
    const observer = FakeIntersectionObserver.current();
    observer.report(true);
    setScrollY(300);

    observer.report(false);
    expect(scrollCalls(addSpy)).toHaveLength(1);
    expect(scrollCalls(addSpy)[0]?.[2]).toEqual({ passive: true });
    // Leaving the view by itself changes nothing.
    expect(mode()).toBe('shown');

    observer.report(false);
    expect(scrollCalls(addSpy)).toHaveLength(1);
  });

  it('hides the menu while scrolling down and pins it on an upward step of more than 50 px', () => {
    render(<StickyProbe />);
    const observer = FakeIntersectionObserver.current();
    observer.report(true);
    setScrollY(300);
    observer.report(false);

    scrollTo(400);
    expect(mode()).toBe('hidden');

    scrollTo(350); // 50 px up: not yet
    expect(mode()).toBe('hidden');

    scrollTo(299); // 51 px up
    expect(mode()).toBe('pinned');

    scrollTo(320);
    expect(mode()).toBe('hidden');
  });

  it('measures the first scroll from where the anchor left the view', () => {
    render(<StickyProbe />);
    const observer = FakeIntersectionObserver.current();
    setScrollY(500);
    observer.report(false);

    // 51 px above the position at which the listener started: an upward step, so pinned.
    scrollTo(449);
    expect(mode()).toBe('pinned');
  });

  it('removes the listener and shows the menu when the anchor is in view again', () => {
    render(<StickyProbe />);
    const observer = FakeIntersectionObserver.current();
    setScrollY(300);
    observer.report(false);
    scrollTo(600);
    expect(mode()).toBe('hidden');
    const [, listener] = scrollCalls(addSpy)[0] ?? [];
    expect(listener).toBeTypeOf('function');
    removeSpy.mockClear();

    setScrollY(40);
    observer.report(true);

    expect(scrollCalls(removeSpy).map(([, removed]) => removed)).toContain(listener);
    expect(mode()).toBe('shown');

    // The listener is really gone: scrolling no longer changes the mode.
    scrollTo(900);
    expect(mode()).toBe('shown');
  });

  it('disconnects the observer and removes the listener on unmount', () => {
    const { unmount } = render(<StickyProbe />);
    const observer = FakeIntersectionObserver.current();
    setScrollY(300);
    observer.report(false);
    const [, listener] = scrollCalls(addSpy)[0] ?? [];

    unmount();

    expect(observer.isDisconnected).toBe(true);
    expect(scrollCalls(removeSpy).map(([, removed]) => removed)).toContain(listener);
  });
});
