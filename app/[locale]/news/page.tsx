import { NewsListPage } from '@/components/news/NewsListPage';
import { newsListPageMetadata } from '@/lib/news/news-list-page';
import type { NewsListLocation } from '@/lib/news/news-list-routes';

// Statically generated from the backend; the `news` tag and this fallback keep it current.
export const revalidate = 3600;

const location: NewsListLocation = { filter: 'all', page: 1 };

export function generateMetadata() {
  return newsListPageMetadata(location);
}

export default function NewsPage() {
  return <NewsListPage location={location} />;
}
