import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from '@/i18n/routing';
import { isPageOrNearMiss, localeOfPath } from '@/lib/routing/paths';
import { notFoundPagePath } from '@/lib/routing/not-found';

const handleI18nRouting = createMiddleware(routing);

/**
 * Every request for a page passes here. Paths of the route table (and the near misses next-intl
 * redirects) go on to next-intl; every other path gets the prerendered "page could not be found"
 * page of its language with status 404, so its text is in the HTML as served.
 */
export default function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (isPageOrNearMiss(pathname)) return handleI18nRouting(request);
  return NextResponse.rewrite(new URL(notFoundPagePath(localeOfPath(pathname)), request.url), { status: 404 });
}

export const config = {
  // Everything but Next.js internals, route handlers and the files the site serves (public/media/,
  // the icon, robots.txt, sitemap.xml, the RSS feeds): a missing `/file.pdf` gets the 404 page too.
  matcher: ['/((?!api/|_next/|_vercel/|media/|rss/|icon\\.svg|robots\\.txt|sitemap\\.xml).*)'],
};
