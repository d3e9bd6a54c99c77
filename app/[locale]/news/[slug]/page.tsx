import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { NewsArticle } from '@/components/news/NewsArticle';
import { JsonLd } from '@/components/metadata/JsonLd';
import { newsArticlePage, storeSnapshots } from '@/lib/content-store/page-reads';
import { slug as slugSchema } from '@/lib/cms/resources/fields';
import { sanitizeBackendHtml } from '@/lib/records/record-html';
import { currentLocale } from '@/lib/i18n/current-locale';
import { recordBreadcrumbs } from '@/lib/metadata/breadcrumbs';
import { notFoundMetadata } from '@/lib/metadata/not-found-metadata';
import { absoluteUrl } from '@/lib/metadata/site-url';
import { newsArticleJsonLd } from '@/lib/news/news-article-json-ld';
import { newsArticleMetadata } from '@/lib/news/news-article-metadata';
import type { Locale } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';

// The newest articles are prerendered; every other one renders on its first request and is kept.
export const dynamicParams = true;

/** How many of a language's newest articles the build renders: the rest cost their first visit, not every build. */
const prerenderedArticles = 24;

type Props = { params: Promise<{ slug: string }> };

/** The article and where its translation is, read once per request for the metadata and the page. */
const newsArticleOfRequest = cache(async (locale: Locale, slug: string) => (slugSchema.safeParse(slug).success ? newsArticlePage(locale, slug) : undefined));

export async function generateStaticParams() {
  const { news } = await storeSnapshots();
  return news[await currentLocale()].items.slice(0, prerenderedArticles).map((item) => ({ slug: item.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await currentLocale();
  const page = await newsArticleOfRequest(locale, (await params).slug);
  if (!page) return notFoundMetadata(locale);
  return newsArticleMetadata(page.item, page.translation, locale);
}

export default async function NewsArticlePage({ params }: Props) {
  const locale = await currentLocale();
  const page = await newsArticleOfRequest(locale, (await params).slug);
  if (!page) notFound();
  const { item } = page;
  const t = await getTranslations({ locale, namespace: 'News' });
  const url = absoluteUrl(localizedPath('news.article', locale, { slug: item.slug }));
  const jsonLd = newsArticleJsonLd(item, { url, locale, categoryLabel: item.category && t(`categories.${item.category}`) });

  return (
    <>
      <JsonLd data={jsonLd} />
      <JsonLd data={recordBreadcrumbs('news.article', locale, { title: item.title, params: { slug: item.slug } })} />
      <NewsArticle item={item} bodyHtml={sanitizeBackendHtml(item.body)} locale={locale} />
    </>
  );
}
