import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { backendRemotePattern } from './lib/backend/base-url';

const cmsImages = backendRemotePattern();

const nextConfig: NextConfig = {
  // The end-to-end tests build the CMS mode beside the embedded default (`.next-cms`).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  trailingSlash: true,
  poweredByHeader: false,
  reactStrictMode: true,
  // Images of the CMS are served through the site's own image endpoint.
  images: cmsImages ? { remotePatterns: [cmsImages] } : undefined,
  experimental: {
    // Paths that never reach the request interceptor (e.g. `/missing.txt`) still get our 404 page.
    globalNotFound: true,
  },
};

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

export default withNextIntl(nextConfig);
