import type { NewsItem } from '@/lib/cms/resources/news-item';
import type { Locale } from '@/lib/routing/locales';
import { parseNewsApiQuery } from './news-api';
import type { NewsListLocation } from './news-list-routes';
import { newsOfPage, newsPageCount } from './news-list-routes';
import { toNewsTeaser, type NewsTeaserPage } from './news-teaser';

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

export type NewsPageAnswer = { status: 200; body: NewsTeaserPage } | { status: 400 | 404; body: { error: string } };

/**
 * What `GET /api/news/` answers: a page of teasers of a list in a language (the same as the list's page
 * at its address shows, from `page`), 400 for a malformed query, 404 for a page beyond the last. The
 * answer holds only what the list shows: no body, no backend address, no credential.
 */
export async function answerNewsPageRequest(params: URLSearchParams, page: (locale: Locale, location: NewsListLocation) => Promise<NewsTeaserPage | undefined>): Promise<NewsPageAnswer> {
  const parsed = parseNewsApiQuery(params);
  if ('error' in parsed) return { status: 400, body: { error: parsed.error } };
  const { locale, filter, page: number } = parsed.query;
  const answer = await page(locale, { filter, page: number });
  return answer ? { status: 200, body: { items: answer.items, page: answer.page, pageCount: answer.pageCount } } : { status: 404, body: { error: `the list has no page ${number}` } };
}
