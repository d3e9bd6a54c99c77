import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as pageStaticInfo from 'next/dist/build/analysis/get-page-static-info';
import { getMiddlewareRouteMatcher } from 'next/dist/shared/lib/router/utils/middleware-route-matcher';
import createMiddleware from 'next-intl/middleware';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { routing } from '@/i18n/routing';
import { locales } from '@/lib/routing/locales';
import { skippablePagePaths, proxyMatcher } from '@/lib/routing/proxy-matcher';

// next.config.ts has `trailingSlash: true`; next-intl's plugin tells its middleware so through this variable.
beforeAll(() => {
  process.env._next_intl_trailing_slash = 'true';
});

const proxyFile = join(process.cwd(), 'proxy.ts');
const writtenLiteral = /(export const config = \{\s*matcher: )([\s\S]*?)(,\s*\};\s*)$/;

/** `config.matcher` as written in proxy.ts (Next.js reads it as a literal; importing proxy.ts would start its record index). */
function writtenMatcher(): unknown {
  const literal = writtenLiteral.exec(readFileSync(proxyFile, 'utf8'))?.[2];
  if (!literal) throw new Error('proxy.ts has no `export const config = { matcher: [...] }` at its end');
  return JSON.parse(literal);
}

/** `UPDATE_PROXY_MATCHER=1 npx vitest run tests/unit/routing/proxy-matcher.test.ts` writes the derived matcher into proxy.ts. */
function updateWrittenMatcher(matcher: unknown) {
  const literal = JSON.stringify(matcher, null, 2).replace(/\n/g, '\n  ');
  writeFileSync(proxyFile, readFileSync(proxyFile, 'utf8').replace(writtenLiteral, (_, head: string, __: string, tail: string) => `${head}${literal}${tail}`));
}

// Next.js's own compilation of `config.matcher` (exported by the module, not by its type declarations).
const { getMiddlewareMatchers } = pageStaticInfo as unknown as { getMiddlewareMatchers: (matcher: unknown, config: unknown) => unknown };

/** Whether Next.js runs the interceptor for a request: its own matcher code over the written matcher. */
const runsInterceptor = (() => {
  const matches = getMiddlewareRouteMatcher(getMiddlewareMatchers(proxyMatcher(), {}) as never);
  return (path: string, headers: Record<string, string> = {}) =>
    matches(path, { headers } as never, {} as never);
})();

const handleI18nRouting = createMiddleware(routing);

const acceptLanguages = [
  undefined,
  'de',
  'de-DE',
  'de-DE,de;q=0.9,en-US;q=0.8,en;q=0.7',
  'de-CH, de;q=0.9, en;q=0.5',
  'de,en',
  'de;q=0.5,en',
  'de;q=1.0,en;q=0.9',
  'de,en;q=2',
  'DE-de',
  ' de',
  'en',
  'en-US,en;q=0.9',
  'en-GB,en;q=0.9,de;q=0.8',
  'en,de',
  'en;q=0.8,de',
  'fr-FR,fr;q=0.9',
  'gsw',
  '*',
  'de-x-private',
  ';;q=x,',
];
const cookies = [undefined, 'NEXT_LOCALE=de', 'NEXT_LOCALE=en', 'NEXT_LOCALE=', 'NEXT_LOCALE=deutsch', 'a=1; NEXT_LOCALE=de', 'a=1;NEXT_LOCALE=en', 'XNEXT_LOCALE=en', 'other=1'];
// `document` is read as no header is (a visit); `empty` is a background request of the client router.
const destinations = [undefined, 'empty'];

const visitors = acceptLanguages.flatMap((acceptLanguage) =>
  cookies.flatMap((cookie) =>
    destinations.map((destination) => ({
      ...(acceptLanguage !== undefined && { 'accept-language': acceptLanguage }),
      ...(cookie !== undefined && { cookie }),
      ...(destination !== undefined && { 'sec-fetch-dest': destination }),
    })),
  ),
);

