import { readdirSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/lib/cms/backend-error';
import type { StoreCollection } from '@/lib/content-store/collections';
import { createContentStore, type CollectionUpdate, type ContentStoreOptions } from '@/lib/content-store/content-store';
import { writeCopyFile } from '@/lib/content-store/copy-files';
import { recordDigest } from '@/lib/content-store/stored-records';
import { article, folder, job, later, update } from './store-records';

vi.mock('server-only', () => ({}));

afterEach(() => vi.restoreAllMocks());

const source = 'http://cms.example.com/v1/';

/** What a store fills a collection with that it finds nowhere: the records given for it, read whole now. */
function filling(records: Partial<Record<StoreCollection, ReturnType<typeof article>[]>>): ContentStoreOptions['fill'] {
  return async (collection) => update(collection, records[collection] ?? [], { whole: true });
}

const storeWith = (records: Partial<Record<StoreCollection, ReturnType<typeof article>[]>>, options: Partial<ContentStoreOptions> = {}) =>
  createContentStore({ source, fileUrl: (url) => url, folders: { live: folder('store') }, fill: filling(records), log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() }, ...options });

const twentyArticles = () => [...Array.from({ length: 20 }, (_, index) => article(index + 1)), article(1, { locale: 'en' })];

describe('a change of the content store', () => {
  it('of one new article renews its page, the pages of the lists it joins or moves, the feed and the sitemap: no other article’s page', async () => {
    const store = storeWith({ news: twentyArticles() });
    await store.snapshots();
    const { change } = await store.apply(update('news', [article(21)]), ['de-21']);
    expect(change.records).toEqual([{ id: 'de-21', locale: 'de', paths: ['/news/meldung-21/'] }]);
    expect(change.paths).toEqual(expect.arrayContaining(['/news/meldung-21/', '/news/', '/news/seite/2/', '/news/seite/4/', '/news/kategorie/messen/', '/rss/de.xml', '/sitemap.xml']));
    expect(change.paths.filter((path) => /^\/(en\/)?news\/meldung-\d+\/$/.test(path))).toEqual(['/news/meldung-21/']);
    // The English lists show the same news as before; only the alternates of page 4 (a German page the English list lacks) are German.
    expect(change.paths.filter((path) => path.startsWith('/en/'))).toEqual([]);
    expect((await store.snapshots()).news.de.items[0]?.id).toBe('de-21');
  });

  it('of an article’s body renews its page alone; of its title, its page, the lists that show it, the feed; of nothing, nothing', async () => {
    const store = storeWith({ news: twentyArticles() });
    await store.snapshots();
    expect((await store.apply(update('news', [article(7, { body: '<p>Neu.</p>' })]), ['de-7'])).change.paths).toEqual(['/news/meldung-7/']);
    const retitled = (await store.apply(update('news', [article(7, { body: '<p>Neu.</p>', title: 'Meldung sieben' })]), ['de-7'])).change.paths;
    // Every article is a fair report here: the fourteenth newest of twenty is on page 3 of both lists.
    expect(retitled.sort()).toEqual(['/news/meldung-7/', '/news/seite/3/', '/news/kategorie/messen/seite/3/', '/rss/de.xml'].sort());
    const unchanged = await store.apply(update('news', [article(7, { body: '<p>Neu.</p>', title: 'Meldung sieben' })]));
    expect(unchanged.change).toEqual({ collection: 'news', paths: [], records: [] });
  });

  it('of a job offer renews the pages that list it among the further vacancies too', async () => {
    const store = storeWith({ jobs: Array.from({ length: 8 }, (_, index) => job(index + 1)) });
    await store.snapshots();
    const { change } = await store.apply(update('jobs', [job(3, { title: 'Stelle drei (m/w/d)' })]), ['de-3']);
    // Each page lists the five newest others: job 3 is among them on the pages of jobs 8 to 4, not of 2 and 1.
    expect(change.paths.sort()).toEqual(['/karriere-lumoplast/stellenangebote/', ...[3, 4, 5, 6, 7, 8].map((n) => `/karriere-lumoplast/stellenangebote/stelle-${n}/`)].sort());
  });
});

