import type { Metadata } from 'next';
import { CaseStudyOverview } from '@/components/innovation/CaseStudyOverview';
import { StaticPage } from '@/components/page/StaticPage';
import { caseStudiesOf } from '@/content/case-studies';
import { innovation } from '@/content/innovation';
import { currentLocale } from '@/lib/i18n/current-locale';
import { pageMetadata } from '@/lib/metadata/page-metadata';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata('innovation.overview', await currentLocale());
}

export default async function CaseStudyOverviewPage() {
  const locale = await currentLocale();
  return (
    <>
      <StaticPage id="innovation.overview" locale={locale} />
      <CaseStudyOverview content={innovation[locale].overviewList} studies={caseStudiesOf(locale)} locale={locale} />
    </>
  );
}
