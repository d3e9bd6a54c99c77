import 'server-only';
import type { Locale } from '@/lib/routing/locales';
import type { BackendClient } from './client';
import { backendClient } from './connection';
import type { BackendQuery, RecordSelector } from './query';
import { toNewsItem, type NewsCategory, type NewsItem } from './resources/news-item';

export type { NewsCategory, NewsItem } from './resources/news-item';

const newsInclude = ['image', 'articlePdf'];

function newsQuery(locale: Locale, filter: { category?: NewsCategory; slug?: string; translationKey?: string }, size: number): BackendQuery {
  return { filter: { locale, ...filter }, sort: '-publishedAt', include: newsInclude, page: { size } };
}

/** Every news item of a language (of one category, when given), newest first. */
export async function listNews(
  locale: Locale,
  filter: { category?: NewsCategory } = {},
  client: BackendClient = backendClient(),
): Promise<NewsItem[]> {
  const records = await client.list('news', newsQuery(locale, filter, 50));
  return records.map((record) => toNewsItem(record, client.fileUrl));
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
  const page =
    cursor === undefined
      ? await client.page('news', newsQuery(locale, category === undefined ? {} : { category }, size))
      : await client.pageAt('news', cursor);
  return {
    items: page.records.filter((record) => record.locale === locale).map((record) => toNewsItem(record, client.fileUrl)),
    next: page.next,
    prev: page.prev,
  };
}

/** One news item of a language, or undefined when there is none (or it is invalid). */
export async function findNewsItem(locale: Locale, selector: RecordSelector, client: BackendClient = backendClient()): Promise<NewsItem | undefined> {
  const { records } = await client.page('news', newsQuery(locale, selector, 1));
  const first = records[0];
  return first ? toNewsItem(first, client.fileUrl) : undefined;
}
