import 'server-only';
import type { Locale } from '@/lib/routing/locales';
import type { BackendClient } from '../cms/client';
import { backendClient } from '../cms/connection';
import { selectRecord, type BackendQuery, type RecordSelector } from '../cms/query';
import { assignRecordSlugs } from './record-slug';
import { toNewsItem, type NewsCategory, type NewsItem, type NewsRecord } from '../cms/resources/news-item';

export type { NewsCategory, NewsItem } from '../cms/resources/news-item';

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

/** One news item of a language, by its clean slug or its translation key, or undefined when there is none. */
export async function findNewsItem(locale: Locale, selector: RecordSelector, client: BackendClient = backendClient()): Promise<NewsItem | undefined> {
  return selectRecord(await listNews(locale, {}, client), selector);
}
