/**
 * The address a request with repeated slashes or backslashes in its path is redirected to (`//impressum/`
 * → `/impressum/`, `/en\imprint/` → `/en/imprint/`; the query as it was), or `null` for a clean path. The
 * same rewriting as Next.js's own redirect, which the server's front answers instead (`site-server.ts`),
 * so that the answer carries the security headers and no cache stores it.
 */
export function repeatedSlashTarget(url: string): string | null {
  // A request line naming a whole address (`GET http://host/path`) is Next.js's to read.
  if (!url.startsWith('/')) return null;
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  if (!/\\|\/\//.test(path)) return null;
  return `${path.replace(/\\/g, '/').replace(/\/\/+/g, '/')}${queryStart === -1 ? '' : url.slice(queryStart)}`;
}
