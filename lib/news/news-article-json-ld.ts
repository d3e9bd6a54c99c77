import type { NewsArticle, WithContext } from 'schema-dts';
import { company } from '@/content/company';
import type { NewsItem } from '@/lib/cms/resources/news-item';
import { absoluteUrl } from '@/lib/metadata/site-url';
import type { Locale } from '@/lib/routing/locales';

/** The schema.org `NewsArticle` of a news item, for search engines. */
export function newsArticleJsonLd(
  item: NewsItem,
  page: { url: string; locale: Locale; categoryLabel: string | null },
): WithContext<NewsArticle> {
  const organization = { '@type': 'Organization', name: company.legalName, url: company.website } as const;
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: item.title,
    ...(item.teaser && { description: item.teaser }),
    ...(item.publishedAt && { datePublished: item.publishedAt }),
    ...(item.image && { image: [absoluteUrl(item.image.url)] }),
    inLanguage: page.locale,
    ...(page.categoryLabel && { articleSection: page.categoryLabel }),
    url: page.url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': page.url },
    author: organization,
    publisher: organization,
    ...(item.articlePdf && { associatedMedia: { '@type': 'MediaObject', contentUrl: absoluteUrl(item.articlePdf.url), encodingFormat: 'application/pdf' } }),
  };
}
