/**
 * The sticky menu: `shown` in its place at the top of the page, `pinned` to the top of the viewport
 * while the visitor scrolls back up, `hidden` while they scroll down. A pure reducer over scroll
 * positions; `useStickyMenu` feeds it only while the menu anchor is out of view.
 */
export type StickyMenuMode = 'shown' | 'pinned' | 'hidden';

export type StickyMenuState = {
  readonly mode: StickyMenuMode;
  /** The last scroll position seen, in px from the top. */
  readonly lastScrollY: number;
  /** Consecutive upward scroll events since the last downward one. */
  readonly upwardEvents: number;
};

export type StickyMenuAction =
  /** The anchor at the top of the page is in view: the menu is in its place. */
  | { readonly type: 'anchorVisible'; readonly scrollY: number }
  | { readonly type: 'scrolled'; readonly scrollY: number };

/** Pinned after more than this many consecutive upward scroll events… */
export const pinAfterUpwardEvents = 30;
/** …or at once on a single upward step of more than this many px. */
export const pinOnUpwardStepPx = 50;

export const initialStickyMenuState: StickyMenuState = { mode: 'shown', lastScrollY: 0, upwardEvents: 0 };

export function stickyMenuReducer(state: StickyMenuState, action: StickyMenuAction): StickyMenuState {
  if (action.type === 'anchorVisible' || action.scrollY <= 0) {
    return { mode: 'shown', lastScrollY: Math.max(action.scrollY, 0), upwardEvents: 0 };
  }
  const step = action.scrollY - state.lastScrollY;
  if (step > 0) return { mode: 'hidden', lastScrollY: action.scrollY, upwardEvents: 0 };
  if (step === 0) return state;

  const upwardEvents = state.upwardEvents + 1;
  const pins = upwardEvents > pinAfterUpwardEvents || -step > pinOnUpwardStepPx;
  return { mode: pins ? 'pinned' : state.mode, lastScrollY: action.scrollY, upwardEvents };
}
