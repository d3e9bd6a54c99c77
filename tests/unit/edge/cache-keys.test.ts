import { describe, expect, it } from 'vitest';
import { cacheKeysOf, pageTag } from '@/lib/edge/cache-keys';

describe('the cache keys of an answer', () => {
  it('name its path, the tag its page carries in Next.js’s page cache too', () => {
    for (const path of ['/karriere-lumoplast/stellenangebote/', '/en/careers/job-offers/setter-e2e/', '/news/seite/2/', '/news/k-2025/', '/sitemap.xml', '/rss/de.xml', '/', '/kompetenzen/', '/robots.txt', '/media/logo.svg', '/gibt-es-nicht/']) {
      expect(cacheKeysOf(path), path).toBe(`path:${path}`);
      expect(pageTag(path), path).toBe(cacheKeysOf(path));
    }
  });
});
