import 'server-only';
import type { Locale } from '@/lib/routing/locales';
import type { BackendClient } from './client';
import { backendClient } from './connection';
import type { RecordSelector } from './query';
import { toJobOffer, type JobOffer } from './resources/job-offer';

export type { JobKind, JobOffer } from './resources/job-offer';

/** Every job offer of a language, newest first. */
export async function listJobOffers(locale: Locale, client: BackendClient = backendClient()): Promise<JobOffer[]> {
  const records = await client.list('jobs', { filter: { locale }, sort: '-publishedAt', page: { size: 50 } });
  return records.map(toJobOffer);
}

/** One job offer of a language, or undefined when there is none (or it is invalid). */
export async function findJobOffer(locale: Locale, selector: RecordSelector, client: BackendClient = backendClient()): Promise<JobOffer | undefined> {
  const { records } = await client.page('jobs', { filter: { locale, ...selector }, sort: '-publishedAt', page: { size: 1 } });
  const first = records[0];
  return first ? toJobOffer(first) : undefined;
}
