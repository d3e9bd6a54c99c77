/** The public origin of a build made without `SITE_URL`: `npm start` on this machine. */
export const defaultSiteUrl = 'http://localhost:3000';

/**
 * The public origin of the site, for canonical URLs, `hreflang` alternates, the sitemap, the feeds and
 * social previews: `SITE_URL` of the build (set it for the build that goes live). next.config.ts writes
 * the build's value into the build (`env`), so a page rendered later (a re-render after a publish, a
 * form's answer, a preview, a 404) names the same origin, whatever the instance's own environment says.
 */
export function siteUrl(): URL {
  return new URL(process.env.SITE_URL || defaultSiteUrl);
}

/** The absolute URL of a path of the site. */
export function absoluteUrl(path: string): string {
  return new URL(path, siteUrl()).toString();
}
