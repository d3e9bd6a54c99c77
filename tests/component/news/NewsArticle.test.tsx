import { render, screen, within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NewsArticle } from '@/components/news/NewsArticle';
import { NewsList } from '@/components/news/NewsList';
import type { NewsItem } from '@/lib/cms/resources/news-item';
import { sanitizeBackendHtml } from '@/lib/records/record-html';
import type { NewsListPageData } from '@/lib/news/news-pages';
import type { Locale } from '@/lib/routing/locales';
import { messages } from '../support/intl';
import { stubNextConfigEnv } from '../support/next-config';

vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: string }) =>
    createTranslator({ locale, messages: messages[locale], namespace: namespace as 'News', timeZone: 'Europe/Berlin' }),
}));

vi.mock('next/navigation', async () => (await import('@/tests/component/support/next-navigation')).nextNavigation({ pathname: () => '/news/' }));

function item(overrides: Partial<NewsItem> = {}): NewsItem {
  return {
    id: 'n-1',
    locale: 'de',
    translationKey: 'sfd',
    slug: 'squeeze-foaming-device-in-serie',
    cmsSlug: null,
    title: 'Squeeze Foaming Device in Serie',
    teaser: 'Unser Schaumspender ganz aus Polypropylen ist serienreif.',
    body: '<h2>So funktioniert es</h2><p>4 Siebe mit etwa 0,2 mm Maschenweite.</p><script>alert(1)</script><p onclick="x()">Ende</p>',
    category: 'product',
    publishedAt: '2026-04-21T09:00:00+02:00',
    image: { id: 'f-1', url: '/media/news/squeeze-foaming-device-series.svg', filename: 'x.svg', mimeType: 'image/svg+xml', filesize: 4000, alt: 'Drei Quetschflaschen' },
    articlePdf: { id: 'f-2', url: '/media/news/produktinformation-squeeze-foaming-device-de.pdf', filename: 'x.pdf', mimeType: 'application/pdf', filesize: 40_960 },
    caseStudy: 'innovation.sfd',
    ...overrides,
  };
}

async function renderArticle(news: NewsItem, locale: Locale) {
  render(await NewsArticle({ item: news, bodyHtml: sanitizeBackendHtml(news.body), locale }));
}

beforeEach(() => {
  stubNextConfigEnv();
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('a news article', () => {
  it('is shown without the parts the CMS did not send: no image, teaser, category or date', async () => {
    const { container } = render(
      await NewsArticle({ item: item({ image: null, teaser: null, category: null, publishedAt: null }), bodyHtml: '<p>Nur der Text.</p>', locale: 'en' }),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Squeeze Foaming Device in Serie');
    expect(screen.getByText('Nur der Text.')).toBeVisible();
    expect(container.querySelector('img, time')).toBeNull();
    expect(screen.queryByText(/Category/)).toBeNull();
  });

  it('shows title, category, date, teaser, image and the sanitized body', async () => {
    await renderArticle(item(), 'de');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Squeeze Foaming Device in Serie');
    const article = screen.getByRole('article', { name: 'Squeeze Foaming Device in Serie' });
    expect(article).toHaveTextContent('Kategorie: Produkt');
    expect(within(article).getByText('21. April 2026')).toHaveAttribute('datetime', '2026-04-21T09:00:00+02:00');
    expect(screen.getByRole('img', { name: 'Drei Quetschflaschen' })).toHaveAttribute('src', '/media/news/squeeze-foaming-device-series.svg');
    expect(screen.getByRole('heading', { level: 2, name: 'So funktioniert es' })).toBeInTheDocument();
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('[onclick]')).toBeNull();
  });

  it('has buttons to all news, to the PDF and to the case study', async () => {
    await renderArticle(item(), 'de');
    const actions = screen.getByRole('list', { name: 'Weiterlesen' });
    expect(within(actions).getByRole('link', { name: 'Alle News' })).toHaveAttribute('href', '/news/');
    const pdf = within(actions).getByRole('link', { name: 'Artikel als PDF (40\u00a0KB)' });
    expect(pdf).toHaveAttribute('href', '/media/news/produktinformation-squeeze-foaming-device-de.pdf');
    expect(pdf).toHaveAttribute('type', 'application/pdf');
    expect(within(actions).getByRole('link', { name: 'Zur Fallstudie: Squeeze Foaming Device (SFD)' })).toHaveAttribute('href', '/innovation/fallstudie-sfd/');
  });

  it('has only the button to all news without a PDF or a case study, in English too', async () => {
    await renderArticle(item({ locale: 'en', articlePdf: null, caseStudy: null, category: 'fair' }), 'en');
    const actions = screen.getByRole('list', { name: 'Read on' });
    expect(within(actions).getAllByRole('link').map((link) => link.textContent)).toEqual(['All news']);
    expect(within(actions).getByRole('link', { name: 'All news' })).toHaveAttribute('href', '/en/news/');
    expect(screen.getByRole('article')).toHaveTextContent('Category: Trade fair');
    expect(screen.getByText('April 21, 2026')).toBeInTheDocument();
  });
});

describe('the news list section', () => {
  const emptyCategory: NewsListPageData = { items: [], page: 1, pageCount: 1, location: { filter: 'newspaper', page: 1 }, languages: ['en', 'de'] };

  it('has its heading, the empty message and the link to the RSS feed of the language', async () => {
    render(await NewsList({ locale: 'en', data: emptyCategory }));
    expect(screen.getByRole('region', { name: 'Latest news' })).toBeInTheDocument();
    expect(screen.getByText('There are no new entries — come back soon.')).toBeInTheDocument();
    const feed = screen.getByRole('link', { name: 'Subscribe to the news as an RSS feed' });
    expect(feed).toHaveAttribute('href', '/rss/en.xml');
    expect(feed).toHaveAttribute('type', 'application/rss+xml');
  });

  it('marks the category shown as the current choice of the filter, and has no page navigation for one page', async () => {
    render(await NewsList({ locale: 'en', data: emptyCategory }));
    const filter = screen.getByRole('navigation', { name: 'Filter news by category' });
    expect(within(filter).getByRole('link', { name: 'Newspaper' })).toHaveAttribute('aria-current', 'true');
    expect(within(filter).getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
    expect(screen.queryByRole('navigation', { name: 'Pages of the news' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Show more' })).not.toBeInTheDocument();
  });
});
