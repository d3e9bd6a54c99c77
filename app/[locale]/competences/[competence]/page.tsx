import { notFound } from 'next/navigation';
import { CompetenceDescription } from '@/components/competence/CompetenceDescription';
import { CompetenceHeaderImage } from '@/components/competence/CompetenceHeaderImage';
import { ValueChainNavigation } from '@/components/competence/ValueChainNavigation';
import { ValueChainSteps } from '@/components/competence/ValueChainSteps';
import { StaticPage } from '@/components/page/StaticPage';
import { competenceOf } from '@/content/competences';
import { valueChainNeighbours, valueChainOverviewId, valueChainStepIds } from '@/lib/content/competence';
import { currentLocale } from '@/lib/i18n/current-locale';
import { pageMetadata } from '@/lib/metadata/page-metadata';
import { competenceRouteIds } from '@/lib/routing/route-table';
import { routeIdOfSegment, segmentParams } from '@/lib/routing/static-params';

type Props = { params: Promise<{ competence: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return segmentParams('competence', competenceRouteIds);
}

async function competenceIdOf({ params }: Props) {
  return routeIdOfSegment(competenceRouteIds, (await params).competence) ?? notFound();
}

export async function generateMetadata(props: Props) {
  return pageMetadata(await competenceIdOf(props), await currentLocale());
}

export default async function CompetencePage(props: Props) {
  const id = await competenceIdOf(props);
  const locale = await currentLocale();
  const competence = competenceOf(id, locale);
  const { previous, next } = valueChainNeighbours(id);
  return (
    <>
      <StaticPage id={id} locale={locale} />
      <CompetenceHeaderImage image={competence.headerImage} />
      <CompetenceDescription competence={competence} />
      {id === valueChainOverviewId && (
        <ValueChainSteps steps={valueChainStepIds.map((step) => competenceOf(step, locale))} locale={locale} />
      )}
      <ValueChainNavigation
        previous={previous && competenceOf(previous, locale)}
        next={next && competenceOf(next, locale)}
        locale={locale}
      />
    </>
  );
}
