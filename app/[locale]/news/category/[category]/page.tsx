import { notFound } from 'next/navigation';
import { NewsListPage } from '@/components/news/NewsListPage';
import { newsListPageMetadata } from '@/lib/news/news-list-page';
import { newsFilterOfFirstRoute, type NewsListLocation } from '@/lib/news/news-list-routes';
import { newsCategoryRouteIds } from '@/lib/routing/route-table';
import { routeIdOfSegment, segmentParams } from '@/lib/routing/static-params';

// Statically generated from the content store; a change of the news renews it (lib/content-sync/).
export const dynamicParams = false;

type Props = { params: Promise<{ category: string }> };

export function generateStaticParams() {
  return segmentParams('category', newsCategoryRouteIds);
}

async function locationOf({ params }: Props): Promise<NewsListLocation> {
  const filter = newsFilterOfFirstRoute(routeIdOfSegment(newsCategoryRouteIds, (await params).category) ?? '');
  return filter === undefined ? notFound() : { filter, page: 1 };
}

export async function generateMetadata(props: Props) {
  return newsListPageMetadata(await locationOf(props));
}

export default async function NewsCategoryPage(props: Props) {
  return <NewsListPage location={await locationOf(props)} />;
}
