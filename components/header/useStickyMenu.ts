'use client';

import { useEffect, useState, type RefObject } from 'react';
import { initialStickyMenuState, stickyMenuReducer, type StickyMenuAction, type StickyMenuMode } from '@/lib/navigation/sticky-menu';

/**
 * The sticky menu's mode. While the anchor (the header's place at the top of the page) is in view
 * the menu is simply shown and no scroll listener runs; once it leaves the view, scroll events feed
 * the reducer. Only a change of mode re-renders.
 */
export function useStickyMenu(anchor: RefObject<HTMLElement | null>): StickyMenuMode {
  const [mode, setMode] = useState<StickyMenuMode>('shown');

  useEffect(() => {
    const element = anchor.current;
    if (!element) return;
    let state = initialStickyMenuState;
    const apply = (action: StickyMenuAction) => {
      state = stickyMenuReducer(state, action);
      setMode(state.mode);
    };
    const onScroll = () => apply({ type: 'scrolled', scrollY: window.scrollY });
    let isListening = false;

    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting) {
        window.removeEventListener('scroll', onScroll);
        isListening = false;
        apply({ type: 'anchorVisible', scrollY: window.scrollY });
      } else if (!isListening) {
        state = { ...state, lastScrollY: window.scrollY };
        window.addEventListener('scroll', onScroll, { passive: true });
        isListening = true;
      }
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
    };
  }, [anchor]);

  return mode;
}
