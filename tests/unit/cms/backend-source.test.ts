import { afterEach, describe, expect, it, vi } from 'vitest';
import { backendSource } from '@/lib/cms/connection';

vi.mock('server-only', () => ({}));

afterEach(() => vi.unstubAllEnvs());

describe('backendSource', () => {
  it('names the CMS by its base as the site reads it, never by a credential: one copy per CMS whatever its token or user', () => {
    vi.stubEnv('BACKEND_URL', ' https://editor:url-password-5e1d@cms.example.com/v1?key=query-key-88ab#fragment ');
    expect(backendSource()).toBe('https://cms.example.com/v1/');
    vi.stubEnv('BACKEND_URL', 'https://cms.example.com/v1/');
    expect(backendSource()).toBe('https://cms.example.com/v1/');
  });

  it('is the embedded default without BACKEND_URL, or with it blank', () => {
    vi.stubEnv('BACKEND_URL', undefined);
    expect(backendSource()).toBe('embedded');
    vi.stubEnv('BACKEND_URL', '  ');
    expect(backendSource()).toBe('embedded');
  });

  it('says `(not a URL)` for anything else, without repeating it', () => {
    vi.stubEnv('BACKEND_URL', 'editor:secret-7f3a at cms');
    expect(backendSource()).toBe('(not a URL)');
  });
});
