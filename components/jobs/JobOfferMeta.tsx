import { getFormatter, getTranslations } from 'next-intl/server';
import { dateOnOneLine } from '@/lib/i18n/date-on-one-line';
import type { JobOffer } from '@/lib/records/job-offers';

/** Where an offer is and when it was published, as far as the CMS said: `Herborn · Veröffentlicht am …`. */
export async function JobOfferMeta({ job, className }: { job: JobOffer; className?: string }) {
  const t = await getTranslations('Jobs');
  const format = await getFormatter();
  const parts = [
    job.location,
    job.publishedAt && t('publishedOn', { date: dateOnOneLine(format.dateTime(new Date(job.publishedAt), { dateStyle: 'long' })) }),
  ].filter(Boolean);
  return parts.length > 0 ? <p className={className}>{parts.join(' · ')}</p> : null;
}
