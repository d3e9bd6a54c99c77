import type { CollectionSnapshots } from '@/lib/content-store/collection-snapshot';
import { filterNewsByCategory } from '@/lib/news/news-category-filter';
import { newsListLocation, newsListPath, newsPageCount } from '@/lib/news/news-list-routes';
import { otherLocale } from '@/lib/routing/locales';
import { alternatePath, localizedPath, matchPath } from '@/lib/routing/paths';

/**
 * Where the language switch of a page leads: the same page in the other language; for a job offer or
 * a news item its translation (the record with the same `translationKey`), or the other language's
 * list when there is none; for a further page of a news list the same page of the same list, or that
 * list's last page when the other language has fewer news. Read from the content store's snapshots.
 */
export function languageSwitchTarget(pathname: string, snapshots: Pick<CollectionSnapshots, 'jobs' | 'news'>): string {
  const match = matchPath(pathname);
  if (!match) return alternatePath(pathname, 'en');
  const target = otherLocale(match.locale);
  const slug = match.params.slug ?? '';

  for (const [collection, record, list] of [
    ['jobs', 'careers.jobOffer', 'careers.jobOffers'],
    ['news', 'news.article', 'news'],
  ] as const) {
    if (match.entry.id !== record) continue;
    const item = snapshots[collection][match.locale].bySlug.get(slug);
    const translation = item && snapshots[collection][target].byTranslationKey.get(item.translationKey);
    return translation ? localizedPath(record, target, { slug: translation.slug }) : localizedPath(list, target);
  }
  const location = newsListLocation(match.entry.id, match.params);
  if (location && location.page > 1) {
    const pageCount = newsPageCount(filterNewsByCategory(snapshots.news[target].items, location.filter).length);
    return newsListPath(target, { filter: location.filter, page: Math.min(location.page, pageCount) });
  }
  return alternatePath(pathname, target);
}