describe('the request interceptor matcher', () => {
  it('is written in proxy.ts as derived from the route table', () => {
    const expected = proxyMatcher();
    if (process.env.UPDATE_PROXY_MATCHER) updateWrittenMatcher(expected);
    expect(writtenMatcher(), 'proxy.ts\'s config.matcher is out of date: run UPDATE_PROXY_MATCHER=1 npx vitest run tests/unit/routing/proxy-matcher.test.ts').toEqual(expected);
  });

  /** What next-intl's middleware answers a request that skipped the interceptor must be: the page at its own path, no cookie. */
  function expectPageAlone(path: string, headers: Record<string, string>) {
    const intl = handleI18nRouting(new NextRequest(new URL(path, 'http://localhost:3600'), { headers }));
    const what = `${path} ${JSON.stringify(headers)}`;
    expect(intl.headers.getSetCookie(), what).toEqual([]);
    expect(intl.status, what).toBe(200);
    expect(intl.headers.get('x-middleware-rewrite'), what).toBeNull();
    expect(intl.headers.get('x-middleware-next'), what).toBe('1');
  }

  it('lets a visitor skip the interceptor only where next-intl would answer the rewrite alone, with no cookie', () => {
    const samplePaths = [skippablePagePaths('en')[0]!, skippablePagePaths('en')[1]!, skippablePagePaths('en').at(-1)!];
    let skipped = 0;
    for (const path of samplePaths) {
      for (const headers of visitors) {
        if (runsInterceptor(path, headers)) continue;
        skipped += 1;
        expectPageAlone(path, headers);
      }
    }
    // The common visits do skip it (a browser of the page's language, a visitor with the page's cookie, the router's fetches).
    expect(skipped).toBeGreaterThan(samplePaths.length * 100);
  }, 60_000);

  it('lets the English pages without parameters skip it, which are served at their folder; German pages need its rewrite', () => {
    expect(skippablePagePaths('de')).toEqual([]);
    const visitor = { 'accept-language': 'en', 'sec-fetch-dest': 'document' };
    for (const path of skippablePagePaths('en')) {
      expect(runsInterceptor(path, visitor), path).toBe(false);
      expectPageAlone(path, visitor);
    }
    expect(skippablePagePaths('en')).toEqual(expect.arrayContaining(['/en/', '/en/competences/', '/en/news/category/trade-fairs/']));
  });

  it('skips the interceptor for the common visits of English pages without parameters', () => {
    expect(runsInterceptor('/en/competences/', { 'accept-language': 'en-US,en;q=0.9', 'sec-fetch-dest': 'document' })).toBe(false);
    expect(runsInterceptor('/en/', { cookie: 'NEXT_LOCALE=en', 'accept-language': 'de' })).toBe(false);
    expect(runsInterceptor('/en/contact/', { cookie: 'NEXT_LOCALE=de', 'sec-fetch-dest': 'empty' })).toBe(false);
  });

  it('runs the interceptor where next-intl sets the cookie, and for every German page', () => {
    expect(runsInterceptor('/en/competences/', { 'accept-language': 'de-DE' })).toBe(true);
    expect(runsInterceptor('/en/competences/', { cookie: 'NEXT_LOCALE=de' })).toBe(true);
    expect(runsInterceptor('/en/competences/', {})).toBe(true);
    expect(runsInterceptor('/kompetenzen/', { 'accept-language': 'de-DE', cookie: 'NEXT_LOCALE=de' })).toBe(true);
    expect(runsInterceptor('/', { 'accept-language': 'de' })).toBe(true);
  });

  it('runs the interceptor for every request with a body or naming a Server Action, so a post it cannot read or whose action the build lacks is refused before Next.js reads it', () => {
    for (const locale of locales) {
      const visitor = { 'accept-language': locale, cookie: `NEXT_LOCALE=${locale}`, 'sec-fetch-dest': 'document' };
      for (const path of locale === 'de' ? ['/', '/kontakt/'] : skippablePagePaths(locale)) {
        expect(runsInterceptor(path, visitor), path).toBe(locale === 'de');
        expect(runsInterceptor(path, { ...visitor, 'content-type': 'multipart/form-data; boundary=x' }), path).toBe(true);
        expect(runsInterceptor(path, { ...visitor, 'sec-fetch-dest': 'empty', 'content-type': 'text/plain;charset=UTF-8' }), path).toBe(true);
        expect(runsInterceptor(path, { ...visitor, 'sec-fetch-dest': 'empty', 'next-action': '60a14efa' }), path).toBe(true);
      }
    }
  });

  it('runs the interceptor for every other path, whoever asks', () => {
    const germanBrowser = { 'accept-language': 'de-DE', cookie: 'NEXT_LOCALE=de' };
    for (const path of [
      '/kompetenzen',
      '/kompetenzen//',
      '/en/competences',
      '/de/kompetenzen/',
      '/en/kompetenzen/',
      '/competences/',
      '/Kompetenzen/',
      '/kompetenzen/unbekannt/',
      '/karriere-lumoplast/stellenangebote/mechatroniker-instandhaltung/',
      '/news/irgendwas/',
      '/en/news/anything/',
      '/api/health/',
      '/sitemap.xml',
      '/media/logo.svg',
      '/missing.pdf',
      '/%6Bompetenzen/',
    ]) {
      expect(runsInterceptor(path, germanBrowser), path).toBe(true);
    }
    expect(runsInterceptor('/_next/static/chunks/main.js', germanBrowser)).toBe(false);
  });

  it("runs the interceptor for the news list's old address with a category, which it redirects", () => {
    const germanBrowser = { 'accept-language': 'de-DE' };
    expect(runsInterceptor('/en/news/', { 'accept-language': 'en' })).toBe(false);
    // Next.js hands the matcher the query parsed.
    const matches = getMiddlewareRouteMatcher(getMiddlewareMatchers(proxyMatcher(), {}) as never);
    expect(matches('/news/', { headers: germanBrowser } as never, { category: 'fair' } as never)).toBe(true);
    expect(matches('/en/news/', { headers: { 'accept-language': 'en' } } as never, { category: 'press' } as never)).toBe(true);
  });
});
