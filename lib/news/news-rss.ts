import type { NewsCategory, NewsItem } from '@/lib/cms/resources/news-item';
import { isLocale, type Locale } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';
import { absoluteUrl } from '@/lib/metadata/site-url';

/**
 * The RSS 2.0 feed of the news of one language, at `/rss/de.xml` and `/rss/en.xml` (outside the
 * page routes, so it never meets the `/news/[slug]/` pattern or the request interceptor).
 */
export function newsFeedPath(locale: Locale): string {
  return `/rss/${locale}.xml`;
}

/** The language of a feed file name (`de.xml`), or undefined when it names none. */
export function localeOfFeedFile(file: string): Locale | undefined {
  const locale = /^([a-z]{2})\.xml$/.exec(file)?.[1];
  return isLocale(locale) ? locale : undefined;
}

export const rssContentType = 'application/rss+xml; charset=utf-8';

export interface RssItem {
  title: string;
  /** Absolute. */
  link: string;
  /** Each of these three is left out of the item when the article lacks it. */
  description: string | null;
  category: string | null;
  /** ISO 8601. */
  publishedAt: string | null;
}

export interface RssChannel {
  title: string;
  /** The page the feed belongs to, absolute. */
  link: string;
  description: string;
  /** RFC 5646, e.g. `de-DE`. */
  language: string;
  /** The feed's own address, absolute. */
  self: string;
  items: readonly RssItem[];
}

/** Characters XML 1.0 does not allow at all (control characters but tab, line feed and carriage return). */
const forbiddenInXml = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text as the content of an XML element or attribute value. */
export function escapeXml(text: string): string {
  return text
    .replace(forbiddenInXml, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** A date as RSS writes it (RFC 822 with a four-digit year): `Tue, 27 Oct 2026 08:00:00 GMT`. */
export function rssDate(isoDate: string): string {
  return new Date(isoDate).toUTCString();
}

const element = (name: string, text: string, indent: string) => `${indent}<${name}>${escapeXml(text)}</${name}>`;

/** The feed as an RSS 2.0 document. Its build date is the newest item's, so the same news give the same feed. */
export function buildRssFeed(channel: RssChannel): string {
  const newest = channel.items
    .flatMap((item) => (item.publishedAt === null ? [] : [item.publishedAt]))
    .sort((a, b) => Date.parse(b) - Date.parse(a))[0];
  const items = channel.items.map((item) =>
    [
      '    <item>',
      element('title', item.title, '      '),
      element('link', item.link, '      '),
      `      <guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
      ...(item.description === null ? [] : [element('description', item.description, '      ')]),
      ...(item.category === null ? [] : [element('category', item.category, '      ')]),
      ...(item.publishedAt === null ? [] : [element('pubDate', rssDate(item.publishedAt), '      ')]),
      '    </item>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    element('title', channel.title, '    '),
    element('link', channel.link, '    '),
    element('description', channel.description, '    '),
    element('language', channel.language, '    '),
    `    <atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [element('lastBuildDate', rssDate(newest), '    ')] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

const feedLanguage: Record<Locale, string> = { de: 'de-DE', en: 'en-US' };

/** The channel of a language's news: links to the list and the articles, absolute on the site's origin. */
export function newsRssChannel(
  items: readonly Pick<NewsItem, 'title' | 'slug' | 'teaser' | 'category' | 'publishedAt'>[],
  locale: Locale,
  texts: { title: string; description: string; categoryLabel: (category: NewsCategory) => string },
): RssChannel {
  return {
    title: texts.title,
    link: absoluteUrl(localizedPath('news', locale)),
    description: texts.description,
    language: feedLanguage[locale],
    self: absoluteUrl(newsFeedPath(locale)),
    items: items.map((item) => ({
      title: item.title,
      link: absoluteUrl(localizedPath('news.article', locale, { slug: item.slug })),
      description: item.teaser,
      category: item.category && texts.categoryLabel(item.category),
      publishedAt: item.publishedAt,
    })),
  };
}
