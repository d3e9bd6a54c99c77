'use client';

import { useEffect } from 'react';

/** While `isActive`, Escape anywhere on the page calls `onEscape` (which closes and returns focus). */
export function useCloseOnEscape(isActive: boolean, onEscape: () => void) {
  useEffect(() => {
    if (!isActive) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      onEscape();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isActive, onEscape]);
}
