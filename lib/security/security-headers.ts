import type { InlineHashes } from './inline-hashes';

/**
 * The security headers of every response the site sends: pages (prerendered ones included), static
 * files, route handlers, the 404 page and redirects. `next.config.ts` sends them through `headers()`;
 * this module only builds the values, so the policy is written once and unit-tested.
 */

/** How a response is delivered: by `next dev` or a production server, over HTTPS or plain HTTP. */
export interface DeliveryContext {
  /** `next dev`: React's development tooling evaluates code (`eval`) to rebuild server stacks. */
  readonly development: boolean;
  /** The request reached the site over HTTPS (directly or through a proxy's `x-forwarded-proto`). */
  readonly https: boolean;
}

export interface HttpHeader {
  readonly key: string;
  readonly value: string;
}

/** Two years, the preload list's minimum, for the site and every subdomain. */
export const strictTransportSecurity = 'max-age=63072000; includeSubDomains';

/**
 * The Content-Security-Policy of the site. Everything loads from the site itself: fonts are
 * self-hosted, images of the CMS pass through the site's image endpoint, the news list fetches the
 * site's own API.
 *
 * `script-src 'self'` and nothing inline: the App Router writes each page's RSC payload into inline
 * `<script>self.__next_f.push(…)</script>` tags, so the site's front adds the `sha256` of each inline
 * script of an HTML answer to this directive as it sends the answer (`withInlineHashes`,
 * lib/request/page-policy.ts), if the script is of a form Next.js or React writes
 * (lib/security/known-inline-scripts.ts): any other stays blocked. A nonce would make every page dynamic
 * (Next.js injects it while rendering a request), and `experimental.sri` covers only the script files. In
 * `next dev`, React's tooling evaluates code and injects scripts of its own: there the policy allows
 * `'unsafe-inline'` and `'unsafe-eval'`, and the front adds no hashes (a hash would switch
 * `'unsafe-inline'` off).
 *
 * Styles: the style sheets are files (`'self'`); a style element only by its hash, as scripts (the
 * standalone pages of lib/request/standalone-page.ts carry their CSS inline, since they are sent when
 * nothing else may answer); `style-src-attr 'unsafe-inline'` allows the `style` attributes React renders
 * (`next/image` with `fill`, a few custom properties).
 */
export function contentSecurityPolicy({ development, https }: DeliveryContext): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...(development ? ["'unsafe-inline'", "'unsafe-eval'"] : [])],
    ['style-src', "'self'", ...(development ? ["'unsafe-inline'"] : [])],
    ['style-src-attr', "'unsafe-inline'"],
    ['img-src', "'self'"],
    ['media-src', "'self'"],
    ['font-src', "'self'"],
    ['connect-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    ...(https ? [['upgrade-insecure-requests'] as [string]] : []),
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** The policy with the hash sources of a page's inline scripts and style elements (`inlineHashes`) added to `script-src` and `style-src`. */
export function withInlineHashes(policy: string, { scripts, styles }: InlineHashes): string {
  const added: Record<string, readonly string[]> = { 'script-src': scripts, 'style-src': styles };
  return policy
    .split(';')
    .map((directive) => {
      const hashes = added[directive.trim().split(/\s+/)[0]?.toLowerCase() ?? ''] ?? [];
      return hashes.length > 0 ? `${directive.trimEnd()} ${hashes.join(' ')}` : directive;
    })
    .join(';');
}

/**
 * Browser features the site never uses, switched off for it and anything it might embed. Only
 * features Chromium knows: an unknown one (`interest-cohort`, FLoC's retired name) logs an error
 * in the console of every page.
 */
export const disabledBrowserFeatures = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
] as const;

export const permissionsPolicy = disabledBrowserFeatures.map((feature) => `${feature}=()`).join(', ');

/** The headers of every response. Over HTTPS the policy upgrades insecure requests and HSTS is added. */
export function securityHeaders(context: DeliveryContext): HttpHeader[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(context) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: permissionsPolicy },
    // The legacy twin of `frame-ancestors 'none'` for browsers without CSP Level 2.
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    ...(context.https ? [{ key: 'Strict-Transport-Security', value: strictTransportSecurity }] : []),
  ];
}

/**
 * The policy of the image endpoint (`/_next/image`), which passes SVG drawings of the CMS through
 * unchanged: opened on their own, they may not run scripts, load anything or be framed.
 */
export const imageContentSecurityPolicy = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

/** A request header value `x-forwarded-proto` takes behind a proxy that terminated HTTPS (first hop first). */
export const forwardedHttps = 'https(?:\\s*,.*)?';

/**
 * The rules of `next.config.ts` `headers()`: every path gets the plain-HTTP set; a request forwarded
 * from HTTPS gets the HTTPS variant on top (a later rule overrides an earlier one's header of the
 * same name). The image endpoint keeps its own, stricter policy.
 */
export function securityHeaderRules(development: boolean) {
  const httpsOnly = securityHeaders({ development, https: true });
  return [
    { source: '/:path*', headers: securityHeaders({ development, https: false }) },
    {
      source: '/:path*',
      has: [{ type: 'header' as const, key: 'x-forwarded-proto', value: forwardedHttps }],
      headers: httpsOnly.filter((header) => header.key === 'Content-Security-Policy' || header.key === 'Strict-Transport-Security'),
    },
  ];
}
