import 'server-only';
import { createHash } from 'node:crypto';

/**
 * Who sent a request, for the rate limit: a hash of the client's address, never the address itself.
 * Behind the reverse proxy that serves the site the address is the last entry of `X-Forwarded-For`
 * (the one the proxy appended; entries before it come from the client and prove nothing); without
 * a proxy Next.js fills the header with the connection's address.
 */
export function clientKey(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',').at(-1)?.trim();
  const address = forwarded || headers.get('x-real-ip')?.trim() || 'unknown';
  return createHash('sha256').update(address).digest('hex').slice(0, 32);
}
