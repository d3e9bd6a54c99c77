/**
 * The public origin of the site, for canonical URLs, `hreflang` alternates, the sitemap and social
 * previews. Read when the pages are built: set `SITE_URL` for the build that goes live.
 */
export function siteUrl(): URL {
  return new URL(process.env.SITE_URL ?? 'http://localhost:3000');
}

/** The absolute URL of a path of the site. */
export function absoluteUrl(path: string): string {
  return new URL(path, siteUrl()).toString();
}
