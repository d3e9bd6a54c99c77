import { createHash, timingSafeEqual } from 'node:crypto';

/** The token of an `Authorization: Bearer <token>` header (RFC 6750; the scheme in any case), else undefined. */
export function bearerToken(authorization: string | null | undefined): string | undefined {
  const match = /^Bearer +([^\s]+) *$/i.exec(authorization ?? '');
  return match?.[1];
}

const digest = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();

/**
 * Whether an `Authorization` header carries the configured secret. Both sides are hashed first, so
 * `timingSafeEqual` compares two buffers of the same length whatever the lengths of the values: the
 * time taken says nothing about how much of the secret a guess got right, nor about its length.
 * Without a configured secret (unset or blank) nothing is authorized. Neither value is ever logged.
 */
export function carriesSecret(authorization: string | null | undefined, secret: string | undefined): boolean {
  return matchesSecret(bearerToken(authorization), secret);
}

/** Whether a value is the configured secret, compared in constant time as `carriesSecret` explains. */
export function matchesSecret(value: string | null | undefined, secret: string | undefined): boolean {
  const expected = secret?.trim() ?? '';
  // Compared even when a side is missing, so a refusal takes the same time whatever its reason.
  const equal = timingSafeEqual(digest(value ?? ''), digest(expected));
  return expected !== '' && typeof value === 'string' && value !== '' && equal;
}
