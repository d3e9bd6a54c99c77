import { describe, expect, it } from 'vitest';
import { trailingSlashRedirect } from '@/lib/request/trailing-slash';

describe('trailingSlashRedirect', () => {
  it('adds the slash to a page path', () => {
    expect(trailingSlashRedirect('/impressum')).toBe('/impressum/');
    expect(trailingSlashRedirect('/en')).toBe('/en/');
    expect(trailingSlashRedirect('/kompetenzen/werkzeugbau')).toBe('/kompetenzen/werkzeugbau/');
    expect(trailingSlashRedirect('/api/news')).toBe('/api/news/');
  });

  it('takes the slash off a file path', () => {
    expect(trailingSlashRedirect('/sitemap.xml/')).toBe('/sitemap.xml');
    expect(trailingSlashRedirect('/media/home/area-food.svg/')).toBe('/media/home/area-food.svg');
  });

  it('leaves paths spelled the site’s way alone', () => {
    for (const path of ['/', '/impressum/', '/en/', '/sitemap.xml', '/media/home/area-food.svg', '/rss/de.xml']) {
      expect(trailingSlashRedirect(path), path).toBeNull();
    }
  });

  it('leaves .well-known alone, as Next.js does', () => {
    expect(trailingSlashRedirect('/.well-known/security.txt/')).toBeNull();
    expect(trailingSlashRedirect('/.well-known/change-password')).toBeNull();
  });
});
