import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { company } from '@/content/company';
import { pageIntroOf } from '@/content/pages';
import type { PageIntro, StaticRouteId } from '@/lib/content/page-intro';
import { currentLocale } from '@/lib/i18n/current-locale';
import { recordBreadcrumbs } from '@/lib/metadata/breadcrumbs';
import { notFoundMetadata } from '@/lib/metadata/not-found-metadata';
import { documentMetadata, pageMetadata } from '@/lib/metadata/page-metadata';
import { newsListPage } from '@/lib/content-store/page-reads';
import type { Locale } from '@/lib/routing/locales';
import { newsListFirstRoute, newsListRoute, type NewsListLocation } from './news-list-routes';
import type { NewsListPageData } from './news-pages';
import { newsFeedPath } from './news-rss';

/**
 * A page of a news list as the request renders it, read once for its metadata and the page: from the
 * content store, or in an editor's preview the latest version of every article. Undefined for a page
 * beyond the list's last.
 */
export const readNewsListPageOfRequest = cache((locale: Locale, filter: NewsListLocation['filter'], page: number) => newsListPage(locale, { filter, page }));

/** The route of a list's page 1, which has its introduction in `content/pages/`. */
function firstRouteOf(location: NewsListLocation): StaticRouteId {
  return newsListFirstRoute(location.filter);
}

/**
 * The heading and introduction of a page of a list: page 1 has its own in `content/pages/`; a further
 * page has the list's, its heading naming the page ("News – Seite 2").
 */
export async function newsListIntro(locale: Locale, location: NewsListLocation): Promise<PageIntro> {
  const intro = pageIntroOf(firstRouteOf(location), locale);
  if (location.page === 1) return intro;
  const t = await getTranslations({ locale, namespace: 'News' });
  return { ...intro, heading: t('pageHeading', { heading: intro.heading, page: location.page }) };
}

/** The `BreadcrumbList` of a further page: home, News, the category (if any), "Seite 2". Page 1 has its own (`StaticPage`). */
export async function newsListPageBreadcrumbs(locale: Locale, location: NewsListLocation) {
  const t = await getTranslations({ locale, namespace: 'News' });
  const { id, params } = newsListRoute(location);
  return recordBreadcrumbs(id, locale, { title: t('pageNumber', { page: location.page }), params });
}

/**
 * The metadata of a page of a news list. Page 1 of each list has its own title and description
 * (`content/pages/`); a further page has the list's, naming the page and the number of pages, so every
 * page's title and description are its own. The canonical URL is the page itself, not page 1: each page
 * lists other news, and a canonical to page 1 would tell search engines to drop the older news' links.
 * A further page names an alternate only in the languages that have as many pages (the other language
 * may have fewer news). Every list page names the language's RSS feed.
 */
export function newsListMetadata(
  locale: Locale,
  data: NewsListPageData,
  words: { pageTitle: (title: string) => string; pageDescription: (description: string) => string; rssTitle: string },
): Metadata {
  const { location } = data;
  const feeds = { types: { 'application/rss+xml': [{ url: newsFeedPath(locale), title: words.rssTitle }] } };
  const firstRoute = firstRouteOf(location);
  if (location.page === 1) {
    const metadata = pageMetadata(firstRoute, locale);
    return { ...metadata, alternates: { ...metadata.alternates, ...feeds } };
  }
  const { title, description } = pageIntroOf(firstRoute, locale);
  const { id, params } = newsListRoute(location);
  const metadata = documentMetadata(
    {
      id,
      params: Object.fromEntries(data.languages.map((language) => [language, params])),
      title: words.pageTitle(title),
      description: words.pageDescription(description),
    },
    locale,
  );
  return { ...metadata, alternates: { ...metadata.alternates, ...feeds } };
}

/** `generateMetadata` of every page of the news list. */
export async function newsListPageMetadata(location: NewsListLocation): Promise<Metadata> {
  const locale = await currentLocale();
  const data = await readNewsListPageOfRequest(locale, location.filter, location.page);
  if (!data) return notFoundMetadata(locale);
  const t = await getTranslations({ locale, namespace: 'News' });
  return newsListMetadata(locale, data, {
    pageTitle: (title) => t('pageTitle', { title, page: location.page }),
    pageDescription: (description) => t('pageDescription', { description, page: location.page, pageCount: data.pageCount }),
    rssTitle: t('rssTitle', { brand: company.brand }),
  });
}
