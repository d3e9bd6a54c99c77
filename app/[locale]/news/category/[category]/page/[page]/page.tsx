import { notFound } from 'next/navigation';
import { NewsListPage } from '@/components/news/NewsListPage';
import { currentLocale } from '@/lib/i18n/current-locale';
import { newsListPageMetadata } from '@/lib/news/news-list-page';
import { storeSnapshots } from '@/lib/content-store/page-reads';
import { newsFilterOfFirstRoute, newsFurtherPageParams, newsListSizes, parseNewsPageNumber, type NewsListLocation } from '@/lib/news/news-list-routes';
import { newsCategoryRouteIds } from '@/lib/routing/route-table';
import { routeIdOfSegment, segmentOf } from '@/lib/routing/static-params';

// The first further pages of each category in the store at build time are prerendered; the others, and
// one that a publish adds, render on their first request. A change of the news renews them (lib/content-sync/).
export const dynamicParams = true;

type Props = { params: Promise<{ category: string; page: string }> };

export async function generateStaticParams() {
  const { news } = await storeSnapshots();
  const sizes = newsListSizes(news[await currentLocale()].items);
  return newsCategoryRouteIds.flatMap((id) => {
    const filter = newsFilterOfFirstRoute(id);
    return filter === undefined ? [] : newsFurtherPageParams(sizes[filter]).map(({ page }) => ({ category: segmentOf(id), page }));
  });
}

async function locationOf({ params }: Props): Promise<NewsListLocation> {
  const { category, page: pageParameter } = await params;
  const filter = newsFilterOfFirstRoute(routeIdOfSegment(newsCategoryRouteIds, category) ?? '');
  const page = parseNewsPageNumber(pageParameter);
  return filter === undefined || page === undefined ? notFound() : { filter, page };
}

export async function generateMetadata(props: Props) {
  return newsListPageMetadata(await locationOf(props));
}

export default async function NewsCategoryFurtherPage(props: Props) {
  return <NewsListPage location={await locationOf(props)} />;
}
