import { describe, expect, it } from 'vitest';
import { bearerToken, carriesSecret } from '@/lib/publishing/secret';

const secret = 'r3val1date-9f8e7d6c5b4a';

describe('the bearer token of an Authorization header', () => {
  it('is read from "Bearer <token>", the scheme in any case', () => {
    expect(bearerToken(`Bearer ${secret}`)).toBe(secret);
    expect(bearerToken(`bearer ${secret}`)).toBe(secret);
    expect(bearerToken(`BEARER  ${secret} `)).toBe(secret);
  });

  it('is missing for other schemes, an empty token, a token with spaces or no header', () => {
    expect(bearerToken(`Basic ${secret}`)).toBeUndefined();
    expect(bearerToken(secret)).toBeUndefined();
    expect(bearerToken('Bearer ')).toBeUndefined();
    expect(bearerToken(`Bearer ${secret} extra`)).toBeUndefined();
    expect(bearerToken('')).toBeUndefined();
    expect(bearerToken(null)).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });
});

describe('the secret check', () => {
  it('accepts the configured secret', () => {
    expect(carriesSecret(`Bearer ${secret}`, secret)).toBe(true);
  });

  it('accepts the secret when the configured value has surrounding blanks', () => {
    expect(carriesSecret(`Bearer ${secret}`, `  ${secret}\n`)).toBe(true);
  });

  it('refuses a wrong secret of the same length', () => {
    const wrong = `${secret.slice(0, -1)}${secret.endsWith('a') ? 'b' : 'a'}`;
    expect(wrong).toHaveLength(secret.length);
    expect(carriesSecret(`Bearer ${wrong}`, secret)).toBe(false);
  });

  it('refuses secrets of a different length: a prefix, a longer value, a single character', () => {
    expect(carriesSecret(`Bearer ${secret.slice(0, 8)}`, secret)).toBe(false);
    expect(carriesSecret(`Bearer ${secret}0`, secret)).toBe(false);
    expect(carriesSecret('Bearer x', secret)).toBe(false);
  });

  it('refuses a missing header, another scheme and the secret without a scheme', () => {
    expect(carriesSecret(null, secret)).toBe(false);
    expect(carriesSecret('', secret)).toBe(false);
    expect(carriesSecret(`Basic ${secret}`, secret)).toBe(false);
    expect(carriesSecret(secret, secret)).toBe(false);
  });

  it('refuses everything when no secret is configured, even an empty or a guessed token', () => {
    for (const configured of [undefined, '', '   ']) {
      expect(carriesSecret(`Bearer ${secret}`, configured)).toBe(false);
      expect(carriesSecret('Bearer ', configured)).toBe(false);
      expect(carriesSecret(null, configured)).toBe(false);
      expect(carriesSecret('Bearer undefined', configured)).toBe(false);
    }
  });
});
