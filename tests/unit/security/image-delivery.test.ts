import { hasLocalMatch } from 'next/dist/shared/lib/match-local-pattern';
import { describe, expect, it } from 'vitest';
import { servedAsIs } from '@/lib/security/image-delivery';
import { imageConfig } from '@/lib/security/image-endpoint';

describe('servedAsIs', () => {
  it("hands the site's own SVG drawings to the browser as they are", () => {
    expect(servedAsIs('/media/news/650-t-machine.svg')).toBe(true);
    expect(servedAsIs('/media/home/hero.SVG?v=2')).toBe(true);
  });

  it('sends every CMS image, SVGs included, through the image endpoint', () => {
    expect(servedAsIs('https://cms.example.com/media/news/650-t-machine.svg')).toBe(false);
    expect(servedAsIs('http://localhost:3300/media/news/650-t-machine.svg')).toBe(false);
    expect(servedAsIs('//cms.example.com/media/news/650-t-machine.svg')).toBe(false);
  });

  it('optimizes raster images', () => {
    expect(servedAsIs('/media/careers/poster.webp')).toBe(false);
  });
});

describe('imageConfig', () => {
  it('passes SVGs through the endpoint as attachments that run no script', () => {
    const config = imageConfig({});
    expect(config.dangerouslyAllowSVG).toBe(true);
    expect(config.contentDispositionType).toBe('attachment');
    expect(config.contentSecurityPolicy).toMatch(/default-src 'none'/);
    expect(config.contentSecurityPolicy).toMatch(/sandbox/);
    expect(config.contentSecurityPolicy).not.toMatch(/script-src/);
  });

  it('takes only the media files as local images, so a path outside them is refused before it is requested', () => {
    const { localPatterns } = imageConfig({});
    // Next.js's own check of the endpoint's `url` parameter (400 when it fails).
    const allowed = (url: string) => hasLocalMatch(localPatterns, url);
    expect(allowed('/media/careers/poster.webp')).toBe(true);
    expect(allowed('/media/brand/lumoplast-og.png')).toBe(true);
    for (const url of ['/../../etc/passwd', '/media/../../etc/passwd', '/media/../kontakt/', '/kontakt/', '/_next/static/chunks/a.js', '/media/a.webp?v=1', '/api/health/']) {
      expect(allowed(url), url).toBe(false);
    }
  });

  it('fetches nothing remote in the embedded default', () => {
    expect(imageConfig({}).remotePatterns).toBeUndefined();
  });

  it("fetches only the CMS's origin, and keeps Next.js's guard against local addresses for a remote CMS", () => {
    const config = imageConfig({ BACKEND_URL: 'https://cms.example.com/v1/' });
    expect(config.remotePatterns).toEqual([{ protocol: 'https', hostname: 'cms.example.com', port: '', pathname: '/**' }]);
    expect(config.dangerouslyAllowLocalIP).toBeUndefined();
    expect(config.maximumRedirects).toBeUndefined();
  });

  it('allows a CMS on this machine, following no redirect away from it', () => {
    for (const url of ['http://localhost:3300/v1/', 'http://127.0.0.1:3300/v1/', 'http://[::1]:3300/v1/']) {
      const config = imageConfig({ BACKEND_URL: url });
      expect(config.dangerouslyAllowLocalIP, url).toBe(true);
      expect(config.maximumRedirects, url).toBe(0);
    }
  });
});
