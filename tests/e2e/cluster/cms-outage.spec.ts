import { createHash } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { test } from '../site-test';
import { copyBuild, startInstance } from '../../../scripts/cluster/services.mjs';
import cms from '../cms/cms-environment.json' with { type: 'json' };
import { instanceEnvironment, jobOffers, startTestCms, webhook, type CmsMode, type Instance, type TestCms } from './cluster-steps';

/**
 * The site while the CMS fails (docs/architecture.md, "From the CMS to the page"; docs/operations.md):
 * an instance of a copy of the CMS-mode build and a test CMS of its own that can be told to drop
 * connections, answer garbage (200 with an HTML page) or answer only after 30 s. Nothing a visitor
 * reaches reads the CMS; the sync meets the failure (its reconcile here every 5 s, so that an outage is
 * met without a webhook) and says it once. The steps share these processes (and the outages follow one
 * another), so they run in order.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const ports = { cms: 3330, site: 3431 } as const;
/** What a visitor may wait for any answer, whatever the CMS does. */
const visitorLimitMs = 2_000;
/** What an unknown address may take to answer the 404 page, whatever the CMS does. */
const unknownLimitMs = 1_000;

const lists = {
  jobs: jobOffers,
  news: { de: '/news/', en: '/en/news/' },
  downloads: { de: '/downloads/', en: '/en/downloads/' },
} as const;
const feeds = { de: '/rss/de.xml', en: '/rss/en.xml' } as const;
const notFoundText = { de: 'Diese Seite konnte nicht gefunden werden', en: 'This page could not be found' } as const;
const locales = ['de', 'en'] as const;
type Locale = (typeof locales)[number];

let testCms: TestCms;
let site: Instance;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  testCms = await startTestCms(ports.cms);
  site = await startInstance({ distDir: copyBuild(cms.distDir, 'reads'), port: ports.site, env: { ...instanceEnvironment(testCms), CONTENT_RECONCILE_SECONDS: '5' }, log: 'collect' });
});

test.afterAll(async () => {
  await site?.stop().catch(() => undefined);
  testCms?.stop();
});

/** A job offer and a news item in both languages, added to the CMS (published, newest first). */
async function publish(request: APIRequestContext, suffix: string) {
  const job = { de: `Einrichter Ausfall ${suffix} (m/w/d)`, en: `Setter Outage ${suffix} (m/f/d)` };
  const news = { de: `Messebericht Ausfall ${suffix}`, en: `Fair report outage ${suffix}` };
  for (const locale of locales) {
    await request.post(`${testCms.origin}/__admin/records`, {
      data: {
        type: 'jobs',
        record: {
          type: 'jobs',
          id: `outage-${suffix}-${locale}`,
          attributes: {
            slug: `outage-${suffix}-${locale}`,
            title: job[locale],
            kind: 'employee',
            location: 'Herborn',
            tasks: ['Sie richten Maschinen ein.'],
            requirements: ['Erfahrung im Spritzguss'],
            benefits: ['Schichtzulagen'],
            detail: '<p>Veröffentlicht, kurz bevor das CMS ausfiel.</p>',
            publishedAt: '2026-11-25T08:00:00+01:00',
            locale,
            translationKey: `outage-job-${suffix}`,
          },
        },
      },
    });
    await request.post(`${testCms.origin}/__admin/records`, {
      data: {
        type: 'news',
        record: {
          type: 'news',
          id: `outage-news-${suffix}-${locale}`,
          attributes: {
            slug: `outage-news-${suffix}-${locale}`,
            title: news[locale],
            teaser: 'Ein Bericht, veröffentlicht kurz bevor das CMS ausfiel.',
            body: '<p>Halle A5.</p>',
            category: 'fair',
            publishedAt: '2026-11-25T09:00:00+01:00',
            imageAlt: 'Messestand',
            locale,
            translationKey: `outage-news-${suffix}`,
          },
          // An image of the CMS's own files (content/backend/news.json).
          relationships: { image: { data: { type: 'files', id: '172818c8-99ed-5139-91a4-8236b1193fe4' } } },
        },
      },
    });
  }
  return {
    job: { title: job, path: { de: `${lists.jobs.de}outage-${suffix}-de/`, en: `${lists.jobs.en}outage-${suffix}-en/` } },
    news: { title: news, path: { de: `${lists.news.de}outage-news-${suffix}-de/`, en: `${lists.news.en}outage-news-${suffix}-en/` } },
  };
}

