import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NewsList } from '@/components/news/NewsList';
import { StaticPage } from '@/components/page/StaticPage';
import { company } from '@/content/company';
import { currentLocale } from '@/lib/i18n/current-locale';
import { pageMetadata } from '@/lib/metadata/page-metadata';
import { readNewsPage } from '@/lib/backend/news';
import { readFirstNewsPages } from '@/lib/news/news-pages';
import { recordPageBackend } from '@/lib/preview/preview-reads';
import { newsFeedPath } from '@/lib/news/news-rss';

// Statically generated from the backend; the `news` tag and this fallback keep it current.
export const revalidate = 3600;

export async function generateMetadata(): Promise<Metadata> {
  const locale = await currentLocale();
  const metadata = pageMetadata('news', locale);
  const t = await getTranslations({ locale, namespace: 'News' });
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      types: { 'application/rss+xml': [{ url: newsFeedPath(locale), title: t('rssTitle', { brand: company.brand }) }] },
    },
  };
}

export default async function NewsPage() {
  const locale = await currentLocale();
  const client = await recordPageBackend();
  const firstPages = await readFirstNewsPages(locale, (language, options) => readNewsPage(language, options, client));
  return (
    <>
      <StaticPage id="news" locale={locale} />
      <NewsList locale={locale} firstPages={firstPages} />
    </>
  );
}
