// What one new article costs the articles it did not change: the oldest articles (half German, half
// English) visited through the front door once to warm them, once more as the reference (Varnish hits, no
// CMS read: what the visits cost without a publish), then a new article published (its webhook names its
// id), then the same visits again. Counted: what the webhook read of the CMS (the new record, every
// record's addresses, anything else), the test CMS's requests while the visits ran and Varnish's answers by
// `X-Cache` (anything but `hit` reached the instance), and how long the visits took.
import { readerHeaders } from '../cache-chain.mjs';
import { publishNewArticle } from './news-publish.mjs';
import { sitemapEntries } from './site-addresses.mjs';

const articlePath = /^(?:\/en)?\/news\/[^/]+\/$/;
const instant = (iso) => (iso ? Date.parse(iso) : Number.NaN);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

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

/** A new German article, newer than every one of the set, with the image of the set's newest. */
function newArticle(records) {
  const newest = [...records].sort((left, right) => instant(right.attributes.publishedAt) - instant(left.attributes.publishedAt))[0];
  const at = new Date(instant(newest.attributes.publishedAt) + 60_000).toISOString();
  const key = `bench-${Date.now()}`;
  return {
    ...newest,
    id: key,
    attributes: { ...newest.attributes, slug: key, title: `Neu veröffentlicht ${key}`, translationKey: key, locale: 'de', publishedAt: at },
  };
}

/** What the webhook's own reads of the CMS were: the named records, every record's addresses (sparse), and anything else. */
function webhookReads(paths, id) {
  const named = paths.filter((path) => decodeURIComponent(path).startsWith(`/v1/news/${id}?`));
  const addresses = paths.filter((path) => decodeURIComponent(path).includes('fields[news]='));
  return { named: named.length, addresses: addresses.length, other: paths.length - named.length - addresses.length, otherPaths: paths.filter((path) => !named.includes(path) && !addresses.includes(path)).slice(0, 20) };
}

export async function measurePublishCost({ origin, cms, records, count = 50 }) {
  const record = newArticle(records);
  const paths = oldestArticles(await sitemapEntries(origin), count, instant(record.attributes.publishedAt));
  await visit(origin, paths);
  const reference = await visitCounted(origin, cms, paths);
  const readsBefore = (await cms.requests()).length;
  const webhook = await publishNewArticle({ origin, cms, record });
  const cmsReadsAfterWebhook = await cmsQuiet(cms);
  const reads = webhookReads((await cms.requests()).slice(readsBefore), record.id);
  const afterPublish = await visitCounted(origin, cms, paths);
  return {
    articles: paths.length,
    paths,
    newRecord: { id: record.id, publishedAt: record.attributes.publishedAt, title: record.attributes.title },
    webhook,
    webhookReads: reads,
    cmsReadsAfterWebhook,
    reference,
    afterPublish,
    secondsRatio: reference.seconds > 0 ? Math.round((afterPublish.seconds / reference.seconds) * 100) / 100 : null,
    publishShown: (await (await fetch(new URL(`/news/${record.attributes.slug}/`, origin), { headers: readerHeaders('de') })).text()).includes(record.attributes.title),
  };
}
