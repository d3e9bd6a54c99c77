import type { Metadata } from 'next';
import type { NewsItem } from '@/lib/cms/resources/news-item';
import { documentMetadata } from '@/lib/metadata/page-metadata';
import { locales, type Locale } from '@/lib/routing/locales';

/** A meta description of at most `max` characters, cut at a word with an ellipsis when longer. */
export function metaDescription(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}

/**
 * The metadata of a news article: its title and teaser, the canonical URL, the `hreflang`
 * alternates of the article and of its translation (none for a language it has no translation in),
 * and an Open Graph `article` with its publication date.
 */
export function newsArticleMetadata(item: NewsItem, translation: Pick<NewsItem, 'locale' | 'slug'> | undefined, locale: Locale): Metadata {
  const versions: Pick<NewsItem, 'locale' | 'slug'>[] = [item, translation].filter((version) => version !== undefined);
  // Every language is named, so one without a translation gets no alternate rather than a wrong one.
  const params = Object.fromEntries(
    locales.map((language) => {
      const version = versions.find((candidate) => candidate.locale === language);
      return [language, version && { slug: version.slug }];
    }),
  ) as Record<Locale, { slug: string } | undefined>;
  const metadata = documentMetadata({ id: 'news.article', params, title: item.title, description: metaDescription(item.teaser ?? item.title) }, locale);
  return { ...metadata, openGraph: { ...metadata.openGraph, type: 'article', ...(item.publishedAt && { publishedTime: item.publishedAt }) } };
}
