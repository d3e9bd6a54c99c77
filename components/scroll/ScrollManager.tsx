'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { focusAfterNavigation, focusWithoutScrolling } from '@/lib/navigation/focus-after-navigation';
import { scrollAfterNavigation } from '@/lib/navigation/scroll-after-navigation';
import { matchRenderedPath } from '@/lib/routing/paths';

function hashTarget(): HTMLElement | null {
  const id = decodeURIComponent(window.location.hash.slice(1));
  return id ? document.getElementById(id) : null;
}

/** The page's main heading: a new element when the app shows another page. */
function mainHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1');
}

/**
 * Applies `scrollAfterNavigation` and `focusAfterNavigation` whenever the app shows another page, and
 * scrolls on hash changes.
 */
export function ScrollManager() {
  const pathname = usePathname();
  const isHistoryNavigation = useRef(false);
  const isFirstPage = useRef(true);
  const shownHeading = useRef<HTMLElement | null>(null);

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
    const heading = mainHeading();
    const focus = focusAfterNavigation({ isFirstPage: isFirstPage.current, isAnotherPage: heading !== shownHeading.current, hasHashTarget: target !== null });
    shownHeading.current = heading;
    isFirstPage.current = false;
    isHistoryNavigation.current = false;
    if (decision === 'hashTarget') target?.scrollIntoView();
    if (decision === 'top') window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    if (focus === 'hashTarget' && target) focusWithoutScrolling(target);
    const landing = heading ?? document.getElementById('main');
    if (focus === 'heading' && landing) focusWithoutScrolling(landing);
  }, [pathname]);

  return null;
}
