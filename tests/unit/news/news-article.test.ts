import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NewsItem } from '@/lib/cms/resources/news-item';
import { newsArticleJsonLd } from '@/lib/news/news-article-json-ld';
import { metaDescription, newsArticleMetadata } from '@/lib/news/news-article-metadata';
import { formatNewsDate } from '@/lib/news/news-date';
import { toNewsTeaser } from '@/lib/news/news-teaser';
import { newsItem } from './news-fixtures';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the NewsArticle JSON-LD', () => {
  it('names headline, publication date, absolute image, language and publisher', () => {
    vi.stubEnv('SITE_URL', 'https://www.lumoplast.de');
    const item = newsItem();
    const url = 'https://www.lumoplast.de/news/k-2025-messe-duesseldorf/';
    const data = newsArticleJsonLd(item, { url, locale: 'de', categoryLabel: 'Messe' });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: item.title,
      description: item.teaser,
      datePublished: '2025-09-16T09:00:00+02:00',
      image: ['https://www.lumoplast.de/media/news/k-2025-trade-fair-stand.svg'],
      inLanguage: 'de',
      articleSection: 'Messe',
      url,
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      publisher: { '@type': 'Organization', name: 'Lumoplast GmbH' },
      associatedMedia: { contentUrl: 'https://www.lumoplast.de/media/news/presseinformation-k-2025-de.pdf' },
    });
  });

  it('keeps an image on the CMS absolute as it is, and has no PDF without one', () => {
    const image = newsItem().image as NonNullable<NewsItem['image']>;
    const item = newsItem({ image: { ...image, url: 'https://cms.example.com/files/photo.jpg' }, articlePdf: null });
    const data = newsArticleJsonLd(item, { url: 'http://localhost:3000/news/x/', locale: 'de', categoryLabel: 'Messe' });
    expect(data).toMatchObject({ image: ['https://cms.example.com/files/photo.jpg'] });
    expect(data).not.toHaveProperty('associatedMedia');
  });
});

describe('the metadata of a news article', () => {
  it('has the alternates of the article and its translation', () => {
    const german = newsItem();
    const english = newsItem({ id: 'n-2', locale: 'en', slug: 'k-2025-trade-fair-duesseldorf', title: 'K 2025 in Düsseldorf' });
    const metadata = newsArticleMetadata(english, german, 'en');
    expect(metadata.title).toEqual({ absolute: 'K 2025 in Düsseldorf | Lumoplast' });
    expect(metadata.alternates).toEqual({
      canonical: 'http://localhost:3000/en/news/k-2025-trade-fair-duesseldorf/',
      languages: {
        de: 'http://localhost:3000/news/k-2025-messe-duesseldorf/',
        en: 'http://localhost:3000/en/news/k-2025-trade-fair-duesseldorf/',
        'x-default': 'http://localhost:3000/news/k-2025-messe-duesseldorf/',
      },
    });
    expect(metadata.openGraph).toMatchObject({ type: 'article', publishedTime: german.publishedAt, url: 'http://localhost:3000/en/news/k-2025-trade-fair-duesseldorf/' });
  });

  it('has no alternate for a language the article has no translation in', () => {
    const metadata = newsArticleMetadata(newsItem(), undefined, 'de');
    expect(metadata.alternates?.canonical).toBe('http://localhost:3000/news/k-2025-messe-duesseldorf/');
    expect(metadata.alternates?.languages).toEqual({
      de: 'http://localhost:3000/news/k-2025-messe-duesseldorf/',
      'x-default': 'http://localhost:3000/news/k-2025-messe-duesseldorf/',
    });
  });

  it('describes the article by its teaser, at most 160 characters', () => {
    const long = `${'Spritzgießen mit Mehrkomponententechnik '.repeat(8)}Ende.`;
    const description = metaDescription(long);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
    expect(long.startsWith(description.slice(0, -1))).toBe(true);
    expect(metaDescription('  Kurz   und gut. ')).toBe('Kurz und gut.');
  });
});

describe('the date of a news item', () => {
  it('is written for the language, on the day it was in Berlin, on one line', () => {
    expect(formatNewsDate('2026-10-27T09:00:00+01:00', 'de')).toBe('27.\u00a0Oktober\u00a02026');
    expect(formatNewsDate('2026-10-27T09:00:00+01:00', 'en')).toBe('October\u00a027,\u00a02026');
    // 23:30 UTC on 31 December is already New Year's Day in Berlin.
    expect(formatNewsDate('2025-12-31T23:30:00Z', 'de')).toBe('1.\u00a0Januar\u00a02026');
  });

  it('reaches the list written out by the server, with the instant for <time>, so the browser formats no date', () => {
    const item = newsItem({ publishedAt: '2026-10-27T09:00:00+01:00' });
    expect(toNewsTeaser(item, 'de').published).toEqual({ dateTime: '2026-10-27T09:00:00+01:00', text: '27.\u00a0Oktober\u00a02026' });
    expect(toNewsTeaser({ ...item, locale: 'en' }, 'en').published).toEqual({ dateTime: '2026-10-27T09:00:00+01:00', text: 'October\u00a027,\u00a02026' });
    expect(toNewsTeaser(newsItem({ publishedAt: null }), 'de').published).toBeNull();
  });
});
