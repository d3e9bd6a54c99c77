import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { StaticRouteId } from '@/lib/content/page-intro';
import { currentLocale } from '@/lib/i18n/current-locale';
import { pageMetadata } from '@/lib/metadata/page-metadata';
import { routeIdOfSegment, segmentParams } from '@/lib/routing/static-params';
import { StaticPage } from './StaticPage';

/**
 * The route file of a page with a fixed path, in the language of the request:
 * `const route = staticRoute('imprint'); export const generateMetadata = route.generateMetadata; export default route.Page;`
 */
export function staticRoute(id: StaticRouteId) {
  return {
    async generateMetadata(): Promise<Metadata> {
      return pageMetadata(id, await currentLocale());
    },
    async Page() {
      return <StaticPage id={id} locale={await currentLocale()} />;
    },
  };
}

/**
 * The route file of a dynamic folder such as `competences/[competence]` that renders several pages of
 * the route table: its static params, metadata and page component.
 */
export function segmentRoute<Name extends string, Id extends StaticRouteId>(name: Name, ids: readonly Id[]) {
  type Props = { params: Promise<Record<Name, string>> };
  const idOf = async ({ params }: Props): Promise<Id> => routeIdOfSegment(ids, (await params)[name]) ?? notFound();
  return {
    generateStaticParams: () => segmentParams(name, ids),
    async generateMetadata(props: Props): Promise<Metadata> {
      return pageMetadata(await idOf(props), await currentLocale());
    },
    async Page(props: Props) {
      return <StaticPage id={await idOf(props)} locale={await currentLocale()} />;
    },
  };
}
