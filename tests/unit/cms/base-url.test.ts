import { describe, expect, it } from 'vitest';
import { backendBaseUrl, backendRemotePattern } from '@/lib/cms/base-url';
import { resourceTarget, searchParamsOf } from '@/lib/cms/query';
import { isStoreCollection } from '@/lib/content-store/collections';

describe('backendBaseUrl', () => {
  it('ends with a slash, with or without one given', () => {
    expect(backendBaseUrl('https://cms.example.com/v1').href).toBe('https://cms.example.com/v1/');
    expect(backendBaseUrl('https://cms.example.com/v1/').href).toBe('https://cms.example.com/v1/');
    expect(new URL('jobs/7', backendBaseUrl('https://cms.example.com/api/v1')).href).toBe('https://cms.example.com/api/v1/jobs/7');
  });

  it('refuses what is not an absolute http(s) URL, without repeating it', () => {
    expect(() => backendBaseUrl('cms.example.com/v1')).toThrow('BACKEND_URL is not an absolute URL');
    expect(() => backendBaseUrl('ftp://user:secret@cms.example.com/')).toThrow(/^BACKEND_URL must use http or https$/);
  });
});

describe('backendRemotePattern', () => {
  it('allows the origin of BACKEND_URL for next/image, nothing in the embedded default', () => {
    expect(backendRemotePattern({ BACKEND_URL: 'https://cms.example.com:8443/v1' })).toEqual({
      protocol: 'https',
      hostname: 'cms.example.com',
      port: '8443',
      pathname: '/**',
    });
    expect(backendRemotePattern({})).toBeUndefined();
  });
});

describe('queries', () => {
  it('spell JSON:API parameters, encoded', () => {
    expect(searchParamsOf({ filter: { locale: 'de' }, sort: ['-publishedAt', 'title'], include: 'file', page: { size: 50 }, fields: { files: ['url'] } })).toBe(
      'filter%5Blocale%5D=de&sort=-publishedAt%2Ctitle&include=file&fields%5Bfiles%5D=url&page%5Bsize%5D=50',
    );
    expect(resourceTarget('news', 'a/b', 'image')).toBe('news/a%2Fb/image');
  });

  it('refuse paths that could leave the API', () => {
    expect(() => resourceTarget('../admin')).toThrow();
    expect(() => resourceTarget('jobs', '..')).toThrow();
    expect(() => resourceTarget('news', '3', 'image/../../x')).toThrow();
  });

  it('know the collections the content store keeps (files live inside their records)', () => {
    expect(isStoreCollection('news')).toBe(true);
    expect(isStoreCollection('files')).toBe(false);
  });
});
