'use client';

import Link from 'next/link';
import { useState, type ComponentProps } from 'react';
import { useMayPrefetch } from '@/components/resilience/useMayPrefetch';
import { matchPath } from '@/lib/routing/paths';

type PageLinkProps = Omit<ComponentProps<typeof Link>, 'href' | 'scroll'> & { href: string };

/**
 * A link to a page of the site. Next.js scrolls a new page into view by itself; a route of the
 * route table that opts out of scrolling to the top (`scrollToTop: false`) keeps the position.
 * It prefetches as Next.js does (when the link comes into view), except when the visitor is offline,
 * on 2g or saving data, and except for a page the route table prefetches on intent only
 * (`prefetch: 'intent'`): that one once the link is pointed at, focused or touched.
 */
export function PageLink({ href, prefetch, onMouseEnter, onFocus, onTouchStart, ...props }: PageLinkProps) {
  const mayPrefetch = useMayPrefetch();
  const [intent, setIntent] = useState(false);
  const pathname = href.split(/[?#]/)[0] ?? href;
  const entry = matchPath(pathname)?.entry;
  const waitsForIntent = entry?.prefetch === 'intent' && !intent;
  // Turning prefetching on for a link in view makes Next.js prefetch it at once.
  const showIntent = () => setIntent(true);
  return (
    <Link
      href={href}
      scroll={entry?.scrollToTop ?? true}
      prefetch={mayPrefetch && !waitsForIntent ? prefetch : false}
      onMouseEnter={(event) => {
        showIntent();
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        showIntent();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        showIntent();
        onTouchStart?.(event);
      }}
      {...props}
    />
  );
}
