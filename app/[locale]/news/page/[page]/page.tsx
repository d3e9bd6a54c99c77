import { notFound } from 'next/navigation';
import { NewsListPage } from '@/components/news/NewsListPage';
import { currentLocale } from '@/lib/i18n/current-locale';
import { newsListPageMetadata } from '@/lib/news/news-list-page';
import { storeSnapshots } from '@/lib/content-store/page-reads';
import { newsFurtherPageParams, newsListSizes, parseNewsPageNumber, type NewsListLocation } from '@/lib/news/news-list-routes';

// The first further pages of all news in the store at build time are prerendered; the others, and one
// that a publish adds, render on their first request. A change of the news renews them (lib/content-sync/).
export const dynamicParams = true;

type Props = { params: Promise<{ page: string }> };

export async function generateStaticParams() {
  const { news } = await storeSnapshots();
  return newsFurtherPageParams(newsListSizes(news[await currentLocale()].items).all);
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