/** A visit: its status, its body and how long the answer took (the whole body). */
async function visit(request: APIRequestContext, path: string): Promise<{ status: number; body: string; ms: number }> {
  const started = performance.now();
  const response = await request.get(`${site.origin}${path}`, { maxRedirects: 0 });
  const body = await response.text();
  return { status: response.status(), body, ms: performance.now() - started };
}

const logCount = (pattern: RegExp) => site.output.join('').match(pattern)?.length ?? 0;
const outageWarnings = () => logCount(/\[cms\] the CMS does not answer/g);
const recoveries = () => logCount(/\[cms\] the CMS answers again/g);

/** The CMS back: the site's sync notices and says so once. */
async function bringBack(recoveriesBefore: number) {
  await testCms.setMode('up');
  await expect.poll(recoveries, { timeout: 45_000 }).toBe(recoveriesBefore + 1);
}

for (const failure of ['down', 'garbage'] as const) {
  test(`the window after a publish: while the CMS is ${failure === 'down' ? 'down' : 'answering garbage'} every page shows the publish, lists, records, sitemap and feeds in both languages; the outage is said once; back, an edit made meanwhile shows without a webhook`, async ({ request }) => {
    const suffix = failure;
    const [warningsBefore, recoveriesBefore] = [outageWarnings(), recoveries()];
    for (const locale of locales) expect((await visit(request, `${lists.jobs[locale]}no-such-job-${suffix}/`)).status).toBe(404);
    const published = await publish(request, suffix);
    for (const type of ['jobs', 'news', 'downloads'] as const) expect(((await webhook(request, site, type)) as { refresh: string }).refresh).toBe('now');
    await testCms.setMode(failure);

    for (const locale of locales) {
      const expectations: [string, string][] = [
        [lists.jobs[locale], published.job.title[locale]],
        [published.job.path[locale], published.job.title[locale]],
        [lists.news[locale], published.news.title[locale]],
        [published.news.path[locale], published.news.title[locale]],
        [feeds[locale], published.news.title[locale]],
        [lists.downloads[locale], locale === 'de' ? 'Allgemeine Verkaufs- und Lieferbedingungen' : 'General terms and conditions of sale and delivery'],
      ];
      for (const [path, text] of expectations) {
        const page = await visit(request, path);
        expect(page.status, path).toBe(200);
        expect(page.body, path).toContain(text);
      }
    }
    const sitemap = await visit(request, '/sitemap.xml');
    expect(sitemap.status).toBe(200);
    for (const locale of locales) {
      expect(sitemap.body).toContain(published.job.path[locale]);
      expect(sitemap.body).toContain(published.news.path[locale]);
    }
    // The reconcile meets the outage: one warning, however many reads it fails.
    await expect.poll(outageWarnings, { timeout: 20_000 }).toBe(warningsBefore + 1);

    // A change made in the CMS meanwhile, without a webhook: once the CMS is back, the reconcile brings it.
    const changed = { job: `Einrichter Ausfall ${suffix} geändert (m/w/d)`, news: `Fair report outage ${suffix} changed` };
    await request.post(`${testCms.origin}/__admin/attributes`, { data: { type: 'jobs', id: `outage-${suffix}-de`, attributes: { title: changed.job } } });
    await request.post(`${testCms.origin}/__admin/attributes`, { data: { type: 'news', id: `outage-news-${suffix}-en`, attributes: { title: changed.news } } });
    await bringBack(recoveriesBefore);
    for (const [path, text] of [
      [lists.jobs.de, changed.job],
      [published.job.path.de, changed.job],
      [lists.news.en, changed.news],
      [feeds.en, changed.news],
    ] as const) {
      await expect.poll(async () => (await visit(request, path)).body.includes(text), { message: path, timeout: 30_000 }).toBe(true);
    }
    expect(outageWarnings()).toBe(warningsBefore + 1);
  });
}

