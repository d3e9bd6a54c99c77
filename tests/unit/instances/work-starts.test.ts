import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { mergeTagStates } from '@/lib/instances/cache-handler.mjs';
import { tagsManifest } from '@/lib/instances/next-cache-internals.mjs';
import { createWorkStarts, longestWorkMs, needsRenewal } from '@/lib/instances/work-starts.mjs';
import { cacheHandlerInstances, fetchOf } from './cache-handler-instances';

/**
 * An entry is stamped with the time the work behind it began, not the time it was written: a render
 * that began before a publish and ends after it must not pass for newer than the publish (issue: "a
 * publish lost after an outage"). The handler here has no Redis (`REDIS_URL` unset): Next.js's own
 * file and memory cache underneath.
 */
const { instance, removeFolders } = cacheHandlerInstances();
const { entry: fetchEntry, context: fetchContext } = fetchOf('jobs');
const page = (html: string) => ({ kind: 'APP_PAGE', html, rscData: Buffer.from('rsc'), headers: { 'x-next-cache-tags': '_N_T_/layout,jobs' }, status: 200 });
const pageContext = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false, cacheControl: { revalidate: 3600, expire: undefined } };

afterEach(() => tagsManifest.clear());
afterAll(() => removeFolders());

/** Next.js's judgement of an entry (incremental-cache/index.js): expired when a tag expired after it was made. */
const expiredFor = (tags: string[], lastModified: number) =>
  tags.some((tag) => {
    const expired = tagsManifest.get(tag)?.expired;
    return typeof expired === 'number' && expired <= Date.now() && expired > lastModified;
  });

/** Longer than the file system's clock steps (Next.js's file cache dates an entry read from disk by its file's time). */
const later = () => new Promise((resolve) => setTimeout(resolve, 25));

describe('needsRenewal', () => {
  const now = 1_000_000;
  it('is true for nothing cached and for an entry Next.js stamped -1', () => {
    expect(needsRenewal(null, fetchContext, now)).toBe(true);
    expect(needsRenewal({ value: fetchEntry('x'), lastModified: -1 }, fetchContext, now)).toBe(true);
  });

  it('is true for an entry older than a revalidation of one of its tags, stale or expired, and false for a newer one', () => {
    const entry = { value: fetchEntry('x'), lastModified: now - 10 };
    expect(needsRenewal(entry, fetchContext, now)).toBe(false);
    tagsManifest.set('jobs', { stale: now - 5 });
    expect(needsRenewal(entry, fetchContext, now)).toBe(true);
    tagsManifest.set('jobs', { stale: 0, expired: now - 5 });
    expect(needsRenewal(entry, fetchContext, now)).toBe(true);
    expect(needsRenewal({ value: fetchEntry('x'), lastModified: now - 1 }, fetchContext, now)).toBe(false);
  });

  it('reads a page’s tags from its header and its lifetime from its cache control', () => {
    tagsManifest.set('jobs', { stale: now - 5 });
    expect(needsRenewal({ value: page('<p>'), lastModified: now - 10 }, pageContext, now)).toBe(true);
    expect(needsRenewal({ value: { ...page('<p>'), headers: {} }, lastModified: now - 10 }, pageContext, now)).toBe(false);
    const old = { value: { ...page('<p>'), headers: {} }, lastModified: now - 3_601_000, cacheControl: { revalidate: 3600 } };
    expect(needsRenewal(old, pageContext, now)).toBe(true);
    expect(needsRenewal({ value: fetchEntry('x'), lastModified: now - 3_601_000 }, fetchContext, now)).toBe(true);
  });
});

describe('createWorkStarts', () => {
  it('stamps a write with the first start since the last write, and with the write’s time when none is known', () => {
    let time = 100;
    const starts = createWorkStarts(() => time);
    starts.started('page');
    time = 150;
    starts.started('page'); // another visitor finds the same stale entry meanwhile
    time = 300;
    expect(starts.writtenAsOf('page')).toBe(100);
    time = 400;
    expect(starts.writtenAsOf('page')).toBe(400);
  });

  it('forgets a start older than any work takes (its work failed and wrote nothing)', () => {
    let time = 0;
    const starts = createWorkStarts(() => time);
    starts.started('page');
    time = longestWorkMs + 1;
    starts.started('page');
    time += 10;
    expect(starts.writtenAsOf('page')).toBe(longestWorkMs + 1);
    starts.started('other');
    time += longestWorkMs + 1;
    expect(starts.writtenAsOf('other')).toBe(time);
  });
});

