import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from '@/i18n/routing';
import { siteStore } from '@/lib/content-store/site-store';
import { filterNewsByCategory } from '@/lib/news/news-category-filter';
import { isNewsListRoute, legacyNewsListTarget, newsListLocation, newsPageCount } from '@/lib/news/news-list-routes';
import { previewCookieName } from '@/lib/publishing/preview-cookie';
import { buildActions } from '@/lib/request/build-actions';
import { notFoundPagePath } from '@/lib/request/not-found';
import { isPageFolderPath, pageFolderPath } from '@/lib/request/page-folder';
import { refusalOfPagePost, type UnknownActionRefusal } from '@/lib/request/page-post';
import { recordPathVerdict } from '@/lib/request/record-paths';
import { refusedPostPage } from '@/lib/request/refused-post-page';
import type { PostRefusal } from '@/lib/request/request-refusal';
import { trailingSlashRedirect } from '@/lib/request/trailing-slash';
import { isPageOrNearMiss, localeOfPath, localizedPath, matchPath } from '@/lib/routing/paths';
import { collectionOfRecordPage, recordRoutes } from '@/lib/routing/record-routes';

const handleI18nRouting = createMiddleware(routing);

/** Route handlers and the files the site serves (public/media/, the icon, robots.txt, sitemap.xml, the RSS feeds). */
const servedAsIs = /^\/(?:api|media|rss)\/|^\/(?:icon\.svg|robots\.txt|sitemap\.xml)$/;

/** A form post refused after reading it (400, 409: the page that explains it); a client's fetch of an action this build lacks gets Next.js's own 409. */
function refused(refusal: PostRefusal | UnknownActionRefusal) {
  if (refusal.kind === 'unknownAction') {
    return new NextResponse('Server Action unavailable.', {
      status: refusal.status,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'x-nextjs-action-not-found': '1', 'Cache-Control': 'no-store' },
    });
  }
  return new NextResponse(refusedPostPage(refusal.locale, refusal.reason, refusal.resend), {
    status: refusal.status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Language': refusal.locale, 'Cache-Control': 'no-store' },
  });
}

/** A page of the route table: rewritten to its folder (or served there), the same answer for every visitor. */
function toPage(request: NextRequest, folderPath: string): NextResponse {
  const { pathname, search } = request.nextUrl;
  return isPageFolderPath(pathname, folderPath) ? NextResponse.next() : NextResponse.rewrite(new URL(`${folderPath}${search}`, request.url));
}

const notFound = (request: NextRequest, pathname: string) =>
  NextResponse.rewrite(new URL(notFoundPagePath(localeOfPath(pathname)), request.url), { status: 404 });

/**
 * The request interceptor: every request but Next.js's own files passes here, after the server's front
 * (`lib/request/site-server.ts`) has refused the methods and form posts no page takes.
 * 1. A form post to a page is read before its Server Action: one that cannot be read, or names an action
 *    the page does not have in this build, is refused (`page-post.ts`).
 * 2. A path spelled without its trailing slash (or a file with one) is redirected, so that answer carries
 *    the security headers too. Route handlers and files go on as they are.
 * 3. A record's page is checked against the content store (`record-paths.ts`; never the CMS): an unknown
 *    one gets the 404 page, the CMS's own spelling of a slug or a former address a redirect to its clean
 *    path; an editor's preview (draft mode) goes on to the page. A page of the news list is checked the
 *    same way: a page number beyond the list's last gets the 404 page, its old address with `?category=`
 *    a redirect.
 * 4. A page of the route table is rewritten to its folder (`/kompetenzen/` → `/de/competences/`,
 *    `page-folder.ts`). next-intl redirects the near misses (a German slug under `/en/`, `/de/…`) and
 *    decodes paths spelled with percent-encoding; every other path gets the prerendered "page could not
 *    be found" page of its language with status 404, so its text is in the HTML as served.
 * No answer sets a cookie, and none depends on `Accept-Language` or on a cookie but draft mode's (an
 * editor's preview, step 3): the path alone decides a page's language, so a cache in front keeps one
 * copy of each page for every visitor.
 */
export default async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const refusal = servedAsIs.test(pathname) ? null : await refusalOfPagePost(request, pathname, buildActions());
  if (refusal) return refused(refusal);
  const slashed = trailingSlashRedirect(pathname);
  if (slashed) return NextResponse.redirect(new URL(`${slashed}${search}`, request.url), 308);
  if (servedAsIs.test(pathname)) return NextResponse.next();
  const match = matchPath(pathname);
  const collection = match && collectionOfRecordPage(match.entry.id);
  if (match && collection && !request.cookies.has(previewCookieName)) {
    const verdict = recordPathVerdict((await siteStore().snapshots())[collection][match.locale], match.params.slug ?? '');
    if (verdict.kind === 'none') return notFound(request, pathname);
    if (verdict.kind === 'spelling') {
      const target = localizedPath(recordRoutes[collection].record, match.locale, { slug: verdict.slug });
      return NextResponse.redirect(new URL(`${target}${search}`, request.url), 308);
    }
  }
  if (match && isNewsListRoute(match.entry.id)) {
    const list = newsListLocation(match.entry.id, match.params);
    // `/news/seite/1/`, `/news/seite/02/`, `/news/seite/zwei/`: no page of any list.
    if (!list) return notFound(request, pathname);
    if (list.page === 1) {
      const legacy = legacyNewsListTarget(match.locale, request.nextUrl.searchParams);
      if (legacy) return NextResponse.redirect(new URL(legacy, request.url), 308);
    } else if (!request.cookies.has(previewCookieName)) {
      const { news } = await siteStore().snapshots();
      if (list.page > newsPageCount(filterNewsByCategory(news[match.locale].items, list.filter).length)) return notFound(request, pathname);
    }
  }
  const folderPath = match && pageFolderPath(match, pathname);
  if (match && folderPath) return toPage(request, folderPath);
  if (match || isPageOrNearMiss(pathname)) return handleI18nRouting(request);
  return notFound(request, pathname);
}

// Everything but Next.js's own files (its chunks and the image endpoint).
export const config = {
  matcher: ['/((?!_next/|_vercel/).*)'],
};
