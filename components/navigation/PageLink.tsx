import Link from 'next/link';
import type { ComponentProps } from 'react';
import { matchPath } from '@/lib/routing/paths';

/**
 * A link to a page of the site. Next.js scrolls a new page into view by itself; a route of the
 * route table that opts out of scrolling to the top (`scrollToTop: false`) keeps the position.
 */
export function PageLink({ href, ...props }: Omit<ComponentProps<typeof Link>, 'href' | 'scroll'> & { href: string }) {
  const pathname = href.split(/[?#]/)[0] ?? href;
  return <Link href={href} scroll={matchPath(pathname)?.entry.scrollToTop ?? true} {...props} />;
}