test('a CMS that answers only after 30 s: pages, unknown record paths and the news endpoint answer within 2 s, also 20 at once; back, a publish shows on the next visit', async ({ request }) => {
  const [warningsBefore, recoveriesBefore] = [outageWarnings(), recoveries()];
  const pages = [lists.jobs.de, lists.jobs.en, lists.news.de, lists.news.en, lists.downloads.de, '/news/kategorie/messen/', '/en/news/page/2/', feeds.de, '/sitemap.xml'];
  const unknown = locales.flatMap((locale) => [`${lists.jobs[locale]}gibt-es-nicht/`, `${lists.news[locale]}gibt-es-nicht/`]);
  const newsEndpoint = ['/api/news/?locale=de&page=2', '/api/news/?locale=en&category=fair&page=1'];
  for (const path of [...pages, ...unknown, ...newsEndpoint]) expect((await visit(request, path)).status).toBeLessThan(500);
  // A publish whose webhook renewed the jobs' pages just before the CMS slowed down: their next visit renders in the foreground.
  const published = await publish(request, 'slow');
  expect(((await webhook(request, site, 'jobs')) as { refresh: string }).refresh).toBe('now');
  await testCms.setMode('slow', 30_000);

  const slowest: Record<string, number> = {};
  const check = async (path: string) => {
    const answer = await visit(request, path);
    slowest[path] = Math.max(slowest[path] ?? 0, Math.round(answer.ms));
    expect(answer.ms, `${path} took ${Math.round(answer.ms)} ms`).toBeLessThan(visitorLimitMs);
    if (unknown.includes(path)) {
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).toContain(notFoundText[path.startsWith('/en/') ? 'en' : 'de']);
    } else {
      expect(answer.status, path).toBe(200);
    }
    return answer;
  };
  expect((await check(lists.jobs.de)).body).toContain(published.job.title.de);
  for (const path of [...pages, ...unknown, ...newsEndpoint]) await check(path);
  const atOnce = Array.from({ length: 20 }, (_, index) => [...pages, ...unknown, ...newsEndpoint][index % (pages.length + unknown.length + newsEndpoint.length)] as string);
  await Promise.all(atOnce.map(check));
  // Unknown paths never asked for, all at once.
  await Promise.all(Array.from({ length: 20 }, (_, index) => `${lists.news[locales[index % 2] as Locale]}noch-nie-gefragt-${index}/`).map(async (path) => {
    const answer = await visit(request, path);
    slowest['(20 never-asked paths at once)'] = Math.max(slowest['(20 never-asked paths at once)'] ?? 0, Math.round(answer.ms));
    expect(answer.ms, `${path} took ${Math.round(answer.ms)} ms`).toBeLessThan(visitorLimitMs);
    expect(answer.status, path).toBe(404);
  }));
  test.info().annotations.push({ type: 'slowest answer per path (ms) while the CMS answered after 30 s', description: JSON.stringify(slowest) });

  // The sync's read outlasts its 25 s: the outage is said once, and its end once the CMS answers.
  await expect.poll(outageWarnings, { timeout: 45_000 }).toBe(warningsBefore + 1);
  await bringBack(recoveriesBefore);
  const after = await publish(request, 'after-slow');
  expect(((await webhook(request, site, 'jobs')) as { refresh: string }).refresh).toBe('now');
  expect(((await webhook(request, site, 'news')) as { refresh: string }).refresh).toBe('now');
  for (const locale of locales) {
    expect((await visit(request, lists.jobs[locale])).body).toContain(after.job.title[locale]);
    expect((await visit(request, after.job.path[locale])).status).toBe(200);
    expect((await visit(request, lists.news[locale])).body).toContain(after.news.title[locale]);
  }
});

