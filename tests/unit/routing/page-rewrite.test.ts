import createMiddleware from 'next-intl/middleware';
import { NextRequest, type NextResponse } from 'next/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { routing } from '@/i18n/routing';
import { createPageRewrite, internalPathOf } from '@/lib/routing/page-rewrite';
import { matchPath } from '@/lib/routing/paths';
import { routeTable } from '@/lib/routing/route-table';

// next.config.ts has `trailingSlash: true`; next-intl's plugin tells its middleware so through this variable.
beforeAll(() => {
  process.env._next_intl_trailing_slash = 'true';
});

const handleI18nRouting = createMiddleware(routing);

/** Every page of the route table in both languages; a record's page with a slug. */
const pagePaths = routeTable.flatMap((entry) => [entry.de, entry.en].map((path) => path.replace('[slug]', 'mechatroniker-instandhaltung')));

const visitors: { why: string; headers: Record<string, string> }[] = [
  { why: 'a German browser without cookie', headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' } },
  { why: 'an English browser without cookie', headers: { 'accept-language': 'en-US,en;q=0.9' } },
  { why: 'no Accept-Language, no cookie', headers: {} },
  { why: 'an unknown language', headers: { 'accept-language': 'fr-FR,fr;q=0.9' } },
  { why: 'Swiss German', headers: { 'accept-language': 'gsw' } },
  { why: 'a malformed Accept-Language', headers: { 'accept-language': ';;q=x,' } },
  { why: 'an English cookie', headers: { cookie: 'NEXT_LOCALE=en', 'accept-language': 'de' } },
  { why: 'a German cookie', headers: { cookie: 'NEXT_LOCALE=de', 'accept-language': 'en' } },
  { why: 'an unknown cookie value', headers: { cookie: 'NEXT_LOCALE=fr' } },
  { why: 'a prefetch (Sec-Fetch-Dest: empty)', headers: { 'sec-fetch-dest': 'empty', 'accept-language': 'en' } },
  { why: 'a document request', headers: { 'sec-fetch-dest': 'document', 'accept-language': 'en' } },
];

const request = (path: string, headers: Record<string, string> = {}) => new NextRequest(new URL(path, 'http://localhost:3600'), { headers });

/**
 * Everything a response tells Next.js: status, the rewrite or next, the cookie (its Max-Age, not the clock
 * time of its Expires). Not the request headers next-intl adds (`x-next-intl-locale`): only
 * app/global-not-found.tsx reads it, for paths without a page folder, and the interceptor leaves it out.
 */
function answer(response: NextResponse | Response | undefined) {
  if (!response) return undefined;
  const headers = [...response.headers]
    .filter(([name]) => !name.startsWith('x-middleware-request-') && name !== 'x-middleware-override-headers')
    .map(([name, value]) => [name, value.replace(/Expires=[^;]*; /g, '')]);
  return { status: response.status, headers: headers.sort(([a], [b]) => a!.localeCompare(b!)) };
}

describe('createPageRewrite', () => {
  it('answers every page of the route table as next-intl does, for every kind of visitor', () => {
    const rewriteToPage = createPageRewrite(handleI18nRouting);
    for (const path of pagePaths) {
      const match = matchPath(path);
      expect(match, path).toBeDefined();
      for (const { why, headers } of visitors) {
        for (const query of ['', '?category=fair&page=2']) {
          const ours = rewriteToPage(request(`${path}${query}`, headers), match!);
          expect(ours, `${path}${query}, ${why}`).toBeDefined();
          expect(answer(ours), `${path}${query}, ${why}`).toEqual(answer(handleI18nRouting(request(`${path}${query}`, headers))));
        }
      }
    }
  });

  it('rewrites German paths to the page folder and lets English ones through, leaving the request headers as they are', () => {
    const rewriteToPage = createPageRewrite(handleI18nRouting);
    const german = rewriteToPage(request('/kompetenzen/werkzeugbau/'), matchPath('/kompetenzen/werkzeugbau/')!)!;
    expect(german.headers.get('x-middleware-rewrite')).toBe('http://localhost:3600/de/competences/tool-engineering/');
    const home = rewriteToPage(request('/'), matchPath('/')!)!;
    expect(home.headers.get('x-middleware-rewrite')).toBe('http://localhost:3600/de');
    const english = rewriteToPage(request('/en/imprint/'), matchPath('/en/imprint/')!)!;
    expect(english.headers.get('x-middleware-rewrite')).toBeNull();
    expect(english.headers.get('x-middleware-next')).toBe('1');
    for (const response of [german, home, english]) {
      expect([...response.headers.keys()].filter((name) => name.startsWith('x-middleware-request-') || name === 'x-middleware-override-headers')).toEqual([]);
    }
  });

  it('sets the language cookie on a page of the other language, for a year on the whole site', () => {
    const rewriteToPage = createPageRewrite(handleI18nRouting);
    const response = rewriteToPage(request('/en/', { cookie: 'NEXT_LOCALE=de' }), matchPath('/en/')!)!;
    expect(response.headers.getSetCookie()).toEqual([expect.stringMatching(/^NEXT_LOCALE=en; Path=\/; Expires=[^;]+; Max-Age=31536000; SameSite=lax$/i)]);
  });

  it("asks next-intl's language negotiation once per Accept-Language and language", () => {
    const middleware = vi.fn(handleI18nRouting);
    const rewriteToPage = createPageRewrite(middleware);
    for (let visit = 0; visit < 5; visit += 1) {
      rewriteToPage(request('/kompetenzen/', { 'accept-language': 'en-GB' }), matchPath('/kompetenzen/')!);
      rewriteToPage(request('/en/competences/', { 'accept-language': 'en-GB' }), matchPath('/en/competences/')!);
    }
    expect(middleware).toHaveBeenCalledTimes(2);
  });

  it('leaves paths spelled with percent-encoding to next-intl', () => {
    const path = '/news/messe%20k/';
    expect(internalPathOf(matchPath(path)!, path)).toBeUndefined();
    expect(createPageRewrite(handleI18nRouting)(request(path), matchPath(path)!)).toBeUndefined();
  });
});

describe('internalPathOf', () => {
  it("gives next-intl's internal path of every page", () => {
    expect(internalPathOf(matchPath('/')!, '/')).toBe('/de');
    expect(internalPathOf(matchPath('/en/')!, '/en/')).toBe('/en');
    expect(internalPathOf(matchPath('/karriere-lumoplast/')!, '/karriere-lumoplast/')).toBe('/de/careers/');
    expect(internalPathOf(matchPath('/news/k-messe/')!, '/news/k-messe/')).toBe('/de/news/k-messe/');
    expect(internalPathOf(matchPath('/en/news/k-messe/')!, '/en/news/k-messe/')).toBe('/en/news/k-messe/');
  });
});
