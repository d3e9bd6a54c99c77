import { NextRequest, NextResponse } from 'next/server';
import { routing } from '@/i18n/routing';
import type { Locale } from './locales';
import { internalPathname, localizedPath, type RouteMatch } from './paths';
import { internalPathOfPage } from './page-folders';
import { routeTable } from './route-table';

/** next-intl's middleware: what the interceptor asks when it cannot answer a request itself. */
export type IntlMiddleware = (request: NextRequest) => NextResponse | Response;

/** Public path of every page without parameters → its internal path (`/kompetenzen/` → `/de/competences/`). */
const fixedPages = new Map<string, string>(
  routeTable.flatMap((entry) =>
    entry.de.includes('[')
      ? []
      : (['de', 'en'] as const).map((locale) => [entry[locale], internalPathOfPage(internalPathname(entry), locale)] as const),
  ),
);

/**
 * The internal path next-intl rewrites a page's public path to, or undefined when it is spelled with
 * percent-encoding (next-intl decodes and sanitizes such paths itself: it decides those).
 */
export function internalPathOf(match: RouteMatch, pathname: string): string | undefined {
  const fixed = fixedPages.get(pathname);
  if (fixed !== undefined) return fixed;
  if (pathname.includes('%')) return undefined;
  // Without percent-encoding the parameters are spelled as in the path.
  return internalPathOfPage(internalPathname(match.entry), match.locale).replace(/\[(\w+)\]/g, (_, name: string) => match.params[name] ?? '');
}

// As next-intl reads the option: its defaults under the attributes given, none with `false`.
const localeCookie =
  routing.localeCookie === false
    ? undefined
    : { name: 'NEXT_LOCALE', sameSite: 'lax' as const, ...(typeof routing.localeCookie === 'object' ? routing.localeCookie : {}) };
const maxRememberedLanguageHeaders = 500;

/**
 * What next-intl's middleware answers for a page of the route table, without running it: the rewrite to
 * the page's internal path (or `next()` when the two only differ in the trailing slash, i.e. English
 * pages) and the `NEXT_LOCALE` cookie as next-intl syncs it:
 * only on document requests, set when the visitor has one of another language, or has none and their
 * `Accept-Language` does not name the page's language. That last question is next-intl's own language
 * negotiation, asked of next-intl once per `Accept-Language` value and language (a probe request for the
 * language's home page: next-intl sets the cookie there exactly when the header names another
 * language) and remembered. Everything else (near misses, encoded paths) goes to next-intl itself.
 *
 * next-intl's middleware costs ~0.2 ms a request (sorting and compiling its route templates, the
 * language negotiation, the `Link` header); this costs a map lookup (unit-tested against next-intl's
 * answers for every page: tests/unit/routing/page-rewrite.test.ts).
 */
export function createPageRewrite(handleI18nRouting: IntlMiddleware) {
  const cookieForNewVisitor = new Map<string, boolean>();

  /** Whether next-intl sets the cookie for a visitor without one on a page of `locale`. */
  function setsCookieWithoutOne(request: NextRequest, locale: Locale, name: string): boolean {
    const acceptLanguage = request.headers.get('accept-language') ?? '';
    const key = `${locale}\n${acceptLanguage}`;
    let answer = cookieForNewVisitor.get(key);
    if (answer === undefined) {
      const probe = new NextRequest(new URL(localizedPath('home', locale), request.url), {
        headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
      });
      const response = handleI18nRouting(probe);
      answer = response.headers.getSetCookie().some((cookie) => cookie.startsWith(`${name}=`));
      if (cookieForNewVisitor.size >= maxRememberedLanguageHeaders) cookieForNewVisitor.clear();
      cookieForNewVisitor.set(key, answer);
    }
    return answer;
  }

  function syncLocaleCookie(request: NextRequest, response: NextResponse, locale: Locale): void {
    if (!localeCookie) return;
    // Only a document request is a visit (not a prefetch or the client router's background requests).
    const destination = request.headers.get('sec-fetch-dest');
    if (destination !== null && destination !== 'document') return;
    const { name, ...options } = localeCookie;
    const wanted = request.cookies.has(name) ? request.cookies.get(name)?.value !== locale : setsCookieWithoutOne(request, locale, name);
    if (wanted) response.cookies.set(name, locale, options);
  }

  /** The answer for a page of the route table, or undefined when next-intl should decide. */
  return function rewriteToPage(request: NextRequest, match: RouteMatch): NextResponse | undefined {
    const { pathname, search } = request.nextUrl;
    const internal = internalPathOf(match, pathname);
    if (internal === undefined) return undefined;
    // No `x-next-intl-locale` request header, unlike next-intl: only app/global-not-found.tsx reads it, for a
    // path no page folder matches, and every page of the route table has its folder. Overriding the request's
    // headers would make Next.js copy every one of them through the response.
    const response =
      pathname === `${internal}/` || pathname === internal
        ? NextResponse.next()
        : NextResponse.rewrite(new URL(`${internal}${search}`, request.url));
    syncLocaleCookie(request, response, match.locale);
    return response;
  };
}
