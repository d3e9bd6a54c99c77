import { CareersBand } from '@/components/careers/CareersBand';
import { JobContactBox } from '@/components/careers/JobContactBox';
import { StaticPage } from '@/components/page/StaticPage';
import { currentLocale } from '@/lib/i18n/current-locale';
import { pageMetadata } from '@/lib/metadata/page-metadata';

export async function generateMetadata() {
  return pageMetadata('careers.jobOffers', await currentLocale());
}

// The vacancies come from the backend (a later issue); until then the intro and the speculative application.
export default async function JobOffersPage() {
  const locale = await currentLocale();
  return (
    <>
      <StaticPage id="careers.jobOffers" locale={locale} />
      <CareersBand>
        <JobContactBox locale={locale} />
      </CareersBand>
    </>
  );
}
