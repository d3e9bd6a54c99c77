// JavaScript as the benchmark counts it: every script a page loaded (Lighthouse's network requests of
// type Script), each fetched again with `Accept-Encoding: gzip` and counted by its body as `next start`
// sends it (gzip; files under 1 kB as they are). The response headers, ~1 kB per file with the
// security headers, are left out: they are not JavaScript, and the empty page has none of them.
// Lighthouse's `transferSize` (with the headers) is kept too. Scripts the page's HTML does not name
// are counted as well (they are downloaded): chunks of other pages fetched by Next.js's link
// prefetching, lazy imports; they are marked `inDocument: false`.
import { get } from 'node:http';
import { fetchPage } from './server.mjs';

const gzipSizes = new Map();

/**
 * The body of `path` as the server sends it when the client accepts gzip (files under 1 kB it sends
 * uncompressed), without the headers, which differ between the site and the empty page.
 */
export function gzipBodyBytes(origin, path) {
  const url = new URL(path, origin).href;
  if (!gzipSizes.has(url)) {
    gzipSizes.set(
      url,
      new Promise((resolve, reject) => {
        get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
          let bytes = 0;
          response.on('data', (chunk) => (bytes += chunk.length));
          response.on('end', () => {
            if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
            else resolve(bytes);
          });
        }).on('error', reject);
      }),
    );
  }
  return gzipSizes.get(url);
}

/**
 * The scripts the page loaded (Lighthouse's network requests of type Script) with their gzip size,
 * fetched again from `servedOrigin`; `frameworkPaths` are the build's `rootMainFiles`. A script the
 * page's HTML does not name came later: a chunk of another page fetched by Next.js's link
 * prefetching, or one the page imports lazily (`inDocument: false`).
 */
export async function measureScripts(lhr, servedOrigin, pagePath, frameworkPaths) {
  const html = await fetchPage(servedOrigin, pagePath);
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter((request) => request.resourceType === 'Script');
  const withoutQuery = (path) => path.split('?')[0];
  const files = [];
  for (const request of scripts) {
    const { pathname, search } = new URL(request.url);
    const path = pathname + search;
    files.push({
      path,
      inDocument: html.includes(withoutQuery(path)),
      gzipBytes: await gzipBodyBytes(servedOrigin, path),
      transferBytes: request.transferSize ?? 0,
      resourceBytes: request.resourceSize ?? 0,
    });
  }
  const framework = files.filter((file) => frameworkPaths.has(withoutQuery(file.path)));
  const sum = (list, key) => list.reduce((total, file) => total + file[key], 0);
  return {
    requests: files.length,
    gzipBytes: sum(files, 'gzipBytes'),
    laterGzipBytes: sum(files.filter((file) => !file.inDocument), 'gzipBytes'),
    transferBytes: sum(files, 'transferBytes'),
    frameworkGzipBytes: sum(framework, 'gzipBytes'),
    missingFrameworkChunks: [...frameworkPaths].filter((path) => !framework.some((file) => withoutQuery(file.path) === path)),
    files,
  };
}
