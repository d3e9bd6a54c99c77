import { describe, expect, it } from 'vitest';
import { isSitePath, redirectWithinSite } from '@/lib/request/site-redirect';

describe('a redirect within the site', () => {
  it('names the path alone, whatever address the instance listens on', () => {
    const answer = redirectWithinSite('/en/news/', 307);
    expect(answer.status).toBe(307);
    expect(answer.headers.get('location')).toBe('/en/news/');
  });

  it('keeps the headers it is given', () => {
    const answer = redirectWithinSite('/', 307, { 'Cache-Control': 'no-store' });
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('location')).toBe('/');
  });

  it.each(['//evil.example/', '/\\evil.example/', 'https://evil.example/', 'news/', '', '/a\r\nSet-Cookie: x=1'])('leads %j home: not a path of this site', (path) => {
    expect(isSitePath(path)).toBe(false);
    expect(redirectWithinSite(path, 308).headers.get('location')).toBe('/');
  });

  it.each(['/', '/kompetenzen/', '/en/news/seite/2/?x=1'])('accepts %j', (path) => {
    expect(isSitePath(path)).toBe(true);
  });
});
