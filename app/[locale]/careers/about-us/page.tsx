import { CompanyFacts } from '@/components/careers/CompanyFacts';
import { ComplianceSection } from '@/components/careers/ComplianceSection';
import { EmployeeQuotes } from '@/components/careers/EmployeeQuotes';
import { WorkingValues } from '@/components/careers/WorkingValues';
import { StaticPage } from '@/components/page/StaticPage';
import { careers } from '@/content/careers';
import { currentLocale } from '@/lib/i18n/current-locale';
import { pageMetadata } from '@/lib/metadata/page-metadata';

export async function generateMetadata() {
  return pageMetadata('careers.aboutUs', await currentLocale());
}

export default async function AboutUsPage() {
  const locale = await currentLocale();
  const content = careers[locale].aboutUs;
  return (
    <>
      <StaticPage id="careers.aboutUs" locale={locale} />
      <CompanyFacts content={content.facts} />
      <WorkingValues content={content.values} />
      <EmployeeQuotes content={content.quotes} />
      <ComplianceSection content={content.compliance} />
    </>
  );
}
