import type { NextConfig } from 'next';
import { backendRemotePattern } from '../cms/base-url';
import { imageContentSecurityPolicy } from './security-headers';

type ImageConfig = NonNullable<NextConfig['images']>;

/** A CMS on this machine (`localhost`, a loopback address): what the end-to-end tests run. */
function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || /^127(?:\.\d{1,3}){3}$/.test(host) || host === '::1';
}

/**
 * The `images` section of `next.config.ts`: the site's image endpoint (`/_next/image`). SVGs pass
 * through it unchanged, sent as an attachment under a policy that forbids scripts (local drawings
 * under `/media/` skip it, see `servedAsIs`). With a CMS, its origin and nothing else may be fetched;
 * a CMS on the machine itself needs `dangerouslyAllowLocalIP`, which Next.js refuses by default
 * against server-side request forgery: then no upstream redirect is followed either, so the endpoint
 * reaches exactly the origin of `BACKEND_URL`. Local images are the files under `/media/` and nothing else.
 */
export function imageConfig(env: Readonly<Record<string, string | undefined>> = process.env): ImageConfig {
  const cms = backendRemotePattern(env);
  return {
    dangerouslyAllowSVG: true,
    contentDispositionType: 'attachment',
    contentSecurityPolicy: imageContentSecurityPolicy,
    // The site's own images are its media files, without a query: any other local path (`/../../etc/passwd`, a page,
    // a chunk) is refused with 400 before the endpoint requests it.
    localPatterns: [{ pathname: '/media/**', search: '' }],
    ...(cms && { remotePatterns: [cms] }),
    ...(cms && isLoopbackHost(cms.hostname) && { dangerouslyAllowLocalIP: true, maximumRedirects: 0 }),
  };
}
