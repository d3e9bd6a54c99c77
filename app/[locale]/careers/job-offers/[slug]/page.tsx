import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { CareersBand } from '@/components/careers/CareersBand';
import { JobContactBox } from '@/components/careers/JobContactBox';
import { JobOfferDetail } from '@/components/jobs/JobOfferDetail';
import { JsonLd } from '@/components/metadata/JsonLd';
import { jobOfferPage, storeSnapshots } from '@/lib/content-store/page-reads';
import { sanitizeBackendHtml } from '@/lib/records/record-html';
import { currentLocale } from '@/lib/i18n/current-locale';
import { jobPostingOf } from '@/lib/jobs/job-posting';
import { recordBreadcrumbs } from '@/lib/metadata/breadcrumbs';
import { notFoundMetadata } from '@/lib/metadata/not-found-metadata';
import { documentMetadata } from '@/lib/metadata/page-metadata';
import { absoluteUrl } from '@/lib/metadata/site-url';
import type { Locale } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';

// Offers in the store at build time are prerendered; one published later renders on its first request.
export const dynamicParams = true;

type Props = { params: Promise<{ slug: string }> };

/** The offer, its translation and the further vacancies, read once per request for the metadata and the page. */
const jobOfferOfRequest = cache((locale: Locale, slug: string) => jobOfferPage(locale, slug));

export async function generateStaticParams() {
  const { jobs } = await storeSnapshots();
  return jobs[await currentLocale()].items.map((job) => ({ slug: job.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await currentLocale();
  const page = await jobOfferOfRequest(locale, (await params).slug);
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
  const page = await jobOfferOfRequest(locale, (await params).slug);
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
