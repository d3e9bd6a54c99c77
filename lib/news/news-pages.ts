import 'server-only';
import { BackendError } from '@/lib/backend/backend-error';
import { readNewsPage } from '@/lib/backend/news';
import type { Locale } from '@/lib/routing/locales';
import { newsPageSize, parseNewsApiQuery } from './news-api';
import { categoryOfFilter, newsCategoryFilters, type NewsCategoryFilter } from './news-category-filter';
import { toNewsTeaser, type NewsTeaserPage } from './news-teaser';

type ReadNewsPage = typeof readNewsPage;

/**
 * The first page of teasers of every choice of the category filter, as the news list renders them:
 * the island switches between them without a request, and "show more" goes on from their cursors.
 */
export async function readFirstNewsPages(locale: Locale, read: ReadNewsPage = readNewsPage): Promise<Record<NewsCategoryFilter, NewsTeaserPage>> {
  const pages = await Promise.all(
    newsCategoryFilters.map(async (filter) => {
      const category = categoryOfFilter(filter);
      const page = await read(locale, { size: newsPageSize, ...(category && { category }) });
      return [filter, { items: page.items.map((item) => toNewsTeaser(item, locale)), next: page.next }] as const;
    }),
  );
  return Object.fromEntries(pages) as Record<NewsCategoryFilter, NewsTeaserPage>;
}

export type NewsPageAnswer = { status: 200; body: NewsTeaserPage } | { status: 400 | 502; body: { error: string } };

/**
 * What `GET /api/news/` answers: a page of teasers of a language (of a category; the first page, or
 * the one a cursor points to), 400 for a malformed query, or 502 when the backend fails. The answer
 * holds only what the list shows: no body, no backend address, no credential.
 */
export async function answerNewsPageRequest(params: URLSearchParams, read: ReadNewsPage = readNewsPage): Promise<NewsPageAnswer> {
  const parsed = parseNewsApiQuery(params);
  if ('error' in parsed) return { status: 400, body: { error: parsed.error } };
  const { locale, category, cursor } = parsed.query;
  try {
    const page = await read(locale, { size: newsPageSize, ...(category && { category }), ...(cursor !== undefined && { cursor }) });
    return { status: 200, body: { items: page.items.map((item) => toNewsTeaser(item, locale)), next: page.next } };
  } catch (error) {
    if (!(error instanceof BackendError)) throw error;
    // The message names the request path relative to BACKEND_URL and the status, never the credential.
    console.warn(`[news] a page of news could not be read: ${error.message}`);
    return { status: 502, body: { error: 'The news could not be read. Please try again later.' } };
  }
}
