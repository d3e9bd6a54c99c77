/**
 * The state of a slider that shows one of `count` slides at a time (the business-area slider of the
 * home page): which slide is current. Moving past either end wraps around. Pure, so the component's
 * buttons, arrow keys and swipes all go through one tested function.
 */
export type SliderState = {
  /** The slide shown, 0-based. */
  readonly index: number;
  /** How many slides there are (at least one). */
  readonly count: number;
};

export type SliderAction =
  | { readonly type: 'next' }
  | { readonly type: 'previous' }
  | { readonly type: 'goTo'; readonly index: number };

/** The state of a slider of `count` slides, starting at `index` (brought into range). */
export function initialSliderState(count: number, index = 0): SliderState {
  const slides = Math.max(1, Math.floor(count));
  return { index: wrap(index, slides), count: slides };
}

/** `index` brought into `0 … count - 1`, counting on from the other end when it runs past one. */
function wrap(index: number, count: number): number {
  const whole = Number.isFinite(index) ? Math.trunc(index) : 0;
  return ((whole % count) + count) % count;
}

export function sliderReducer(state: SliderState, action: SliderAction): SliderState {
  const index = (() => {
    switch (action.type) {
      case 'next':
        return wrap(state.index + 1, state.count);
      case 'previous':
        return wrap(state.index - 1, state.count);
      case 'goTo':
        return wrap(action.index, state.count);
    }
  })();
  return index === state.index ? state : { ...state, index };
}

/** How far (in CSS pixels) a horizontal drag must travel to count as a swipe. */
export const swipeThreshold = 40;

/**
 * The move a pointer drag asks for: dragging to the left (content follows the finger) shows the next
 * slide, to the right the previous one; a drag of at most `swipeThreshold` px, or one that is more
 * vertical than horizontal (the reader scrolling the page), moves nothing.
 */
export function swipeAction(deltaX: number, deltaY = 0): SliderAction | undefined {
  if (Math.abs(deltaX) <= swipeThreshold || Math.abs(deltaY) > Math.abs(deltaX)) return undefined;
  return deltaX < 0 ? { type: 'next' } : { type: 'previous' };
}

/** The move an arrow key asks for, or `undefined` for any other key. */
export function keyAction(key: string): SliderAction | undefined {
  if (key === 'ArrowRight') return { type: 'next' };
  if (key === 'ArrowLeft') return { type: 'previous' };
  if (key === 'Home') return { type: 'goTo', index: 0 };
  if (key === 'End') return { type: 'goTo', index: -1 };
  return undefined;
}
