// Every address of the site, visited once as a reader's browser would ask for it: the sitemap's pages
// (every page of the route table and every job offer and article, in both languages), the sitemap, the
// feeds and robots.txt, and every page of the site they link to that the sitemap leaves out (the further
// pages of the news lists). Links with a query, files and the site's endpoints are not followed.
import { readerHeaders } from '../cache-chain.mjs';

const languageOf = (path) => (path === '/en/' || path.startsWith('/en/') ? 'en' : 'de');

/** The sitemap's entries: path, public origin, `lastModified` (or null) and the path of each language's version. */
export async function sitemapEntries(origin) {
  const response = await fetch(new URL('/sitemap.xml', origin));
  if (!response.ok) throw new Error(`/sitemap.xml answered ${response.status}`);
  const xml = await response.text();
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => ({
    path: new URL(/<loc>([^<]+)<\/loc>/.exec(entry)[1]).pathname,
    origin: new URL(/<loc>([^<]+)<\/loc>/.exec(entry)[1]).origin,
    lastModified: /<lastmod>([^<]+)<\/lastmod>/.exec(entry)?.[1] ?? null,
    alternates: Object.fromEntries([...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, language, href]) => [language, new URL(href).pathname])),
  }));
}

/** The paths of the site's pages a page links to (its own origin or the public one the build was made for). */
function linkedPages(html, origins) {
  const paths = [];
  for (const [, href] of html.matchAll(/<a\b[^>]*?\bhref="([^"]+)"/g)) {
    const url = new URL(href.replaceAll('&amp;', '&'), origins[0]);
    if (!origins.includes(url.origin) || url.search !== '') continue;
    if (/^\/(?:_next|api|media)\//.test(url.pathname) || /\.[a-z0-9]+$/i.test(url.pathname)) continue;
    paths.push(url.pathname);
  }
  return paths;
}

/**
 * Visits every address through `origin`, `concurrency` at a time. Resolves how many there were, their
 * status codes, the first answers that were no 200, and how long it took.
 */
export async function visitEveryAddress(origin, { concurrency = 4 } = {}) {
  const entries = await sitemapEntries(origin);
  const origins = [...new Set([new URL(origin).origin, ...entries.map((entry) => entry.origin)])];
  const seen = new Set(['/sitemap.xml', '/robots.txt', '/rss/de.xml', '/rss/en.xml', ...entries.map((entry) => entry.path)]);
  const queue = [...seen];
  const statusCodes = {};
  const notOk = [];
  const started = performance.now();
  async function visitor() {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const response = await fetch(new URL(path, origin), { headers: readerHeaders(languageOf(path)), redirect: 'manual' }).catch((error) => ({ status: error.cause?.code ?? 'error' }));
      statusCodes[response.status] = (statusCodes[response.status] ?? 0) + 1;
      if (response.status !== 200) {
        if (notOk.length < 20) notOk.push({ path, status: response.status });
        await response.body?.cancel();
        continue;
      }
      if (!response.headers.get('content-type')?.includes('text/html')) {
        await response.arrayBuffer();
        continue;
      }
      for (const linked of linkedPages(await response.text(), origins)) {
        if (seen.has(linked)) continue;
        seen.add(linked);
        queue.push(linked);
      }
    }
  }
  // The queue grows while it is worked on: a visitor that finds it empty ends, so start again until none is left.
  while (queue.length > 0) await Promise.all(Array.from({ length: concurrency }, visitor));
  return { addresses: seen.size, statusCodes, notOk, seconds: Math.round((performance.now() - started) / 100) / 10 };
}
