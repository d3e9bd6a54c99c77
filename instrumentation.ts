/**
 * Runs once in each server process before it serves requests (`next start`, the standalone server,
 * `next dev`). It installs the request guard (`lib/security/request-guard.ts`), which answers the
 * requests Next.js would otherwise fail on before any of the site's code runs: methods a page does
 * not take, `TRACE` and `CONNECT`, form posts too large to read (README, "Bad requests").
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { installRequestGuard } = await import('./lib/security/request-guard');
  installRequestGuard();
}
