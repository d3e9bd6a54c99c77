import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from '@/i18n/routing';
import { createRecordPaths } from '@/lib/backend/record-paths';
import { categoryOfFilter } from '@/lib/news/news-category-filter';
import { isNewsListRoute, legacyNewsListTarget, newsListLocation, newsPageCount, newsPageSize } from '@/lib/news/news-list-routes';
import { previewCookieName } from '@/lib/preview/preview-cookie';
import { isPageOrNearMiss, localeOfPath, localizedPath, matchPath } from '@/lib/routing/paths';
import { notFoundPagePath } from '@/lib/routing/not-found';
import { createPageRewrite } from '@/lib/routing/page-rewrite';
import { collectionOfRecordPage, recordRoutes } from '@/lib/routing/record-routes';
import { trailingSlashRedirect } from '@/lib/routing/trailing-slash';
import { buildActions } from '@/lib/security/build-actions';
import { refusalOfPagePost, type UnknownActionRefusal } from '@/lib/security/page-post';
import { refusedPostPage } from '@/lib/security/refused-post-page';
import { refusalOf, type RequestRefusal } from '@/lib/security/request-refusal';

const handleI18nRouting = createMiddleware(routing);
const rewriteToPage = createPageRewrite(handleI18nRouting);
const recordPaths = createRecordPaths();

/** Route handlers and the files the site serves (public/media/, the icon, robots.txt, sitemap.xml, the RSS feeds). */
const servedAsIs = /^\/(?:api|media|rss)\/|^\/(?:icon\.svg|robots\.txt|sitemap\.xml)$/;

/**
 * A refused method (405 with `Allow`) or form post (400, 409, 411, 413: the page that explains it), as
 * the request guard answers it; a client's fetch of an action this build lacks gets Next.js's own 409.
 */
function refused(refusal: RequestRefusal | UnknownActionRefusal) {
  switch (refusal.kind) {
    case 'method':
      return new NextResponse(null, { status: refusal.status, headers: { Allow: refusal.allow, 'Cache-Control': 'no-store' } });
    case 'unknownAction':
      return new NextResponse('Server Action unavailable.', {
        status: refusal.status,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'x-nextjs-action-not-found': '1', 'Cache-Control': 'no-store' },
      });
    case 'post':
      return new NextResponse(refusedPostPage(refusal.locale, refusal.reason, refusal.resend), {
        status: refusal.status,
        headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Language': refusal.locale, 'Cache-Control': 'no-store' },
      });
  }
}

const notFound = (request: NextRequest, pathname: string) =>
  NextResponse.rewrite(new URL(notFoundPagePath(localeOfPath(pathname)), request.url), { status: 404 });

/**
 * Every request but Next.js's own files passes here. A method a page does not take or a form post it
 * cannot read is refused first (`request-refusal.ts`; the request guard of `instrumentation.ts` answers
 * the same before Next.js runs, and sees what never comes here), and so is a post naming a Server Action
 * the page does not have in this build (`page-post.ts`). Then a path spelled without its trailing
 * slash (or a file with one) is redirected, so that answer carries the security headers too. Route handlers
 * and files go on as they are. A record's page is checked against the records the backend has
 * (`record-paths.ts`): an unknown one gets the 404 page, the CMS's own spelling of a slug a redirect to
 * its clean path; an editor's preview (draft mode) goes on to the page, which reads the drafts. A page
 * of the news list is checked the same way: a page number beyond the list's last (or not a page number
 * at all) gets the 404 page, and the list's old address with `?category=` a redirect to the category's
 * page. A path of the route table is rewritten to its page folder as next-intl would (`page-rewrite.ts`,
 * without running next-intl's middleware, ~0.2 ms a request); the near misses (and paths spelled with
 * percent-encoding) go on to next-intl, which redirects them; every other path gets the prerendered
 * "page could not be found" page of its language with status 404, so its text is in the HTML as served
 * (a missing `/file.pdf` too).
 */
export default async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const head = { method: request.method, pathname, contentLength: request.headers.get('content-length'), transferEncoding: request.headers.get('transfer-encoding') };
  const refusal = refusalOf(head) ?? (servedAsIs.test(pathname) ? null : await refusalOfPagePost(request, pathname, buildActions()));
  if (refusal) return refused(refusal);
  const slashed = trailingSlashRedirect(pathname);
  if (slashed) return NextResponse.redirect(new URL(`${slashed}${search}`, request.url), 308);
  if (servedAsIs.test(pathname)) return NextResponse.next();
  const match = matchPath(pathname);
  const collection = match && collectionOfRecordPage(match.entry.id);
  if (match && collection && !request.cookies.has(previewCookieName)) {
    const verdict = await recordPaths.verdict(collection, match.locale, match.params.slug ?? '');
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
      const category = categoryOfFilter(list.filter);
      const size = await recordPaths.listSize('news', match.locale, category, (list.page - 1) * newsPageSize + 1);
      if (size.kind === 'size' && list.page > newsPageCount(size.size)) return notFound(request, pathname);
    }
  }
  const page = match && rewriteToPage(request, match);
  if (page) return page;
  if (isPageOrNearMiss(pathname)) return handleI18nRouting(request);
  return notFound(request, pathname);
}

