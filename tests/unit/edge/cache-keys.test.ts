import { describe, expect, it } from 'vitest';
import { backendTagsOfPath, cacheKeysOf } from '@/lib/edge/cache-keys';

describe('the cache keys of an answer', () => {
  it('name the collections a page is built from and its path', () => {
    expect(cacheKeysOf('/karriere-lumoplast/stellenangebote/')).toBe('jobs path:/karriere-lumoplast/stellenangebote/');
    expect(cacheKeysOf('/en/careers/job-offers/setter-e2e/')).toBe('jobs path:/en/careers/job-offers/setter-e2e/');
    expect(cacheKeysOf('/news/seite/2/')).toBe('news path:/news/seite/2/');
    expect(cacheKeysOf('/en/news/category/trade-fairs/')).toBe('news path:/en/news/category/trade-fairs/');
    // An article reads its own record: a publish of another leaves it.
    expect(cacheKeysOf('/news/k-2025/')).toBe('news:records path:/news/k-2025/');
    expect(cacheKeysOf('/downloads/')).toBe('downloads path:/downloads/');
  });

  it('name the sitemap’s and the feeds’ collections', () => {
    expect(backendTagsOfPath('/sitemap.xml')).toEqual(['jobs', 'news']);
    expect(backendTagsOfPath('/rss/de.xml')).toEqual(['news']);
    expect(backendTagsOfPath('/rss/en.xml')).toEqual(['news']);
  });

  it('name only the path of a page built from no record, a file, or no page at all', () => {
    for (const path of ['/', '/en/', '/kompetenzen/', '/impressum/', '/robots.txt', '/media/logo.svg', '/_next/static/chunks/a.js', '/gibt-es-nicht/']) {
      expect(cacheKeysOf(path), path).toBe(`path:${path}`);
    }
  });
});
