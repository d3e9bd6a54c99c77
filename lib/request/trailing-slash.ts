/**
 * The site's URLs end in a slash (`trailingSlash: true`), files do not (`/sitemap.xml`). Next.js
 * would redirect the other spellings itself, but before its `headers()` apply, so those 308 answers
 * had no security headers; the request interceptor redirects instead (`skipTrailingSlashRedirect`).
 * The two rules are Next.js's own for `trailingSlash: true` (its routes manifest), `.well-known/` aside.
 */
const fileWithSlash = /^\/((?!\.well-known(?:\/.*)?)(?:[^/]+\/)*[^/]+\.\w+)\/$/;
const folderWithoutSlash = /^\/((?!\.well-known(?:\/.*)?)(?:[^/]+\/)*[^/.]+)$/;

/** Where a path is redirected to (308) for its slash, or `null` when it is spelled as the site spells it. */
export function trailingSlashRedirect(pathname: string): string | null {
  const file = fileWithSlash.exec(pathname);
  if (file) return `/${file[1]}`;
  if (folderWithoutSlash.test(pathname)) return `${pathname}/`;
  return null;
}