// Derived from the route table by `proxyMatcher()` (lib/routing/proxy-matcher.ts: which requests skip the
// interceptor, and why). Next.js reads this as a literal at build time; tests/unit/routing/proxy-matcher.test.ts
// keeps it equal to the derived value and prints the new one when the route table changes.
export const config = {
  matcher: [
    {
      "source": "/((?!_next/|_vercel/|(?:en/|en/competences/|en/competences/from-idea-to-product/|en/competences/development/|en/competences/engineering/|en/competences/tool-engineering/|en/competences/prototyping/|en/competences/production/|en/competences/automation/|en/competences/logistics/|en/innovation/|en/innovation/overview/|en/innovation/fragrance-bottle/|en/innovation/sfd/|en/innovation/sustainability/|en/products-and-industries/|en/products-and-industries/overview/|en/products-and-industries/cosmetic/|en/products-and-industries/food/|en/products-and-industries/medicine/|en/products-and-industries/technical-solutions/|en/careers/|en/careers/about-us/|en/careers/employee-testimonials/|en/careers/job-offers/|en/news/|en/news/category/trade-fairs/|en/news/category/newspaper-reports/|en/news/category/press-releases/|en/news/category/products/|en/downloads/|en/contact/|en/imprint/|en/privacy/|en/conditions/)$).*)"
    },
    {
      "source": "/(en/news/)",
      "has": [
        {
          "type": "query",
          "key": "category"
        }
      ]
    },
    {
      "source": "/(en/|en/competences/|en/competences/from-idea-to-product/|en/competences/development/|en/competences/engineering/|en/competences/tool-engineering/|en/competences/prototyping/|en/competences/production/|en/competences/automation/|en/competences/logistics/|en/innovation/|en/innovation/overview/|en/innovation/fragrance-bottle/|en/innovation/sfd/|en/innovation/sustainability/|en/products-and-industries/|en/products-and-industries/overview/|en/products-and-industries/cosmetic/|en/products-and-industries/food/|en/products-and-industries/medicine/|en/products-and-industries/technical-solutions/|en/careers/|en/careers/about-us/|en/careers/employee-testimonials/|en/careers/job-offers/|en/news/|en/news/category/trade-fairs/|en/news/category/newspaper-reports/|en/news/category/press-releases/|en/news/category/products/|en/downloads/|en/contact/|en/imprint/|en/privacy/|en/conditions/)",
      "has": [
        {
          "type": "header",
          "key": "content-type"
        }
      ]
    },
    {
      "source": "/(en/|en/competences/|en/competences/from-idea-to-product/|en/competences/development/|en/competences/engineering/|en/competences/tool-engineering/|en/competences/prototyping/|en/competences/production/|en/competences/automation/|en/competences/logistics/|en/innovation/|en/innovation/overview/|en/innovation/fragrance-bottle/|en/innovation/sfd/|en/innovation/sustainability/|en/products-and-industries/|en/products-and-industries/overview/|en/products-and-industries/cosmetic/|en/products-and-industries/food/|en/products-and-industries/medicine/|en/products-and-industries/technical-solutions/|en/careers/|en/careers/about-us/|en/careers/employee-testimonials/|en/careers/job-offers/|en/news/|en/news/category/trade-fairs/|en/news/category/newspaper-reports/|en/news/category/press-releases/|en/news/category/products/|en/downloads/|en/contact/|en/imprint/|en/privacy/|en/conditions/)",
      "has": [
        {
          "type": "header",
          "key": "next-action"
        }
      ]
    },
    {
      "source": "/(en/|en/competences/|en/competences/from-idea-to-product/|en/competences/development/|en/competences/engineering/|en/competences/tool-engineering/|en/competences/prototyping/|en/competences/production/|en/competences/automation/|en/competences/logistics/|en/innovation/|en/innovation/overview/|en/innovation/fragrance-bottle/|en/innovation/sfd/|en/innovation/sustainability/|en/products-and-industries/|en/products-and-industries/overview/|en/products-and-industries/cosmetic/|en/products-and-industries/food/|en/products-and-industries/medicine/|en/products-and-industries/technical-solutions/|en/careers/|en/careers/about-us/|en/careers/employee-testimonials/|en/careers/job-offers/|en/news/|en/news/category/trade-fairs/|en/news/category/newspaper-reports/|en/news/category/press-releases/|en/news/category/products/|en/downloads/|en/contact/|en/imprint/|en/privacy/|en/conditions/)",
      "has": [
        {
          "type": "header",
          "key": "cookie",
          "value": "(?:.*;)?\\s*NEXT_LOCALE=(?!en(?:;|$)).*"
        }
      ],
      "missing": [
        {
          "type": "header",
          "key": "sec-fetch-dest",
          "value": "(?!document$).*"
        }
      ]
    },
    {
      "source": "/(en/|en/competences/|en/competences/from-idea-to-product/|en/competences/development/|en/competences/engineering/|en/competences/tool-engineering/|en/competences/prototyping/|en/competences/production/|en/competences/automation/|en/competences/logistics/|en/innovation/|en/innovation/overview/|en/innovation/fragrance-bottle/|en/innovation/sfd/|en/innovation/sustainability/|en/products-and-industries/|en/products-and-industries/overview/|en/products-and-industries/cosmetic/|en/products-and-industries/food/|en/products-and-industries/medicine/|en/products-and-industries/technical-solutions/|en/careers/|en/careers/about-us/|en/careers/employee-testimonials/|en/careers/job-offers/|en/news/|en/news/category/trade-fairs/|en/news/category/newspaper-reports/|en/news/category/press-releases/|en/news/category/products/|en/downloads/|en/contact/|en/imprint/|en/privacy/|en/conditions/)",
      "missing": [
        {
          "type": "header",
          "key": "cookie",
          "value": "(?:.*;)?\\s*NEXT_LOCALE=.*"
        },
        {
          "type": "header",
          "key": "accept-language",
          "value": "en(?:-[A-Za-z0-9]{1,8})*(?:\\s*,\\s*(?:[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*|\\*)(?:\\s*;\\s*q=(?:0(?:\\.[0-9]{0,3})?|1(?:\\.0{0,3})?))?)*"
        },
        {
          "type": "header",
          "key": "sec-fetch-dest",
          "value": "(?!document$).*"
        }
      ]
    }
  ],
};
