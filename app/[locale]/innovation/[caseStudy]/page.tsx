import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CaseStudyDetail } from '@/components/innovation/CaseStudyDetail';
import { StaticPage } from '@/components/page/StaticPage';
import { caseStudiesOf, caseStudyOf } from '@/content/case-studies';
import { furtherCaseStudies } from '@/lib/content/case-study';
import { currentLocale } from '@/lib/i18n/current-locale';
import { pageMetadata } from '@/lib/metadata/page-metadata';
import { caseStudyRouteIds } from '@/lib/routing/route-table';
import { routeIdOfSegment, segmentParams } from '@/lib/routing/static-params';

type CaseStudyPageProps = { params: Promise<{ caseStudy: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return segmentParams('caseStudy', caseStudyRouteIds);
}

async function caseStudyName({ params }: CaseStudyPageProps) {
  return routeIdOfSegment(caseStudyRouteIds, (await params).caseStudy) ?? notFound();
}

export async function generateMetadata(props: CaseStudyPageProps): Promise<Metadata> {
  return pageMetadata(await caseStudyName(props), await currentLocale());
}

export default async function CaseStudyPage(props: CaseStudyPageProps) {
  const [name, locale] = await Promise.all([caseStudyName(props), currentLocale()]);
  return (
    <>
      <StaticPage id={name} locale={locale} />
      <CaseStudyDetail
        study={caseStudyOf(name, locale)}
        further={furtherCaseStudies(caseStudiesOf(locale), name)}
        locale={locale}
      />
    </>
  );
}
