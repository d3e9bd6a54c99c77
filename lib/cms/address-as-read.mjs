// Plain JavaScript so that the build scripts and the site share it (scripts/build-target.mjs).

/**
 * A URL as the site reads it, without user, password, query or fragment (a base, such as the CMS's,
 * also with a trailing slash); `(not a URL)` for anything but an http(s) URL, which no build or
 * copy can use.
 */
export function addressAsRead(value, { base = false } = {}) {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return '(not a URL)';
    url.username = '';
    url.password = '';
    url.search = '';
    url.hash = '';
    if (base && !url.pathname.endsWith('/')) url.pathname = `${url.pathname}/`;
    return url.href;
  } catch {
    return '(not a URL)';
  }
}
