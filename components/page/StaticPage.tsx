import { JsonLd } from '@/components/metadata/JsonLd';
import { pageIntroOf } from '@/content/pages';
import type { StaticRouteId } from '@/lib/content/page-intro';
import { pageBreadcrumbs } from '@/lib/metadata/breadcrumbs';
import type { Locale } from '@/lib/routing/locales';
import { routeById } from '@/lib/routing/paths';
import { PageIntro } from './PageIntro';

/**
 * A page of the route table with its heading and introduction from `content/pages/`, and, on a page
 * below another one, its `BreadcrumbList` for search engines.
 */
export function StaticPage({ id, locale }: { id: StaticRouteId; locale: Locale }) {
  const breadcrumbs = pageBreadcrumbs(id, locale);
  return (
    <>
      {breadcrumbs && <JsonLd data={breadcrumbs} />}
      <PageIntro content={pageIntroOf(id, locale)} tone={routeById(id).darkHeader ? 'dark' : 'light'} />
    </>
  );
}
