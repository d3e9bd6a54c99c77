import type { Metadata } from 'next';
import { InnovationLanding } from '@/components/innovation/InnovationLanding';
import { StaticPage } from '@/components/page/StaticPage';
import { caseStudiesOf } from '@/content/case-studies';
import { innovation } from '@/content/innovation';
import { currentLocale } from '@/lib/i18n/current-locale';
import { pageMetadata } from '@/lib/metadata/page-metadata';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata('innovation', await currentLocale());
}

export default async function InnovationPage() {
  const locale = await currentLocale();
  return (
    <>
      <StaticPage id="innovation" locale={locale} />
      <InnovationLanding content={innovation[locale]} studies={caseStudiesOf(locale)} locale={locale} />
    </>
  );
}
