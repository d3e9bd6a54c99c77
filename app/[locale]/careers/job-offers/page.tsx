import { CareersBand } from '@/components/careers/CareersBand';
import { JobContactBox } from '@/components/careers/JobContactBox';
import { JobOfferGroups } from '@/components/jobs/JobOfferGroups';
import { StaticPage } from '@/components/page/StaticPage';
import { jobOffersPage } from '@/lib/content-store/page-reads';
import { currentLocale } from '@/lib/i18n/current-locale';
import { pageMetadata } from '@/lib/metadata/page-metadata';

// Statically generated from the content store; a change of the jobs renews it (lib/content-sync/).

export async function generateMetadata() {
  return pageMetadata('careers.jobOffers', await currentLocale());
}

export default async function JobOffersPage() {
  const locale = await currentLocale();
  const jobs = await jobOffersPage(locale);
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
