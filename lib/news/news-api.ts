import type { NewsCategory } from '@/lib/backend/resources/news-item';
import { isLocale, type Locale } from '@/lib/routing/locales';
import { categoryOfFilter, isNewsCategoryFilter, newsCategoryFilters } from './news-category-filter';
import type { NewsTeaser, NewsTeaserPage } from './news-teaser';

/**
 * The contract of the site's own news endpoint, `GET /api/news/?locale=de&category=fair&cursor=…`,
 * which the list's "show more" reads in the browser (never the CMS). It answers
 * `{ items: NewsTeaser[], next: string | null }`; `next` is the cursor of the page after.
 */
export const newsApiPath = '/api/news/';

/** How many news a page of the list holds: the first (rendered by the server) and every further one. */
export const newsPageSize = 6;

/** A cursor is a path below the backend's base URL (`news?page%5Bnumber%5D=2…`), never longer than this. */
const maxCursorLength = 2000;

export interface NewsApiQuery {
  locale: Locale;
  /** Only with the first page; a cursor carries its own filter. */
  category?: NewsCategory;
  cursor?: string;
}

/** The address of a page of the endpoint. */
export function newsApiUrl(query: NewsApiQuery): string {
  const params = new URLSearchParams({ locale: query.locale });
  if (query.category) params.set('category', query.category);
  if (query.cursor) params.set('cursor', query.cursor);
  return `${newsApiPath}?${params}`;
}

/** A cursor as the backend client hands it out: a relative path to the news collection. */
function isCursor(value: string): boolean {
  return value.length > 0 && value.length <= maxCursorLength && /^news(?:\?|$)/.test(value);
}

/** The query of a request to the endpoint, or why it is refused. */
export function parseNewsApiQuery(params: URLSearchParams): { query: NewsApiQuery } | { error: string } {
  const locale = params.get('locale');
  if (!isLocale(locale)) return { error: 'locale must be de or en' };
  const filter = params.get('category') ?? 'all';
  if (!isNewsCategoryFilter(filter)) return { error: `category must be one of ${newsCategoryFilters.join(', ')}` };
  const cursor = params.get('cursor');
  if (cursor !== null && !isCursor(cursor)) return { error: 'cursor is not a cursor of this endpoint' };
  const category = categoryOfFilter(filter);
  return { query: { locale, ...(category && { category }), ...(cursor !== null && { cursor }) } };
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isStringOrNull = (value: unknown): value is string | null => value === null || isString(value);

function isNewsTeaser(value: unknown): value is NewsTeaser {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Partial<Record<keyof NewsTeaser, unknown>>;
  const image = item.image as Partial<Record<keyof NonNullable<NewsTeaser['image']>, unknown>> | null | undefined;
  return (
    [item.id, item.href, item.title].every(isString) &&
    [item.teaser, item.publishedAt].every(isStringOrNull) &&
    (item.category === null || (isNewsCategoryFilter(item.category) && item.category !== 'all')) &&
    (image === null || (typeof image === 'object' && isString(image.src) && isString(image.alt) && typeof image.svg === 'boolean'))
  );
}

/** An answer of the endpoint, checked before the list shows it; throws when it is not one. */
export function parseNewsTeaserPage(body: unknown): NewsTeaserPage {
  const page = body as { items?: unknown; next?: unknown } | null;
  if (
    typeof page !== 'object' ||
    page === null ||
    !Array.isArray(page.items) ||
    !page.items.every(isNewsTeaser) ||
    !(page.next === null || isString(page.next))
  ) {
    throw new Error('The news endpoint answered with something that is not a page of news');
  }
  return { items: page.items, next: page.next };
}
