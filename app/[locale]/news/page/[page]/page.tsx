import { notFound } from 'next/navigation';
import { NewsListPage } from '@/components/news/NewsListPage';
import { currentLocale } from '@/lib/i18n/current-locale';
import { newsListPageMetadata } from '@/lib/news/news-list-page';
import { newsFurtherPageParams, parseNewsPageNumber, type NewsListLocation } from '@/lib/news/news-list-routes';
import { readNewsListSizes } from '@/lib/news/news-pages';

// The further pages of all news known at build time are prerendered; one that a publish adds renders
// on its first request. The `news` tag and this fallback keep them current.
export const revalidate = 3600;
export const dynamicParams = true;

type Props = { params: Promise<{ page: string }> };

export async function generateStaticParams() {
  return newsFurtherPageParams((await readNewsListSizes(await currentLocale())).all);
}

async function locationOf({ params }: Props): Promise<NewsListLocation> {
  const page = parseNewsPageNumber((await params).page);
  return page === undefined ? notFound() : { filter: 'all', page };
}

export async function generateMetadata(props: Props) {
  return newsListPageMetadata(await locationOf(props));
}

export default async function NewsFurtherPage(props: Props) {
  return <NewsListPage location={await locationOf(props)} />;
}
