import { CareersBand } from '@/components/careers/CareersBand';
import { CareersPageCards } from '@/components/careers/CareersPageCards';
import { EmployeeTeaser } from '@/components/careers/EmployeeTeaser';
import { JobContactBox } from '@/components/careers/JobContactBox';
import { TrainingSection } from '@/components/careers/TrainingSection';
import { WhyLumoplast } from '@/components/careers/WhyLumoplast';
import { StaticPage } from '@/components/page/StaticPage';
import { careers } from '@/content/careers';
import { currentLocale } from '@/lib/i18n/current-locale';
import { pageMetadata } from '@/lib/metadata/page-metadata';

export async function generateMetadata() {
  return pageMetadata('careers', await currentLocale());
}

export default async function CareersPage() {
  const locale = await currentLocale();
  const content = careers[locale].landing;
  return (
    <>
      <StaticPage id="careers" locale={locale} />
      <WhyLumoplast content={content.why} />
      <TrainingSection content={content.training} />
      <CareersPageCards content={content.pages} locale={locale} />
      <EmployeeTeaser locale={locale} />
      <CareersBand>
        <JobContactBox locale={locale} />
      </CareersBand>
    </>
  );
}
