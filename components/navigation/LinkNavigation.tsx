'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { anchorOf, isPlainClick, pageLinkTarget } from '@/lib/browser/page-link';
import { mayPrefetch, networkConditionsOf } from '@/lib/browser/prefetch-policy';

const intentEvents = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Every link of the site is a plain `<a>` rendered on the server. This one island, mounted once in the
 * layout, makes them behave like Next.js's links without hydrating a component per link:
 * - a plain click on a link to a page of the site (`pageLinkTarget`) is a client-side navigation;
 * - a page is prefetched when the visitor shows intent (points at, focuses or touches its link), never
 *   merely because its link is in view, and never while offline, on 2g or saving data (`mayPrefetch`,
 *   read at that moment).
 * Before the page is hydrated, and for every other link, the browser follows the link itself.
 */
export function LinkNavigation() {
  const router = useRouter();
  // A new page starts a new round of prefetches (the header's links stay, but what they prefetched ages).
  const pathname = usePathname();

  useEffect(() => {
    const targetOf = (anchor: HTMLAnchorElement) => pageLinkTarget(anchor, window.location, document.documentElement.lang);

    const onClick = (event: MouseEvent) => {
      if (!isPlainClick(event)) return;
      const anchor = anchorOf(event.target);
      const target = anchor && targetOf(anchor);
      if (!target) return;
      event.preventDefault();
      router.push(target.href, { scroll: target.scrollToTop });
    };

    // Moving over the parts of one link fires again and again: a link is prefetched once per page shown.
    const prefetched = new WeakSet<HTMLAnchorElement>();
    const onIntent = (event: Event) => {
      const anchor = anchorOf(event.target);
      if (!anchor || prefetched.has(anchor) || !mayPrefetch(networkConditionsOf(window))) return;
      const target = targetOf(anchor);
      if (!target) return;
      prefetched.add(anchor);
      router.prefetch(target.href);
    };

    document.addEventListener('click', onClick);
    for (const type of intentEvents) document.addEventListener(type, onIntent, { passive: true });
    return () => {
      document.removeEventListener('click', onClick);
      for (const type of intentEvents) document.removeEventListener(type, onIntent);
    };
  }, [router, pathname]);

  return null;
}
