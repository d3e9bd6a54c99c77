import { pageIntroOf } from '@/content/pages';
import type { StaticRouteId } from '@/lib/content/page-intro';
import type { Locale } from '@/lib/routing/locales';
import { routeById } from '@/lib/routing/paths';
import { PageIntro } from './PageIntro';

/** A page of the route table with its heading and introduction from `content/pages/`. */
export function StaticPage({ id, locale }: { id: StaticRouteId; locale: Locale }) {
  return <PageIntro content={pageIntroOf(id, locale)} tone={routeById(id).darkHeader ? 'dark' : 'light'} />;
}
