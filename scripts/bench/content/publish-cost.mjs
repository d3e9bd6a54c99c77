// What one news publish costs the articles it did not change: the oldest articles (half German, half
// English; never the changed one's) visited through the front door once to warm them, once more as the
// reference (Varnish hits, no CMS read: what the visits cost without a publish), then the title of an
// article from the middle of the collection changed and published, then the same visits again. Counted:
// the test CMS's requests while they ran and Varnish's answers by `X-Cache` (anything but `hit` reached
// the instance), and how long the visits took.
import { readerHeaders } from '../cache-chain.mjs';
import { publishNewsTitle } from './news-publish.mjs';
import { sitemapEntries } from './site-addresses.mjs';

const articlePath = /^(?:\/en)?\/news\/[^/]+\/$/;
const instant = (iso) => (iso ? Date.parse(iso) : Number.NaN);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The German record from the middle of the collection by date: neither on the first list pages nor among the oldest. */
export function middleGermanNews(records) {
  const german = records.filter((record) => record.attributes.locale === 'de' && record.attributes.status !== 'draft');
  german.sort((left, right) => instant(left.attributes.publishedAt) - instant(right.attributes.publishedAt) || left.id.localeCompare(right.id));
  return german[Math.floor(german.length / 2)];
}

/** The `count` oldest articles of the sitemap, half in each language, none published at `exceptAt`. */
function oldestArticles(entries, count, exceptAt) {
  const articles = entries
    .filter((entry) => articlePath.test(entry.path) && instant(entry.lastModified) !== exceptAt)
    .sort((left, right) => instant(left.lastModified) - instant(right.lastModified) || left.path.localeCompare(right.path));
  const english = articles.filter((entry) => entry.path.startsWith('/en/')).slice(0, Math.ceil(count / 2));
  const german = articles.filter((entry) => !entry.path.startsWith('/en/')).slice(0, count - english.length);
  return [...german, ...english].map((entry) => entry.path);
}

/** Each path once, one after another: how long, the status codes and Varnish's `X-Cache` answers. */
async function visit(origin, paths) {
  const xCache = {};
  const statusCodes = {};
  const started = performance.now();
  for (const path of paths) {
    const response = await fetch(new URL(path, origin), { headers: readerHeaders(path.startsWith('/en/') ? 'en' : 'de'), redirect: 'manual' });
    await response.arrayBuffer();
    const cache = response.headers.get('x-cache') ?? 'none';
    xCache[cache] = (xCache[cache] ?? 0) + 1;
    statusCodes[response.status] = (statusCodes[response.status] ?? 0) + 1;
  }
  const seconds = Math.round((performance.now() - started) / 10) / 100;
  return { seconds, statusCodes, xCache, misses: paths.length - (xCache.hit ?? 0) };
}

/** The visits of `paths`, with the CMS's requests received meanwhile. */
async function visitCounted(origin, cms, paths) {
  const before = (await cms.requests()).length;
  const visits = await visit(origin, paths);
  const reads = (await cms.requests()).slice(before);
  return { ...visits, cmsReads: reads.length, cmsReadPaths: reads.slice(0, 40) };
}

/** Waits until the CMS has received no request for a second (the site's reads in the background after a webhook), 15 s at most. */
async function cmsQuiet(cms) {
  const started = Date.now();
  let count = (await cms.requests()).length;
  const first = count;
  while (Date.now() - started < 15_000) {
    await sleep(1000);
    const now = (await cms.requests()).length;
    if (now === count) break;
    count = now;
  }
  return count - first;
}

export async function measurePublishCost({ origin, cms, records, count = 50 }) {
  const changed = middleGermanNews(records);
  const paths = oldestArticles(await sitemapEntries(origin), count, instant(changed.attributes.publishedAt));
  await visit(origin, paths);
  const reference = await visitCounted(origin, cms, paths);
  const title = `${changed.attributes.title} (Update ${Date.now()})`;
  const webhook = await publishNewsTitle({ origin, cms, record: changed, title });
  const cmsReadsAfterWebhook = await cmsQuiet(cms);
  const afterPublish = await visitCounted(origin, cms, paths);
  return {
    articles: paths.length,
    paths,
    changedRecord: { id: changed.id, translationKey: changed.attributes.translationKey, publishedAt: changed.attributes.publishedAt, title },
    webhook,
    cmsReadsAfterWebhook,
    reference,
    afterPublish,
    secondsRatio: reference.seconds > 0 ? Math.round((afterPublish.seconds / reference.seconds) * 100) / 100 : null,
    publishShown: await publishShown(origin, changed, title),
  };
}

/** Whether the changed article's page (found in the sitemap by its date and language) now shows the new title. */
async function publishShown(origin, changed, title) {
  const at = instant(changed.attributes.publishedAt);
  const candidates = (await sitemapEntries(origin)).filter((entry) => articlePath.test(entry.path) && !entry.path.startsWith('/en/') && instant(entry.lastModified) === at);
  for (const { path } of candidates) {
    const html = await (await fetch(new URL(path, origin), { headers: readerHeaders('de') })).text();
    if (html.includes(title.slice(title.lastIndexOf('(')))) return true;
  }
  return false;
}
