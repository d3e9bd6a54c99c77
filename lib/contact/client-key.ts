import 'server-only';
import { createHash } from 'node:crypto';

/**
 * The key of every enquiry when no proxy is trusted (`TRUSTED_PROXY_HOPS` 0): one count for all clients.
 *
 * Why: Next.js (16, `base-server.js`) fills `X-Forwarded-For` with the socket's address only when the
 * request has no such header (`??=`), and no other header, nor anything a Server Action or the request
 * interceptor (`proxy.ts`) can read, carries the connection's address. A client that reaches the server
 * directly can therefore send any `X-Forwarded-For` it likes, and the server cannot tell it from the one
 * Next.js filled in. Without a trusted proxy the per-client limit is thus a limit for the whole site
 * (5 enquiries in 10 minutes, see `enquiryRateLimit`), besides the site-wide ceiling per minute.
 */
export const anyClientKey = 'any-client';

let warnedInvalidHops = false;

/**
 * How many reverse proxies in front of the site append to `X-Forwarded-For` and are trusted:
 * `TRUSTED_PROXY_HOPS`, read on every request. 0 (the default, and what an invalid value means): none,
 * the header is not trusted. 1: one proxy (e.g. nginx with `proxy_add_x_forwarded_for`, as `npm run
 * cluster` runs it). 2: e.g. a CDN in front of nginx. Only set it when every request reaches the site
 * through those proxies: a client that can bypass them can again name its own address.
 */
export function trustedProxyHops(env: Record<string, string | undefined> = process.env): number {
  const configured = env.TRUSTED_PROXY_HOPS?.trim();
  if (!configured) return 0;
  if (/^\d+$/.test(configured)) return Number(configured);
  if (!warnedInvalidHops) {
    warnedInvalidHops = true;
    console.warn(`[contact] TRUSTED_PROXY_HOPS is not a whole number (${JSON.stringify(configured)}): no proxy is trusted, every enquiry counts under one key`);
  }
  return 0;
}

/**
 * Who sent a request, for the rate limit: a hash of the client's address, never the address itself.
 *
 * Each trusted proxy appends the address it was connected from to `X-Forwarded-For`, so with `hops`
 * trusted proxies the client is the `hops`-th entry from the right; the entries before it come from the
 * client and prove nothing. With fewer entries than hops the leftmost one counts (every entry was then
 * appended by a trusted proxy, or by Next.js itself for a request without the header). With `hops` 0, or
 * without any entry, every request counts under `anyClientKey` (see there for why).
 */
export function clientKey(headers: Headers, hops: number = trustedProxyHops()): string {
  if (hops < 1) return anyClientKey;
  const entries = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const address = entries[entries.length - Math.min(hops, entries.length)];
  if (address === undefined) return anyClientKey;
  return createHash('sha256').update(address).digest('hex').slice(0, 32);
}
