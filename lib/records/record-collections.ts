import 'server-only';
import type { Locale } from '@/lib/routing/locales';
import type { RecordCollection } from '@/lib/routing/record-routes';
import type { BackendClient } from '../cms/client';
import { listJobOffers, type JobOffer } from './job-offers';
import { listNews, type NewsItem } from './news-items';

/** Every record of a collection in a language, newest first, each with its clean slug. */
export function listCollection(collection: RecordCollection, locale: Locale, client: BackendClient): Promise<JobOffer[] | NewsItem[]> {
  return collection === 'jobs' ? listJobOffers(locale, client) : listNews(locale, {}, client);
}
