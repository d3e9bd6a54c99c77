import { describe, expect, it } from 'vitest';
import { initialSliderState, keyAction, sliderReducer, swipeAction, swipeThreshold } from '@/lib/browser/slider';

const four = initialSliderState(4);

describe('the slider reducer', () => {
  it('starts at the first slide', () => {
    expect(four).toEqual({ index: 0, count: 4 });
    expect(initialSliderState(4, 2).index).toBe(2);
  });

  it('moves to the next and the previous slide', () => {
    const second = sliderReducer(four, { type: 'next' });
    expect(second.index).toBe(1);
    expect(sliderReducer(second, { type: 'next' }).index).toBe(2);
    expect(sliderReducer(second, { type: 'previous' }).index).toBe(0);
  });

  it('wraps around at both ends', () => {
    const last = sliderReducer(four, { type: 'previous' });
    expect(last.index).toBe(3);
    expect(sliderReducer(last, { type: 'next' }).index).toBe(0);
  });

  it('goes to a slide directly, counting a negative index from the end and wrapping one past the end', () => {
    expect(sliderReducer(four, { type: 'goTo', index: 2 }).index).toBe(2);
    expect(sliderReducer(four, { type: 'goTo', index: -1 }).index).toBe(3);
    expect(sliderReducer(four, { type: 'goTo', index: 4 }).index).toBe(0);
    expect(sliderReducer(four, { type: 'goTo', index: 1.7 }).index).toBe(1);
  });

  it('keeps the same state object when nothing changes', () => {
    expect(sliderReducer(four, { type: 'goTo', index: 0 })).toBe(four);
    const single = initialSliderState(1);
    expect(sliderReducer(single, { type: 'next' })).toBe(single);
  });

  it('has at least one slide', () => {
    expect(initialSliderState(0)).toEqual({ index: 0, count: 1 });
  });
});

describe('the moves of the slider', () => {
  it(`takes a horizontal drag of more than ${swipeThreshold} px for a swipe`, () => {
    expect(swipeAction(-41)).toEqual({ type: 'next' });
    expect(swipeAction(41)).toEqual({ type: 'previous' });
    expect(swipeAction(-40)).toBeUndefined();
    expect(swipeAction(40)).toBeUndefined();
    expect(swipeAction(0)).toBeUndefined();
  });

  it('leaves a mostly vertical drag to the page (scrolling)', () => {
    expect(swipeAction(-60, 90)).toBeUndefined();
    expect(swipeAction(-90, 60)).toEqual({ type: 'next' });
  });

  it('maps the arrow keys, Home and End', () => {
    expect(keyAction('ArrowRight')).toEqual({ type: 'next' });
    expect(keyAction('ArrowLeft')).toEqual({ type: 'previous' });
    expect(keyAction('Home')).toEqual({ type: 'goTo', index: 0 });
    expect(sliderReducer(four, keyAction('End')!).index).toBe(3);
    expect(keyAction('Enter')).toBeUndefined();
    expect(keyAction('ArrowDown')).toBeUndefined();
  });
});
