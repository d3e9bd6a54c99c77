import { notFound } from 'next/navigation';
import { NewsListPage } from '@/components/news/NewsListPage';
import { currentLocale } from '@/lib/i18n/current-locale';
import { newsListPageMetadata } from '@/lib/news/news-list-page';
import { newsFilterOfFirstRoute, newsFurtherPageParams, parseNewsPageNumber, type NewsListLocation } from '@/lib/news/news-list-routes';
import { readNewsListSizes } from '@/lib/news/news-pages';
import { newsCategoryRouteIds } from '@/lib/routing/route-table';
import { routeIdOfSegment, segmentOf } from '@/lib/routing/static-params';

// The further pages of each category known at build time are prerendered; one that a publish adds
// renders on its first request. The `news` tag and this fallback keep them current.
export const revalidate = 3600;
export const dynamicParams = true;

type Props = { params: Promise<{ category: string; page: string }> };

export async function generateStaticParams() {
  const sizes = await readNewsListSizes(await currentLocale());
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