describe('the addresses a record has had', () => {
  it('keep a renamed record’s former address, leading to its current one, also after a second rename; the change names both', async () => {
    const store = storeWith({ news: twentyArticles() });
    await store.snapshots();
    const renamed = await store.apply(update('news', [article(5, { slug: 'fuenf' })]), ['de-5']);
    expect(renamed.change.records).toEqual([{ id: 'de-5', locale: 'de', paths: ['/news/fuenf/', '/news/meldung-5/'] }]);
    expect(renamed.change.paths).toEqual(expect.arrayContaining(['/news/fuenf/', '/news/meldung-5/']));
    await store.apply(update('news', [article(5, { slug: 'fuenf-neu' })]), ['de-5']);
    const { formerSlugs } = (await store.snapshots()).news.de;
    expect([formerSlugs.get('meldung-5'), formerSlugs.get('fuenf')]).toEqual(['fuenf-neu', 'fuenf-neu']);
  });

  it('lead nowhere once the record is withdrawn, and no longer once another record takes them', async () => {
    const store = storeWith({ news: twentyArticles() });
    await store.snapshots();
    await store.apply(update('news', [article(5, { slug: 'fuenf' })]));
    const withdrawn = await store.apply(update('news', [], { withdrawn: ['de-5'] }), ['de-5']);
    expect(withdrawn.change.records).toEqual([{ id: 'de-5', locale: 'de', paths: ['/news/fuenf/', '/news/meldung-5/'] }]);
    expect(withdrawn.change.paths).toEqual(expect.arrayContaining(['/news/fuenf/', '/news/seite/3/']));
    const news = (await store.snapshots()).news.de;
    expect([news.bySlug.has('fuenf'), news.formerSlugs.has('meldung-5')]).toEqual([false, false]);
    await store.apply(update('news', [article(5, { slug: 'fuenf' }), article(6, { slug: 'meldung-5' })]));
    const taken = (await store.snapshots()).news.de;
    expect(taken.bySlug.get('meldung-5')?.id).toBe('de-6');
    expect(taken.formerSlugs.has('meldung-5')).toBe(false);
    expect(taken.formerSlugs.get('meldung-6')).toBe('meldung-5');
  });
});

describe('a record withdrawn before a publish names it', () => {
  it('still has its addresses named and renewed: the tombstone keeps them for a day', async () => {
    const store = storeWith({ news: twentyArticles() });
    await store.snapshots();
    await store.apply(update('news', [article(9, { slug: 'neun' })]));
    // Withdrawn by another publish's reading (its addresses read showed it gone), then named by its own.
    await store.apply(update('news', [], { withdrawn: ['de-9'] }));
    const named = await store.apply(update('news', [], { withdrawn: ['de-9'] }), ['de-9']);
    expect(named.change.records).toEqual([{ id: 'de-9', locale: 'de', paths: ['/news/neun/', '/news/meldung-9/'] }]);
    expect(named.change.paths).toEqual(expect.arrayContaining(['/news/neun/', '/news/meldung-9/']));
  });
});

describe('reads that overtake each other', () => {
  it('keep the record of the later read, and a withdrawal from an earlier read brings back nothing', async () => {
    const store = storeWith({ news: twentyArticles() });
    await store.snapshots();
    const earlier = later();
    const laterRead = later();
    await store.apply(update('news', [article(3, { title: 'Neuer Titel' })], { readAt: laterRead }));
    await store.apply(update('news', [article(3, { title: 'Alter Titel' })], { readAt: earlier }));
    expect((await store.snapshots()).news.de.bySlug.get('meldung-3')?.title).toBe('Neuer Titel');
    await store.apply(update('news', [], { withdrawn: ['de-3'] }));
    await store.apply(update('news', [article(3, { title: 'Von vorher' })], { readAt: laterRead - 1 }));
    expect((await store.snapshots()).news.de.bySlug.has('meldung-3')).toBe(false);
  });

  it('take a whole reading for the collection: every record it lacks is withdrawn', async () => {
    const store = storeWith({ news: twentyArticles() });
    await store.snapshots();
    const { change } = await store.apply(update('news', twentyArticles().filter((record) => record.id !== 'de-12'), { whole: true }));
    expect(change.records.map((record) => record.id)).toEqual(['de-12']);
    expect((await store.snapshots()).news.de.items).toHaveLength(19);
  });
});

