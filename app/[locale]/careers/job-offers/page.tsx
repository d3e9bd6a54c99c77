import { CareersBand } from '@/components/careers/CareersBand';
import { JobContactBox } from '@/components/careers/JobContactBox';
import { JobOfferGroups } from '@/components/jobs/JobOfferGroups';
import { StaticPage } from '@/components/page/StaticPage';
import { listJobOffers } from '@/lib/records/job-offers';
import { currentLocale } from '@/lib/i18n/current-locale';
import { pageMetadata } from '@/lib/metadata/page-metadata';
import { recordPageBackend } from '@/lib/publishing/preview-reads';

// Statically generated from the backend; the `jobs` tag and this fallback keep it current.
export const revalidate = 3600;

export async function generateMetadata() {
  return pageMetadata('careers.jobOffers', await currentLocale());
}

export default async function JobOffersPage() {
  const locale = await currentLocale();
  const jobs = await listJobOffers(locale, await recordPageBackend());
  return (
    <>
      <StaticPage id="careers.jobOffers" locale={locale} />
      <JobOfferGroups jobs={jobs} locale={locale} />
      <CareersBand>
        <JobContactBox locale={locale} />
      </CareersBand>
    </>
  );
}