describe('waiting for the renders begun before a publish', () => {
  it('resolves at once without one, after the write of the last one, and false after its time for one that never writes', async () => {
    const starts = createWorkStarts();
    starts.started('fetch-jobs', 'FETCH'); // a read of the data cache is no render: never waited for
    expect(await starts.settled(Date.now() + 1, 1_000)).toBe(true);

    starts.started('/karriere', 'APP_PAGE');
    starts.started('/sitemap.xml', 'APP_ROUTE');
    const publish = Date.now() + 1;
    await later();
    starts.started('/news', 'APP_PAGE'); // began after the publish: its own
    const settling = starts.settled(publish, 2_000);
    let settled = false;
    void settling.then(() => (settled = true));
    starts.writtenAsOf('/karriere');
    starts.wrote('/karriere');
    await later();
    starts.writtenAsOf('/sitemap.xml'); // being written: still under way
    await later();
    expect(settled).toBe(false);
    starts.wrote('/sitemap.xml');
    expect(await settling).toBe(true);

    starts.started('/downloads', 'APP_PAGE'); // a render that fails writes nothing
    const started = performance.now();
    expect(await starts.settled(Date.now() + 1, 100)).toBe(false);
    expect(performance.now() - started).toBeGreaterThanOrEqual(90);
  });
});

describe('the cache handler’s stamps', () => {
  it('a read of the CMS that began before a revalidation and is written after it is expired by it', async () => {
    const handler = instance();
    expect(await handler.get('fetch-jobs', fetchContext)).toBeNull(); // the read begins: nothing cached
    const began = Date.now();
    await later();
    await handler.revalidateTag('jobs', { expire: 0 }); // the webhook of a publish
    await later();
    await handler.set('fetch-jobs', fetchEntry('{"data":["before the publish"]}'), fetchContext);
    const entry = await handler.get('fetch-jobs', fetchContext);
    expect(entry?.lastModified).toBeLessThanOrEqual(began);
    expect(expiredFor(['jobs'], entry?.lastModified ?? 0)).toBe(true);
  });

  it('a background re-render of a stale page that began before a revalidation is expired by it; the render after it is not', async () => {
    const handler = instance();
    await handler.set('/karriere', page('<p>old</p>'), pageContext);
    await later();
    await handler.revalidateTag('jobs', {}); // stale: served once more, re-rendered in the background
    expect((await handler.get('/karriere', pageContext))?.value).toMatchObject({ html: '<p>old</p>' });
    await later();
    await handler.revalidateTag('jobs', { expire: 0 }); // a publish while the re-render runs
    await later();
    await handler.set('/karriere', page('<p>still old</p>'), pageContext);
    const written = await handler.get('/karriere', pageContext); // a visitor: the render that follows starts now
    expect(expiredFor(['jobs'], written?.lastModified ?? 0)).toBe(true);

    await handler.set('/karriere', page('<p>new</p>'), pageContext);
    const renewed = await handler.get('/karriere', pageContext);
    expect(renewed?.value).toMatchObject({ html: '<p>new</p>' });
    expect(expiredFor(['jobs'], renewed?.lastModified ?? 0)).toBe(false);
  });

  it('a render begun after another instance’s publish, but before this one learned of it, is expired by it', async () => {
    const handler = instance();
    await handler.set('/karriere', page('<p>old</p>'), pageContext);
    await later();
    await handler.revalidateTag('jobs', {}); // stale: a visitor's render begins in the background
    const publish = Date.now(); // meanwhile another instance expires the tag ...
    await later();
    expect(await handler.get('/karriere', pageContext)).toMatchObject({ value: { html: '<p>old</p>' } }); // ... judged stale, not expired
    await later();
    mergeTagStates({ jobs: JSON.stringify({ stale: publish, expired: publish }) }); // ... and this one hears of it through Redis
    await handler.set('/karriere', page('<p>perhaps from the data cache before the publish</p>'), pageContext);
    const written = await handler.get('/karriere', pageContext);
    expect(written?.lastModified).toBeLessThan(publish);
    expect(expiredFor(['jobs'], written?.lastModified ?? 0)).toBe(true);

    await handler.set('/karriere', page('<p>new</p>'), pageContext); // begun after this instance knew
    expect(expiredFor(['jobs'], (await handler.get('/karriere', pageContext))?.lastModified ?? 0)).toBe(false);
  });

  it('a stale mark after a publish (a webhook while the CMS failed, Next.js’s `max`) does not undo the publish’s expiry', async () => {
    const handler = instance();
    await handler.set('/karriere', page('<p>before the publish</p>'), pageContext);
    await later();
    await handler.revalidateTag('jobs', { expire: 0 });
    const { expired } = tagsManifest.get('jobs')!;
    await later();
    await handler.revalidateTag('jobs', { expire: 31_536_000 });
    expect(tagsManifest.get('jobs')?.expired).toBe(expired);
    expect(expiredFor(['jobs'], (await handler.get('/karriere', pageContext))?.lastModified ?? 0)).toBe(true);
  });

  it('an entry written with no work known (a fresh hit before) keeps the time of its writing', async () => {
    const handler = instance();
    await handler.set('fetch-fresh', fetchEntry('{}'), fetchContext);
    const before = Date.now();
    await handler.get('fetch-fresh', fetchContext); // fresh: no work begins
    await later();
    await handler.set('fetch-fresh', fetchEntry('{"again":true}'), fetchContext);
    expect((await handler.get('fetch-fresh', fetchContext))?.lastModified).toBeGreaterThan(before);
  });
});
