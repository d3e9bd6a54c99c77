import 'server-only';
import { findJobOffer } from '@/lib/records/job-offers';
import { findNewsItem } from '@/lib/records/news-items';
import { newsListLocation, newsListPath, newsPageCount } from '@/lib/news/news-list-routes';
import { readNewsList } from '@/lib/news/news-pages';
import { otherLocale } from '@/lib/routing/locales';
import { alternatePath, localizedPath, matchPath } from '@/lib/routing/paths';

/**
 * Where the language switch of a page leads: the same page in the other language; for a job offer or
 * a news item its translation (the record with the same `translationKey`), or the other language's
 * list when there is none; for a further page of a news list the same page of the same list, or that
 * list's last page when the other language has fewer news.
 */
export async function languageSwitchTarget(pathname: string): Promise<string> {
  const match = matchPath(pathname);
  if (!match) return alternatePath(pathname, 'en');
  const target = otherLocale(match.locale);
  const slug = match.params.slug ?? '';

  if (match.entry.id === 'careers.jobOffer') {
    const job = await findJobOffer(match.locale, { slug });
    const translation = job && (await findJobOffer(target, { translationKey: job.translationKey }));
    return translation ? localizedPath('careers.jobOffer', target, { slug: translation.slug }) : localizedPath('careers.jobOffers', target);
  }
  if (match.entry.id === 'news.article') {
    const item = await findNewsItem(match.locale, { slug });
    const translation = item && (await findNewsItem(target, { translationKey: item.translationKey }));
    return translation ? localizedPath('news.article', target, { slug: translation.slug }) : localizedPath('news', target);
  }
  const list = newsListLocation(match.entry.id, match.params);
  if (list && list.page > 1) {
    const pageCount = newsPageCount((await readNewsList(target, list.filter)).length);
    return newsListPath(target, { filter: list.filter, page: Math.min(list.page, pageCount) });
  }
  return alternatePath(pathname, target);
}