describe('where the store keeps its copy', () => {
  it('fills a collection it finds nowhere from its source, once, and keeps it in its data folder', async () => {
    const live = folder('live');
    const fill = vi.fn(filling({ news: twentyArticles() }));
    const store = storeWith({}, { folders: { live }, fill });
    expect((await store.snapshots()).news.de.items).toHaveLength(20);
    await store.snapshots();
    expect(fill).toHaveBeenCalledTimes(3);
    await vi.waitFor(() => expect(readdirSync(live).sort()).toEqual(['downloads.json', 'jobs.json', 'news.json']));
  });

  it('serves after a restart what it had, while its source fails, without reading it', async () => {
    const live = folder('live');
    const first = storeWith({ news: twentyArticles() }, { folders: { live } });
    await first.snapshots();
    await first.apply(update('news', [article(21)]));
    await vi.waitFor(async () => expect((await import('node:fs')).readFileSync(`${live}/news.json`, 'utf8')).toContain('de-21'));
    const down = vi.fn(async (): Promise<CollectionUpdate> => {
      throw new BackendError({ method: 'GET', target: 'news', status: 0, reason: 'connect ECONNREFUSED' });
    });
    const restarted = storeWith({}, { folders: { live }, fill: down });
    expect((await restarted.snapshots()).news.de.items.map((item) => item.id)).toContain('de-21');
    expect(down).not.toHaveBeenCalled();
  });

  it('starts from the newer of its data folder’s copy and the build’s, and never from a copy of another source', async () => {
    const [live, build] = [folder('live'), folder('build')];
    const copy = (records: ReturnType<typeof article>[], syncedAt: number, of = source) => ({
      collection: 'news' as const,
      source: of,
      syncedAt,
      fullSyncAt: syncedAt,
      entries: new Map(records.map((record) => [record.id, { raw: record, digest: record.id, readAt: syncedAt, former: {} }])),
    });
    await writeCopyFile(live, copy([article(1)], 1_000));
    await writeCopyFile(build, copy([article(2)], 2_000));
    const other = folder('other');
    await writeCopyFile(other, copy([article(3)], 3_000, 'http://another-cms.example/v1/'));
    expect((await storeWith({}, { folders: { live, build } }).snapshots()).news.de.items.map((item) => item.id)).toEqual(['de-2']);
    expect((await storeWith({}, { folders: { live: other } }).snapshots()).news.de.items).toEqual([]);
  });

  it('names what it serves beyond the build’s copy, to renew the pages the build made from it; nothing when it starts from the build’s own', async () => {
    const [live, build] = [folder('live'), folder('build')];
    const news = (records: ReturnType<typeof article>[], syncedAt: number) => ({
      collection: 'news' as const,
      source,
      syncedAt,
      fullSyncAt: syncedAt,
      entries: new Map(records.map((record) => [record.id, { raw: record, digest: recordDigest(record), readAt: syncedAt, former: {} }])),
    });
    const built = twentyArticles();
    await writeCopyFile(build, news(built, 1_000));
    expect(await storeWith({}, { folders: { live: folder('empty'), build } }).changesSinceBuild()).toEqual([]);

    // The instance synced a new title of article 7 after the build was made, and starts again beside the same build.
    await writeCopyFile(live, news([...built.filter((record) => record.id !== 'de-7'), article(7, { title: 'Meldung sieben' })], 2_000));
    const store = storeWith({}, { folders: { live, build } });
    expect((await store.snapshots()).news.de.bySlug.get('meldung-7')?.title).toBe('Meldung sieben');
    const [change, ...more] = await store.changesSinceBuild();
    expect(more).toEqual([]);
    expect(change?.collection).toBe('news');
    expect(change?.paths).toEqual(expect.arrayContaining(['/news/meldung-7/', '/news/seite/3/', '/rss/de.xml']));
    expect(change?.paths).not.toContain('/news/meldung-8/');
    expect(change?.paths.filter((path) => path.startsWith('/en/'))).toEqual([]);
  });

  it('answers with empty collections when it finds no copy and its source fails, and says so, rather than failing every page', async () => {
    const warn = vi.fn();
    const down = async (): Promise<CollectionUpdate> => {
      throw new BackendError({ method: 'GET', target: 'jobs', status: 504, reason: 'no answer within 25000 ms' });
    };
    const store = storeWith({}, { fill: down, log: { info: vi.fn(), warn, error: vi.fn() } });
    expect((await store.snapshots()).jobs.de.items).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('the jobs could not be read'));
  });
});