/** Every address of the site: the sitemap's, the further pages of the lists, the feeds, the news endpoint, and unknown ones. */
async function everyAddress(request: APIRequestContext) {
  const sitemap = (await visit(request, '/sitemap.xml')).body;
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url!).pathname);
  const known = [...new Set([...pages, '/news/seite/2/', '/en/news/page/2/', '/news/kategorie/messen/seite/2/', '/sitemap.xml', feeds.de, feeds.en, '/api/news/?locale=de&page=2', '/api/news/?locale=en&category=fair'])];
  const unknown = ['/news/gibt-es-nicht/', '/en/news/does-not-exist/', `${lists.jobs.de}gibt-es-nicht/`, `${lists.jobs.en}does-not-exist/`, '/news/seite/99/', '/en/news/category/trade-fairs/page/40/'];
  return { known, unknown };
}

/**
 * What an answer is, to compare with the same address's answer without the fault: its status and, for a
 * page, its title and the text of its main content (the order of a streamed page's payload chunks may
 * differ between two renders of the same content); for a document (the sitemap, a feed, the news
 * endpoint) every byte.
 */
function answerOf({ status, body }: { status: number; body: string }) {
  if (!body.startsWith('<!DOCTYPE html>')) return { status, body: createHash('sha256').update(body).digest('hex') };
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(body)?.[1] ?? '';
  const text = main.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
  return { status, title: /<title>([^<]*)<\/title>/.exec(body)?.[1], text: createHash('sha256').update(text).digest('hex') };
}

test('a crawl of every address with the CMS down, then slow (30 s), then answering HTML: every answer as without the fault, unknown addresses the 404 page within 1 s, and no request of a page or the interceptor reaches the CMS', async ({ request }) => {
  test.setTimeout(300_000);
  // Every page renewed (a publish of each whole type), so the crawls below render every page anew, from the store.
  await testCms.setMode('up');
  const { known, unknown } = await everyAddress(request);
  expect(known.length).toBeGreaterThan(60);
  const crawl = async () => {
    for (const type of ['jobs', 'news', 'downloads'] as const) expect(((await webhook(request, site, type)) as { refresh: string }).refresh).toBe('now');
    return new Map(await Promise.all(known.map(async (path) => [path, answerOf(await visit(request, path))] as const)));
  };
  const healthy = await crawl();
  for (const [path, answer] of healthy) expect(answer.status, path).toBe(200);

  for (const fault of ['down', 'slow', 'garbage'] as CmsMode[]) {
    // The pages renewed while the CMS still answers, then the fault: the crawl renders every page while it lasts.
    for (const type of ['jobs', 'news', 'downloads'] as const) expect(((await webhook(request, site, type)) as { refresh: string }).refresh).toBe('now');
    const mark = (await testCms.log()).length;
    await testCms.setMode(fault, 30_000);
    for (const path of known) expect(answerOf(await visit(request, path)), `${path} while the CMS is ${fault}`).toEqual(healthy.get(path));
    for (const path of unknown) {
      const answer = await visit(request, path);
      expect(answer.status, `${path} while the CMS is ${fault}`).toBe(404);
      expect(answer.body).toContain(notFoundText[path.startsWith('/en/') ? 'en' : 'de']);
      expect(answer.ms, `${path} took ${Math.round(answer.ms)} ms while the CMS is ${fault}`).toBeLessThan(unknownLimitMs);
    }
    // The CMS's own log: only the content sync asked it (its reconcile), never a render or the interceptor.
    const asked = (await testCms.log()).slice(mark);
    expect(asked.filter(({ headers }) => !headers['user-agent']?.startsWith('Lumoplast-Website (content sync: ')), fault).toEqual([]);
    await testCms.setMode('up');
  }
});

test('the log says each outage once as it began and once as it ended, without a stack trace', async () => {
  await expect.poll(recoveries, { timeout: 45_000 }).toBe(outageWarnings());
  await test.info().attach('instance log', { body: site.output.join(''), contentType: 'text/plain' });
  // Three outages in the tests above met by the sync, and the crawl's, each said once.
  expect(outageWarnings()).toBeGreaterThanOrEqual(3);
  const output = site.output.join('');
  expect(output).not.toMatch(/^\s+at .+\(.+:\d+:\d+\)$/m);
  // The CMS's failures are said by those lines only: none per render, per read or per request.
  const failureLines = output.split('\n').filter((line) => /Backend request|could not be read|did not answer|Error:/.test(line) && !line.includes('[cms] the CMS does not answer'));
  expect(failureLines).toEqual([]);
});
