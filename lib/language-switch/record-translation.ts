import 'server-only';
import { findJobOffer } from '@/lib/backend/job-offers';
import { findNewsItem } from '@/lib/backend/news';
import { otherLocale } from '@/lib/routing/locales';
import { alternatePath, localizedPath, matchPath } from '@/lib/routing/paths';

/**
 * Where the language switch of a page leads: the same page in the other language; for a job offer or
 * a news item its translation (the record with the same `translationKey`), or the other language's
 * list when there is none.
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
  return alternatePath(pathname, target);
}
