import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { defaultSiteUrl } from './lib/metadata/site-url';
import { locales } from './lib/routing/locales';
import { imageConfig } from './lib/security/image-endpoint';
import { formPostCeiling } from './lib/request/request-refusal';
import { prefetchedPageSeconds } from './lib/browser/prefetch-policy';
import { securityHeaderRules } from './lib/security/security-headers';

// The end-to-end tests build the CMS mode beside the embedded default (`.next-cms`).
const distDir = process.env.NEXT_DIST_DIR || '.next';

const nextConfig: NextConfig = {
  distDir,
  // The request interceptor reads the build's Server Actions from its folder (lib/request/build-actions.ts);
  // every page, whenever rendered, names the build's public origin (lib/metadata/site-url.ts).
  env: { SITE_DIST_DIR: distDir, SITE_URL: process.env.SITE_URL?.trim() || defaultSiteUrl },
  trailingSlash: true,
  // proxy.ts redirects for the slash itself, so those answers get the security headers (lib/request/trailing-slash.ts).
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  // The site's front compresses (lib/request/site-server.ts), after it has read each page's inline scripts for its policy.
  compress: false,
  // The same build on every instance behind a load balancer; a deployment may name itself (README).
  deploymentId: process.env.DEPLOYMENT_ID?.trim() || undefined,
  // The ISR pages, the data cache and the tag invalidations: local, and shared in Redis with REDIS_URL.
  cacheHandler: path.join(process.cwd(), 'lib/instances/cache-handler.mjs'),
  // The process's copy of those entries in memory (Next.js's LRU, counted in characters: the pages take up to
  // about twice that), for an instance without REDIS_URL. With Redis the handler keeps at most
  // `sharedLocalCopyCharacters` (16 MB) of them, for while Redis is away (docs/operations.md). 50 MB is
  // Next.js's default.
  cacheMaxMemorySize: 50 * 1024 * 1024,
  reactStrictMode: true,
  // `npm test` type-checks the sources once with `tsc` before its two builds (scripts/test.mjs), which leave
  // the same check out. Every other build checks the types.
  typescript: { ignoreBuildErrors: process.env.BUILD_TYPECHECKED === '1' },
  // Images of the CMS are served through the site's own image endpoint.
  images: imageConfig(),
  async headers() {
    return securityHeaderRules(process.env.NODE_ENV === 'development');
  },
  experimental: {
    // Each page's CSS arrives in its HTML as style elements (their hashes are in the page's policy, like its
    // inline scripts'), so no request for a stylesheet stands between the HTML and the first paint. A
    // client-side navigation still loads the stylesheets it lacks as files (docs/architecture.md).
    inlineCss: true,
    // Turbopack's default chunking put the CSS of all 48 modules into one 51 kB chunk that every page carried
    // (three times, with the RSC payload's two copies): chunks by what pages share, with a request costing
    // little now that the first load makes none, carry 15–24 kB per page (bench/README.md).
    cssChunking: { type: 'graph', requestCost: 2000 },
    // Paths that never reach the request interceptor (e.g. `/missing.txt`) still get our 404 page.
    globalNotFound: true,
    // The contact form's Server Action reads a post up to the ceiling the server's front holds (lib/request/request-refusal.ts):
    // a message far over its bound gets the field's error with every value, a larger post the front's 413 page.
    serverActions: { bodySizeLimit: formPostCeiling },
    // A page prefetched on intent is kept in the visitor's browser 30 s at most (the least Next.js allows,
    // 5 min by default), so a withdrawn job or article a visitor hovered is not shown long after.
    staleTimes: { static: prefetchedPageSeconds },
    // The client router adds a hash of its headers to its requests (`_rsc`) for caches that key by the
    // address alone; Next.js redirects a request whose hash does not match (307). The cache in front keys
    // the client router's requests by the headers a payload depends on and drops the rest and the hash
    // (deploy/varnish/lumoplast.vcl), so the instances do not check it: a request without it or with a
    // made-up router state is answered from the page's one payload instead of reaching an instance.
    validateRSCRequestHeaders: false,
  },
};

const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: {
    // The message files are compiled at build time: no ICU parser in the browser (~9 kB gzip less on every page).
    messages: { path: './messages', format: 'json', locales, precompile: true },
  },
});

export default withNextIntl(nextConfig);
