import { IndustryOverviewList } from '@/components/industry/IndustryOverviewList';
import { StaticPage } from '@/components/page/StaticPage';
import { industries } from '@/content/industries';
import { currentLocale } from '@/lib/i18n/current-locale';
import { pageMetadata } from '@/lib/metadata/page-metadata';

export async function generateMetadata() {
  return pageMetadata('industries.overview', await currentLocale());
}

export default async function IndustryOverviewPage() {
  const locale = await currentLocale();
  return (
    <>
      <StaticPage id="industries.overview" locale={locale} />
      <IndustryOverviewList industries={industries[locale]} locale={locale} />
    </>
  );
}
