import { NewsListPage } from '@/components/news/NewsListPage';
import { newsListPageMetadata } from '@/lib/news/news-list-page';
import type { NewsListLocation } from '@/lib/news/news-list-routes';

// Statically generated from the content store; a change of the news renews it (lib/content-sync/).

const location: NewsListLocation = { filter: 'all', page: 1 };

export function generateMetadata() {
  return newsListPageMetadata(location);
}

export default function NewsPage() {
  return <NewsListPage location={location} />;
}
