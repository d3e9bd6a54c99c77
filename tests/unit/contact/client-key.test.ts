import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { anyClientKey, clientKey, trustedProxyHops } = await import('@/lib/contact/client-key');

const forwardedFor = (value?: string) => new Headers(value === undefined ? {} : { 'x-forwarded-for': value });

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('the client key of the rate limit', () => {
  it('trusts no X-Forwarded-For by default: a forged header does not change the key', () => {
    vi.stubEnv('TRUSTED_PROXY_HOPS', '');
    const keys = [forwardedFor(), forwardedFor('203.0.113.7'), forwardedFor('10.0.0.1, 198.51.100.2'), new Headers({ 'x-real-ip': '192.0.2.1' })].map((headers) =>
      clientKey(headers),
    );
    expect(new Set(keys)).toEqual(new Set([anyClientKey]));
    expect(clientKey(forwardedFor('203.0.113.7'), 0)).toBe(anyClientKey);
  });

  it('behind one proxy counts the last entry, the one the proxy appended', () => {
    const key = clientKey(forwardedFor('192.0.2.99'), 1);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(key).not.toContain('192.0.2.99');
    expect(clientKey(forwardedFor('10.0.0.1, 192.0.2.99'), 1)).toBe(key);
    expect(clientKey(forwardedFor(' 10.0.0.2 ,192.0.2.99 '), 1)).toBe(key);
    expect(clientKey(forwardedFor('192.0.2.99, 10.0.0.1'), 1)).not.toBe(key);
  });

  it('behind two proxies counts the second entry from the right', () => {
    const key = clientKey(forwardedFor('192.0.2.99'), 1);
    expect(clientKey(forwardedFor('192.0.2.99, 198.18.0.1'), 2)).toBe(key);
    expect(clientKey(forwardedFor('10.0.0.1, 10.0.0.2, 192.0.2.99, 198.18.0.2'), 2)).toBe(key);
    expect(clientKey(forwardedFor('10.0.0.1, 192.0.2.98, 198.18.0.1'), 2)).not.toBe(key);
  });

  it('with fewer entries than trusted hops counts the leftmost, and without any shares one key', () => {
    expect(clientKey(forwardedFor('192.0.2.99'), 3)).toBe(clientKey(forwardedFor('192.0.2.99'), 1));
    expect(clientKey(forwardedFor(), 1)).toBe(anyClientKey);
    expect(clientKey(forwardedFor(' , '), 2)).toBe(anyClientKey);
  });

  it('reads TRUSTED_PROXY_HOPS on every request', () => {
    const headers = forwardedFor('10.0.0.1, 192.0.2.99, 198.18.0.1');
    vi.stubEnv('TRUSTED_PROXY_HOPS', '1');
    expect(clientKey(headers)).toBe(clientKey(forwardedFor('198.18.0.1'), 1));
    vi.stubEnv('TRUSTED_PROXY_HOPS', '2');
    expect(clientKey(headers)).toBe(clientKey(forwardedFor('192.0.2.99'), 1));
    vi.stubEnv('TRUSTED_PROXY_HOPS', '0');
    expect(clientKey(headers)).toBe(anyClientKey);
  });

  it('trusts no proxy when TRUSTED_PROXY_HOPS is not a whole number, and says so once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const value of ['one', '-1', '1.5']) expect(trustedProxyHops({ TRUSTED_PROXY_HOPS: value })).toBe(0);
    expect(trustedProxyHops({ TRUSTED_PROXY_HOPS: ' 2 ' })).toBe(2);
    expect(trustedProxyHops({})).toBe(0);
    expect(warn).toHaveBeenCalledOnce();
  });
});
