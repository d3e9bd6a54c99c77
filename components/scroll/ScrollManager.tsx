'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { matchRenderedPath } from '@/lib/routing/paths';

function scrollToHashTarget(): boolean {
  const id = decodeURIComponent(window.location.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  target?.scrollIntoView();
  return target !== null;
}

/**
 * After a page change: a hash target scrolls into view; otherwise the page starts at the top,
 * unless its route opts out. Back and forward keep the browser's own scroll restoration.
 */
export function ScrollManager() {
  const pathname = usePathname();
  const isHistoryNavigation = useRef(false);
  const isFirstRender = useRef(true);

  useEffect(() => {
    const onPopState = () => {
      isHistoryNavigation.current = true;
    };
    const onHashChange = () => {
      scrollToHashTarget();
    };
    window.addEventListener('popstate', onPopState);
    window.addEventListener('hashchange', onHashChange);
    return () => {
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('hashchange', onHashChange);
    };
  }, []);

  useEffect(() => {
    if (isFirstRender.current) {
      // The browser has placed the first page itself (including its hash target).
      isFirstRender.current = false;
      return;
    }
    if (isHistoryNavigation.current) {
      isHistoryNavigation.current = false;
      return;
    }
    if (scrollToHashTarget()) return;
    if (matchRenderedPath(pathname)?.entry.scrollToTop ?? true) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);

  return null;
}
