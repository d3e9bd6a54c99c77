/**
 * Whether a Server Action post comes from another origin, decided as Next.js's action handler decides
 * it (the `Origin` header's host against the first `X-Forwarded-Host`, else `Host`; `Origin: null` is
 * the host `null`), so that the request interceptor refuses it first with a 403 (`page-post.ts`): Next.js
 * answers such a post with a 500 and an error in the log, and an `Origin` that is no URL with a
 * `TypeError`'s stack. A post without `Origin` goes on, as Next.js lets it: browsers send one with
 * every post, so only a handcrafted request lacks it, and that carries no visitor's credentials.
 */
export function isCrossOriginPost(headers: Headers): boolean {
  const origin = headers.get('origin');
  if (origin === null) return false;
  const forwardedHost = headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  const host = forwardedHost || headers.get('host');
  return host === null || originHost(origin) !== host;
}

function originHost(origin: string): string | undefined {
  if (origin === 'null') return 'null';
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}
