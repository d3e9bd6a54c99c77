import 'server-only';
import { BackendError } from '@/lib/cms/backend-error';
import type { BackendClient } from '@/lib/cms/client';
import { listNews, type NewsItem } from '@/lib/records/news-items';
import { otherLocale, type Locale } from '@/lib/routing/locales';
import { parseNewsApiQuery } from './news-api';
import { categoryOfFilter, type NewsCategoryFilter } from './news-category-filter';
import { newsListSizes, newsOfPage, newsPageCount, type NewsListLocation } from './news-list-routes';
import { toNewsTeaser, type NewsTeaserPage } from './news-teaser';

type ListNews = (locale: Locale, filter: { category?: NonNullable<NewsItem['category']> }, client?: BackendClient) => Promise<NewsItem[]>;

/** Every news item of a list in a language, newest first (all news, or those of a category). */
export function readNewsList(locale: Locale, filter: NewsCategoryFilter, client?: BackendClient, list: ListNews = listNews): Promise<NewsItem[]> {
  const category = categoryOfFilter(filter);
  return list(locale, category ? { category } : {}, client);
}

/**
 * One page of a list as the page and the endpoint show it, or undefined for a page beyond the last
 * (page 1 always exists: an empty list shows that it is empty).
 */
export function newsTeaserPage(items: readonly NewsItem[], locale: Locale, page: number): NewsTeaserPage | undefined {
  const pageCount = newsPageCount(items.length);
  if (page < 1 || page > pageCount) return undefined;
  return { items: newsOfPage(items, page).map((item) => toNewsTeaser(item, locale)), page, pageCount };
}

/** What a page of the news list shows, and in which languages the same page exists (for its alternates). */
export interface NewsListPageData extends NewsTeaserPage {
  location: NewsListLocation;
  /** The languages that have this page of this list: page 1 always, a further page where that language has enough news. */
  languages: readonly Locale[];
}

/**
 * A page of a news list, read for the page that renders it: its teasers, the number of pages and the
 * languages it exists in. Undefined for a page beyond the last one.
 */
export async function readNewsListPage(
  locale: Locale,
  location: NewsListLocation,
  client?: BackendClient,
  list: ListNews = listNews,
): Promise<NewsListPageData | undefined> {
  const [items, others] = await Promise.all([
    readNewsList(locale, location.filter, client, list),
    readNewsList(otherLocale(locale), location.filter, client, list),
  ]);
  const page = newsTeaserPage(items, locale, location.page);
  if (!page) return undefined;
  const otherHasPage = location.page <= newsPageCount(others.length);
  return { ...page, location, languages: otherHasPage ? [locale, otherLocale(locale)] : [locale] };
}

/** How many news each list of a language holds (for `generateStaticParams` of the further pages). */
export async function readNewsListSizes(locale: Locale, client?: BackendClient, list: ListNews = listNews) {
  return newsListSizes(await list(locale, {}, client));
}

export type NewsPageAnswer = { status: 200; body: NewsTeaserPage } | { status: 400 | 404 | 502; body: { error: string } };

/**
 * What `GET /api/news/` answers: a page of teasers of a list in a language (the same as the list's page
 * at its address shows), 400 for a malformed query, 404 for a page beyond the last, or 502 when the
 * backend fails. The answer holds only what the list shows: no body, no backend address, no credential.
 */
export async function answerNewsPageRequest(params: URLSearchParams, list: ListNews = listNews): Promise<NewsPageAnswer> {
  const parsed = parseNewsApiQuery(params);
  if ('error' in parsed) return { status: 400, body: { error: parsed.error } };
  const { locale, filter, page } = parsed.query;
  try {
    const answer = newsTeaserPage(await readNewsList(locale, filter, undefined, list), locale, page);
    return answer ? { status: 200, body: answer } : { status: 404, body: { error: `the list has no page ${page}` } };
  } catch (error) {
    if (!(error instanceof BackendError)) throw error;
    // The message names the request path relative to BACKEND_URL and the status, never the credential.
    console.warn(`[news] a page of news could not be read: ${error.message}`);
    return { status: 502, body: { error: 'The news could not be read. Please try again later.' } };
  }
}
