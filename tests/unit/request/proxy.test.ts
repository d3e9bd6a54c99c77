import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import proxy from '@/proxy';

vi.mock('server-only', () => ({}));

/**
 * The request interceptor (proxy.ts) answers a path alike for every visitor: the path alone decides a
 * page's language, so no answer sets a cookie or varies on what a visitor's browser sends, and the cache
 * in front keeps one copy of each page.
 */

/** A crawler (no Accept-Language, no cookie), browsers of several languages, visitors with an old language cookie. */
const visitors: Record<string, string>[] = [
  {},
  { 'accept-language': 'de-DE,de;q=0.9', 'sec-fetch-dest': 'document' },
  { 'accept-language': 'en-US,en;q=0.9', 'sec-fetch-dest': 'document' },
  { 'accept-language': 'fr-FR,fr;q=0.9' },
  { cookie: 'NEXT_LOCALE=en', 'accept-language': 'de' },
  { cookie: 'NEXT_LOCALE=de; other=1', 'sec-fetch-dest': 'document' },
];

const answer = (path: string, headers: Record<string, string>) => proxy(new NextRequest(`http://localhost:3000${path}`, { headers }));

/** What decides the page: status, redirect, rewrite to the page's folder (or on to the path itself). */
const outcome = (response: Response) =>
  [response.status, response.headers.get('location'), response.headers.get('x-middleware-rewrite'), response.headers.get('x-middleware-next')].join(' ');

describe('the request interceptor answers every visitor alike', () => {
  const paths: [string, number][] = [
    ['/', 200],
    ['/kompetenzen/', 200],
    ['/en/', 200],
    ['/en/competences/', 200],
    ['/karriere-lumoplast/stellenangebote/', 200],
    // A job record of the embedded default, one the CMS does not have, a near miss next-intl redirects, no page at all.
    ['/karriere-lumoplast/stellenangebote/qualitaetspruefer/', 200],
    ['/en/careers/job-offers/no-such-job/', 404],
    ['/en/kompetenzen/', 307],
    ['/gibt-es-nicht/', 404],
    ['/en/does-not-exist/', 404],
  ];

  it.each(paths)('%s: %i, no cookie set, no Vary, the same answer for a crawler, browsers and an old language cookie', async (path, status) => {
    const answers = await Promise.all(visitors.map((headers) => answer(path, headers)));
    for (const response of answers) {
      expect(response.status, path).toBe(status);
      expect(response.headers.get('set-cookie'), path).toBeNull();
      expect(response.headers.get('vary'), path).toBeNull();
    }
    expect(new Set(answers.map(outcome)), path).toEqual(new Set([outcome(answers[0]!)]));
  });

  it('rewrites a German page to its folder for everyone, whatever language the browser asks for', async () => {
    for (const headers of visitors) expect((await answer('/kompetenzen/', headers)).headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/de/competences/');
  });
});
