import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from '@/i18n/routing';
import { isPageOrNearMiss, localeOfPath } from '@/lib/routing/paths';
import { notFoundPagePath } from '@/lib/routing/not-found';
import { trailingSlashRedirect } from '@/lib/routing/trailing-slash';

const handleI18nRouting = createMiddleware(routing);

/** Route handlers and the files the site serves (public/media/, the icon, robots.txt, sitemap.xml, the RSS feeds). */
const servedAsIs = /^\/(?:api|media|rss)\/|^\/(?:icon\.svg|robots\.txt|sitemap\.xml)$/;

/**
 * Every request but Next.js's own files passes here. A path spelled without its trailing slash (or a
 * file with one) is redirected first, so that answer carries the security headers too. Route handlers
 * and files go on as they are. Paths of the route table (and the near misses next-intl redirects) go on
 * to next-intl; every other path gets the prerendered "page could not be found" page of its language
 * with status 404, so its text is in the HTML as served (a missing `/file.pdf` too).
 */
export default function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const slashed = trailingSlashRedirect(pathname);
  if (slashed) return NextResponse.redirect(new URL(`${slashed}${search}`, request.url), 308);
  if (servedAsIs.test(pathname)) return NextResponse.next();
  if (isPageOrNearMiss(pathname)) return handleI18nRouting(request);
  return NextResponse.rewrite(new URL(notFoundPagePath(localeOfPath(pathname)), request.url), { status: 404 });
}

export const config = {
  // Everything but Next.js's own files (chunks, the image endpoint).
  matcher: ['/((?!_next/|_vercel/).*)'],
};
