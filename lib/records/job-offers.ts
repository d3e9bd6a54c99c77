import 'server-only';
import type { Locale } from '@/lib/routing/locales';
import type { BackendClient } from '../cms/client';
import { backendClient } from '../cms/connection';
import { selectRecord, type RecordSelector } from '../cms/query';
import { assignRecordSlugs } from './record-slug';
import { toJobOffer, type JobOffer } from '../cms/resources/job-offer';

export type { JobKind, JobOffer } from '../cms/resources/job-offer';

/** Every job offer of a language, newest first, each with its clean slug. */
export async function listJobOffers(locale: Locale, client: BackendClient = backendClient()): Promise<JobOffer[]> {
  const records = await client.list('jobs', { filter: { locale }, sort: '-publishedAt', page: { size: 50 } });
  const slugs = assignRecordSlugs(records);
  return records.map((record) => toJobOffer(record, slugs.get(record.id) as string));
}

/**
 * One job offer of a language, by its clean slug or by the key it shares with its translation, or
 * undefined when there is none. Read from the whole list, as a slug is the list's to give.
 */
export async function findJobOffer(locale: Locale, selector: RecordSelector, client: BackendClient = backendClient()): Promise<JobOffer | undefined> {
  return selectRecord(await listJobOffers(locale, client), selector);
}
