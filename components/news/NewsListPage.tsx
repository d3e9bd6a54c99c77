import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/metadata/JsonLd';
import { PageIntro } from '@/components/page/PageIntro';
import { StaticPage } from '@/components/page/StaticPage';
import { currentLocale } from '@/lib/i18n/current-locale';
import { newsListIntro, newsListPageBreadcrumbs, readNewsListPageOfRequest } from '@/lib/news/news-list-page';
import { newsListFirstRoute, type NewsListLocation } from '@/lib/news/news-list-routes';
import { NewsList } from './NewsList';

/**
 * A page of a news list (all news or a category, page 1 or a further one): its heading and
 * introduction, then the list. A page beyond the list's last is not found.
 */
export async function NewsListPage({ location }: { location: NewsListLocation }) {
  const locale = await currentLocale();
  const data = await readNewsListPageOfRequest(locale, location.filter, location.page);
  if (!data) notFound();
  return (
    <>
      {location.page === 1 ? (
        <StaticPage id={newsListFirstRoute(location.filter)} locale={locale} />
      ) : (
        <>
          <JsonLd data={await newsListPageBreadcrumbs(locale, location)} />
          <PageIntro content={await newsListIntro(locale, location)} tone="light" />
        </>
      )}
      <NewsList locale={locale} data={data} />
    </>
  );
}
