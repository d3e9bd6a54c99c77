import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { NewsArticle } from '@/components/news/NewsArticle';
import { JsonLd } from '@/components/metadata/JsonLd';
import { findNewsItem, listNews } from '@/lib/records/news-items';
import { slug as slugSchema } from '@/lib/cms/resources/fields';
import { sanitizeBackendHtml } from '@/lib/records/record-html';
import { currentLocale } from '@/lib/i18n/current-locale';
import { recordBreadcrumbs } from '@/lib/metadata/breadcrumbs';
import { notFoundMetadata } from '@/lib/metadata/not-found-metadata';
import { absoluteUrl } from '@/lib/metadata/site-url';
import { newsArticleJsonLd } from '@/lib/news/news-article-json-ld';
import { newsArticleMetadata } from '@/lib/news/news-article-metadata';
import { recordPageBackend } from '@/lib/publishing/preview-reads';
import { otherLocale, type Locale } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';

// Articles known at build time are prerendered; one published later renders on its first request.
export const revalidate = 3600;
export const dynamicParams = true;

type Props = { params: Promise<{ slug: string }> };

/** The article and its translation, read once per request for the metadata and the page. */
const newsArticlePage = cache(async (locale: Locale, slug: string) => {
  if (!slugSchema.safeParse(slug).success) return undefined;
  const client = await recordPageBackend();
  const item = await findNewsItem(locale, { slug }, client);
  if (!item) return undefined;
  const translation = await findNewsItem(otherLocale(locale), { translationKey: item.translationKey }, client);
  return { item, translation };
});

export async function generateStaticParams() {
  const items = await listNews(await currentLocale());
  return items.map((item) => ({ slug: item.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await currentLocale();
  const page = await newsArticlePage(locale, (await params).slug);
  if (!page) return notFoundMetadata(locale);
  return newsArticleMetadata(page.item, page.translation, locale);
}

export default async function NewsArticlePage({ params }: Props) {
  const locale = await currentLocale();
  const page = await newsArticlePage(locale, (await params).slug);
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
