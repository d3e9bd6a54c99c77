import 'server-only';
import type { Locale } from '@/lib/routing/locales';
import type { BackendClient } from './client';
import { backendClient } from './connection';
import { selectRecord, type BackendQuery, type RecordSelector } from './query';
import { assignRecordSlugs } from './record-slug';
import { toNewsItem, type NewsCategory, type NewsItem, type NewsRecord } from './resources/news-item';

export type { NewsCategory, NewsItem } from './resources/news-item';

const newsInclude = ['image', 'articlePdf'];

function newsQuery(locale: Locale, filter: { category?: NewsCategory }, size: number): BackendQuery {
  return { filter: { locale, ...filter }, sort: '-publishedAt', include: newsInclude, page: { size } };
}

/** Every news record of a language, newest first. */
function listNewsRecords(locale: Locale, client: BackendClient): Promise<NewsRecord[]> {
  return client.list('news', newsQuery(locale, {}, 50));
}

/**
 * Every news item of a language (of one category, when given), newest first. The clean slugs are
 * given over all news of the language, so an article's path is the same in every list.
 */
export async function listNews(
  locale: Locale,
  filter: { category?: NewsCategory } = {},
  client: BackendClient = backendClient(),
): Promise<NewsItem[]> {
  const records = await listNewsRecords(locale, client);
  const slugs = assignRecordSlugs(records);
  return records
    .filter((record) => filter.category === undefined || record.category === filter.category)
    .map((record) => toNewsItem(record, slugs.get(record.id) as string, client.fileUrl));
}

/** One page of news, for reading page by page ("show more"). */
export interface NewsPage {
  items: NewsItem[];
  /** The cursor of the next page (`readNewsPage(…, { cursor })`), null on the last page. */
  next: string | null;
  prev: string | null;
}

/**
 * A page of news of a language: the first page of `size` items, or the page a cursor of an earlier
 * page points to. A cursor holds no origin and no credential, so it may travel through the browser;
 * `pageAt` refuses any that does not read news below `BACKEND_URL`.
 */
export async function readNewsPage(
  locale: Locale,
  options: { size: number; category?: NewsCategory; cursor?: string },
  client: BackendClient = backendClient(),
): Promise<NewsPage> {
  const { size, category, cursor } = options;
  const [page, all] = await Promise.all([
    cursor === undefined
      ? client.page('news', newsQuery(locale, category === undefined ? {} : { category }, size))
      : client.pageAt('news', cursor),
    listNewsRecords(locale, client),
  ]);
  const records = page.records.filter((record) => record.locale === locale);
  // A record the (cached) list does not hold yet still gets a slug.
  const known = new Set(all.map((record) => record.id));
  const slugs = assignRecordSlugs([...all, ...records.filter((record) => !known.has(record.id))]);
  return {
    items: records.map((record) => toNewsItem(record, slugs.get(record.id) as string, client.fileUrl)),
    next: page.next,
    prev: page.prev,
  };
}

/** One news item of a language, by its clean slug or its translation key, or undefined when there is none. */
export async function findNewsItem(locale: Locale, selector: RecordSelector, client: BackendClient = backendClient()): Promise<NewsItem | undefined> {
  return selectRecord(await listNews(locale, {}, client), selector);
}
