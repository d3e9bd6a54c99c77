import type { NewsCategory, NewsItem } from '@/lib/cms/resources/news-item';
import type { Locale } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';
import { newsDate, type NewsDate } from './news-date';

/**
 * A news item as the list shows it, and all the browser receives of it: no body, no file records,
 * no backend address — the link to the article is the site's own path.
 */
export interface NewsTeaser {
  id: string;
  /** The article's page on the site: `/news/k-2025-messe-duesseldorf/`. */
  href: string;
  title: string;
  teaser: string | null;
  category: NewsCategory | null;
  /** The publication day, written out on the server; null when unknown. */
  published: NewsDate | null;
  image: {
    src: string;
    alt: string;
    /** A vector drawing: served as it is instead of through the image optimizer. */
    svg: boolean;
  } | null;
}

/** One page of a news list: its teasers, its number (from 1) and how many pages the list has. */
export interface NewsTeaserPage {
  items: NewsTeaser[];
  page: number;
  pageCount: number;
}

export function toNewsTeaser(item: NewsItem, locale: Locale): NewsTeaser {
  return {
    id: item.id,
    href: localizedPath('news.article', locale, { slug: item.slug }),
    title: item.title,
    teaser: item.teaser,
    category: item.category,
    published: newsDate(item.publishedAt, locale),
    image: item.image && { src: item.image.url, alt: item.image.alt, svg: item.image.mimeType === 'image/svg+xml' },
  };
}
