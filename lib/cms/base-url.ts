/**
 * The base URL of the CMS, as `BACKEND_URL` gives it: an absolute http(s) URL of a versioned API,
 * with or without a trailing slash (`https://cms.example.com/v1` and `…/v1/` are the same). The result
 * always ends with a slash, so a relative path (`jobs/7`) joins below it instead of replacing its last
 * segment. Throws when the value is not an absolute http(s) URL. The value is never part of a message:
 * it may carry credentials.
 */
export function backendBaseUrl(value: string): URL {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error('BACKEND_URL is not an absolute URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('BACKEND_URL must use http or https');
  url.search = '';
  url.hash = '';
  if (!url.pathname.endsWith('/')) url.pathname = `${url.pathname}/`;
  return url;
}

/**
 * The `images.remotePatterns` entry of `next.config.ts` for files served by the CMS (the origin of
 * `BACKEND_URL`), or undefined in the embedded default, whose files are served by the site itself.
 * Holds no credential, so the Next.js configuration may import it.
 */
export function backendRemotePattern(
  env: Readonly<Record<string, string | undefined>> = process.env,
): { protocol: 'http' | 'https'; hostname: string; port: string; pathname: string } | undefined {
  const value = env.BACKEND_URL?.trim();
  if (!value) return undefined;
  const url = backendBaseUrl(value);
  return { protocol: url.protocol === 'https:' ? 'https' : 'http', hostname: url.hostname, port: url.port, pathname: '/**' };
}
