import { notFound } from 'next/navigation';
import { IndustryCase, IndustryExamples, IndustryFacts, IndustryTeaser, MoreIndustries } from '@/components/industry/IndustryDetail';
import { StaticPage } from '@/components/page/StaticPage';
import { industries, industryOf } from '@/content/industries';
import { currentLocale } from '@/lib/i18n/current-locale';
import { pageMetadata } from '@/lib/metadata/page-metadata';
import { industryRouteIds } from '@/lib/routing/route-table';
import { routeIdOfSegment, segmentParams } from '@/lib/routing/static-params';

type Props = { params: Promise<{ industry: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return segmentParams('industry', industryRouteIds);
}

async function industryIdOf({ params }: Props) {
  return routeIdOfSegment(industryRouteIds, (await params).industry) ?? notFound();
}

export async function generateMetadata(props: Props) {
  return pageMetadata(await industryIdOf(props), await currentLocale());
}

export default async function IndustryPage(props: Props) {
  const id = await industryIdOf(props);
  const locale = await currentLocale();
  const industry = industryOf(id, locale);
  return (
    <>
      <StaticPage id={id} locale={locale} />
      <IndustryTeaser industry={industry} />
      <IndustryCase industry={industry} />
      <IndustryExamples industry={industry} locale={locale} />
      <IndustryFacts industry={industry} />
      <MoreIndustries others={industries[locale].filter((other) => other.name !== id)} locale={locale} />
    </>
  );
}
