import 'server-only';
import type { Locale } from '@/lib/routing/locales';
import type { BackendClient } from '../cms/client';
import { backendClient } from '../cms/connection';
import { selectRecord, type BackendQuery, type RecordSelector } from '../cms/query';
import { assignRecordSlugs } from './record-slug';
import { addressesTag } from './tags';
import { BackendError } from '../cms/backend-error';
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

/** Where an article is: its record, its clean slug and the key it shares with its translation. */
export interface NewsAddress {
  id: string;
  locale: Locale;
  slug: string;
  translationKey: string;
}

/** What the addresses read asks of each record: what slugs are given by (`assignRecordSlugs`) and the translation key. */
const addressFields = ['locale', 'slug', 'title', 'publishedAt', 'translationKey'];

/**
 * The address of every news article of a language: only the fields that give slugs, tagged with the
 * type's addresses tag, not its list tag. An article's page reads this and its own record, so a publish
 * of another article (which expires the list) leaves it as it is.
 */
export async function listNewsAddresses(locale: Locale, client: BackendClient): Promise<NewsAddress[]> {
  const records = await client.list(
    'news',
    { filter: { locale }, sort: '-publishedAt', fields: { news: addressFields }, page: { size: 50 } },
    { cacheTags: [addressesTag('news')] },
  );
  const slugs = assignRecordSlugs(records);
  return records.map((record) => ({ id: record.id, locale: record.locale, slug: slugs.get(record.id) as string, translationKey: record.translationKey ?? `news/${record.id}` }));
}

/** One news record by its id, with its image and PDF, as an article's page reads it (tagged with the record's own tag). */
export function readNewsRecord(id: string, client: BackendClient): Promise<NewsRecord | undefined> {
  return client.one('news', id, { include: newsInclude });
}

/**
 * The article at a clean slug and where its translation is, read as its page reads it: the addresses,
 * then the one record (tagged with its own tag). Undefined when no article of the language has the slug.
 * When the CMS fails those reads (never made before: an article published during an outage), the page
 * is built from the lists the site last read, as every list page is (`last-known-reads.ts`).
 */
export async function readNewsArticle(
  locale: Locale,
  otherLocale: Locale,
  slug: string,
  addressClient: BackendClient,
  client: BackendClient,
): Promise<{ item: NewsItem; translation: Pick<NewsItem, 'locale' | 'slug'> | undefined } | undefined> {
  try {
    const [addresses, otherAddresses] = await Promise.all([listNewsAddresses(locale, addressClient), listNewsAddresses(otherLocale, addressClient)]);
    const address = addresses.find((candidate) => candidate.slug === slug);
    if (!address) return undefined;
    const record = await readNewsRecord(address.id, client);
    if (!record || record.locale !== locale) return undefined;
    return {
      item: toNewsItem(record, address.slug, client.fileUrl),
      translation: otherAddresses.find((candidate) => candidate.translationKey === address.translationKey),
    };
  } catch (error) {
    if (!(error instanceof BackendError)) throw error;
    const item = await findNewsItem(locale, { slug }, client);
    const translation = item && (await findNewsItem(otherLocale, { translationKey: item.translationKey }, client));
    return item && { item, translation };
  }
}
