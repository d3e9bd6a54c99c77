import { isLocale, type Locale } from '@/lib/routing/locales';
import { isNewsCategoryFilter, newsCategoryFilters, type NewsCategoryFilter } from './news-category-filter';
import type { NewsDate } from './news-date';
import { parseNewsPageNumber } from './news-list-routes';
import type { NewsTeaser, NewsTeaserPage } from './news-teaser';

/**
 * The contract of the site's own news endpoint, `GET /api/news/?locale=de&category=fair&page=2`,
 * which the list's "show more" reads in the browser (never the CMS): the same page of the same list
 * as the page at `/news/kategorie/messen/seite/2/` shows, as `{ items, page, pageCount }`.
 */
export const newsApiPath = '/api/news/';

export interface NewsApiQuery {
  locale: Locale;
  filter: NewsCategoryFilter;
  /** From 1. */
  page: number;
}

/** The address of a page of the endpoint. */
export function newsApiUrl(query: NewsApiQuery): string {
  const params = new URLSearchParams({ locale: query.locale });
  if (query.filter !== 'all') params.set('category', query.filter);
  params.set('page', String(query.page));
  return `${newsApiPath}?${params}`;
}

/** Reads a page of the endpoint (in the browser); a failed answer is an error with its status. */
export async function readNewsPage(url: string, signal: AbortSignal): Promise<NewsTeaserPage> {
  const response = await fetch(url, { headers: { Accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`The news endpoint answered ${response.status}`);
  return parseNewsTeaserPage(await response.json());
}

/** The query of a request to the endpoint, or why it is refused. Without `page` it is page 1. */
export function parseNewsApiQuery(params: URLSearchParams): { query: NewsApiQuery } | { error: string } {
  const locale = params.get('locale');
  if (!isLocale(locale)) return { error: 'locale must be de or en' };
  const filter = params.get('category') ?? 'all';
  if (!isNewsCategoryFilter(filter)) return { error: `category must be one of ${newsCategoryFilters.join(', ')}` };
  const pageParameter = params.get('page');
  const page = pageParameter === null || pageParameter === '1' ? 1 : parseNewsPageNumber(pageParameter);
  if (page === undefined) return { error: 'page must be a page number from 1' };
  return { query: { locale, filter, page } };
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isStringOrNull = (value: unknown): value is string | null => value === null || isString(value);

const isNewsDate = (value: unknown): value is NewsDate =>
  typeof value === 'object' && value !== null && isString((value as Partial<NewsDate>).dateTime) && isString((value as Partial<NewsDate>).text);

function isNewsTeaser(value: unknown): value is NewsTeaser {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Partial<Record<keyof NewsTeaser, unknown>>;
  const image = item.image as Partial<Record<keyof NonNullable<NewsTeaser['image']>, unknown>> | null | undefined;
  return (
    [item.id, item.href, item.title].every(isString) &&
    isStringOrNull(item.teaser) &&
    (item.published === null || isNewsDate(item.published)) &&
    (item.category === null || (isNewsCategoryFilter(item.category) && item.category !== 'all')) &&
    (image === null || (typeof image === 'object' && isString(image.src) && isString(image.alt) && typeof image.svg === 'boolean'))
  );
}

const isPageNumber = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1;

/** An answer of the endpoint, checked before the list shows it; throws when it is not one. */
export function parseNewsTeaserPage(body: unknown): NewsTeaserPage {
  const page = body as { items?: unknown; page?: unknown; pageCount?: unknown } | null;
  if (
    typeof page !== 'object' ||
    page === null ||
    !Array.isArray(page.items) ||
    !page.items.every(isNewsTeaser) ||
    !isPageNumber(page.page) ||
    !isPageNumber(page.pageCount)
  ) {
    throw new Error('The news endpoint answered with something that is not a page of news');
  }
  return { items: page.items, page: page.page, pageCount: page.pageCount };
}
