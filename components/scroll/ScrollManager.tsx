'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { scrollAfterNavigation } from '@/lib/navigation/scroll-after-navigation';
import { matchRenderedPath } from '@/lib/routing/paths';

function hashTarget(): HTMLElement | null {
  const id = decodeURIComponent(window.location.hash.slice(1));
  return id ? document.getElementById(id) : null;
}

/** Applies `scrollAfterNavigation` whenever the app shows another page, and on hash changes. */
export function ScrollManager() {
  const pathname = usePathname();
  const isHistoryNavigation = useRef(false);
  const isFirstPage = useRef(true);

  useEffect(() => {
    const onPopState = () => {
      isHistoryNavigation.current = true;
    };
    const onHashChange = () => hashTarget()?.scrollIntoView();
    window.addEventListener('popstate', onPopState);
    window.addEventListener('hashchange', onHashChange);
    return () => {
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('hashchange', onHashChange);
    };
  }, []);

  useEffect(() => {
    const target = hashTarget();
    const decision = scrollAfterNavigation({
      isFirstPage: isFirstPage.current,
      isHistoryNavigation: isHistoryNavigation.current,
      hasHashTarget: target !== null,
      routeScrollsToTop: matchRenderedPath(pathname)?.entry.scrollToTop ?? true,
    });
    isFirstPage.current = false;
    isHistoryNavigation.current = false;
    if (decision === 'hashTarget') target?.scrollIntoView();
    if (decision === 'top') window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);

  return null;
}
