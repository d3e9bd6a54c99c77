import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { CareersBand } from '@/components/careers/CareersBand';
import { JobContactBox } from '@/components/careers/JobContactBox';
import { JobOfferDetail } from '@/components/jobs/JobOfferDetail';
import { JsonLd } from '@/components/metadata/JsonLd';
import { findJobOffer, listJobOffers } from '@/lib/records/job-offers';
import { sanitizeBackendHtml } from '@/lib/records/record-html';
import { currentLocale } from '@/lib/i18n/current-locale';
import { jobPostingOf } from '@/lib/jobs/job-posting';
import { recordBreadcrumbs } from '@/lib/metadata/breadcrumbs';
import { notFoundMetadata } from '@/lib/metadata/not-found-metadata';
import { documentMetadata } from '@/lib/metadata/page-metadata';
import { absoluteUrl } from '@/lib/metadata/site-url';
import { selectRecord } from '@/lib/cms/query';
import { recordPageBackend } from '@/lib/publishing/preview-reads';
import { otherLocale, type Locale } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';

// Offers known at build time are prerendered; one published later renders on its first request.
export const revalidate = 3600;
export const dynamicParams = true;

type Props = { params: Promise<{ slug: string }> };

/** The offer and its translation, read once per request for the metadata and the page. */
const jobOfferPage = cache(async (locale: Locale, slug: string) => {
  const client = await recordPageBackend();
  const jobs = await listJobOffers(locale, client);
  const job = selectRecord(jobs, { slug });
  if (!job) return undefined;
  const translation = await findJobOffer(otherLocale(locale), { translationKey: job.translationKey }, client);
  return { job, translation, furtherJobs: jobs.filter((other) => other.id !== job.id).slice(0, 5) };
});

export async function generateStaticParams() {
  const jobs = await listJobOffers(await currentLocale());
  return jobs.map((job) => ({ slug: job.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await currentLocale();
  const page = await jobOfferPage(locale, (await params).slug);
  if (!page) return notFoundMetadata(locale);
  const { job, translation } = page;
  return documentMetadata(
    {
      id: 'careers.jobOffer',
      params: { [job.locale]: { slug: job.slug }, ...(translation && { [translation.locale]: { slug: translation.slug } }) },
      title: job.title,
      description: [job.tasks[0], job.location].filter(Boolean).join(' · ').slice(0, 160),
    },
    locale,
  );
}

export default async function JobOfferPage({ params }: Props) {
  const locale = await currentLocale();
  const page = await jobOfferPage(locale, (await params).slug);
  if (!page) notFound();
  const { job, furtherJobs } = page;
  const detailHtml = sanitizeBackendHtml(job.detail);
  const url = absoluteUrl(localizedPath('careers.jobOffer', locale, { slug: job.slug }));

  return (
    <>
      <JsonLd data={jobPostingOf(job, url, detailHtml)} />
      <JsonLd data={recordBreadcrumbs('careers.jobOffer', locale, { title: job.title, params: { slug: job.slug } })} />
      <JobOfferDetail job={job} detailHtml={detailHtml} furtherJobs={furtherJobs} locale={locale} />
      <CareersBand>
        <JobContactBox locale={locale} />
      </CareersBand>
    </>
  );
}
