import { describe, expect, it } from 'vitest';
import {
  initialStickyMenuState,
  pinAfterUpwardEvents,
  pinOnUpwardStepPx,
  stickyMenuReducer,
  type StickyMenuAction,
  type StickyMenuState,
} from '@/lib/navigation/sticky-menu';

const scrolled = (scrollY: number): StickyMenuAction => ({ type: 'scrolled', scrollY });
const run = (state: StickyMenuState, ...positions: number[]) => positions.reduce((current, y) => stickyMenuReducer(current, scrolled(y)), state);

/** Scrolled far down: the menu is hidden at 5000 px. */
const hiddenFarDown = run(initialStickyMenuState, 4000, 5000);

/** `count` upward scroll events of `step` px each, starting from `from`. */
const upward = (state: StickyMenuState, count: number, step: number) =>
  run(state, ...Array.from({ length: count }, (_, index) => state.lastScrollY - step * (index + 1)));

describe('the sticky menu', () => {
  it('uses the thresholds of the specification', () => {
    expect(pinAfterUpwardEvents).toBe(30);
    expect(pinOnUpwardStepPx).toBe(50);
  });

  it('is shown at the top of the page', () => {
    expect(initialStickyMenuState.mode).toBe('shown');
    expect(run(hiddenFarDown, 0).mode).toBe('shown');
    expect(stickyMenuReducer(hiddenFarDown, { type: 'anchorVisible', scrollY: 40 }).mode).toBe('shown');
  });

  it('hides when scrolling down', () => {
    expect(hiddenFarDown.mode).toBe('hidden');
    const pinned = upward(hiddenFarDown, 1, 60);
    expect(pinned.mode).toBe('pinned');
    expect(run(pinned, pinned.lastScrollY + 1).mode).toBe('hidden');
  });

  it('does not pin after 30 consecutive upward scroll events, but after 31', () => {
    const after30 = upward(hiddenFarDown, 30, 5);
    expect(after30.mode).toBe('hidden');
    expect(after30.upwardEvents).toBe(30);
    expect(upward(after30, 1, 5).mode).toBe('pinned');
  });

  it('counts only consecutive upward events: scrolling down starts the count again', () => {
    const after30 = upward(hiddenFarDown, 30, 5);
    const down = run(after30, after30.lastScrollY + 5);
    expect(down.upwardEvents).toBe(0);
    expect(upward(down, 30, 5).mode).toBe('hidden');
  });

  it('does not pin on an upward step of 50 px, but on one of 51 px', () => {
    expect(upward(hiddenFarDown, 1, 50).mode).toBe('hidden');
    expect(upward(hiddenFarDown, 1, 51).mode).toBe('pinned');
  });

  it('stays pinned while scrolling further up', () => {
    const pinned = upward(hiddenFarDown, 1, 100);
    expect(upward(pinned, 3, 2).mode).toBe('pinned');
  });

  it('ignores an event without movement', () => {
    expect(run(hiddenFarDown, 5000)).toBe(hiddenFarDown);
  });
});
