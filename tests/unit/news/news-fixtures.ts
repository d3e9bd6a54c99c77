import type { NewsItem } from '@/lib/cms/resources/news-item';
import type { NewsTeaser } from '@/lib/news/news-teaser';

/** A news item as the backend client hands it out; fields can be overridden. */
export function newsItem(overrides: Partial<NewsItem> = {}): NewsItem {
  return {
    id: 'n-1',
    locale: 'de',
    translationKey: 'k-2025',
    slug: 'k-2025-messe-duesseldorf',
    cmsSlug: null,
    title: 'K 2025: Lumoplast in Düsseldorf',
    teaser: 'Auf der K 2025 zeigen wir Mehrkomponenten-Teile aus der Serienfertigung.',
    body: '<p>Besuchen Sie uns in Halle 11.</p>',
    category: 'fair',
    publishedAt: '2025-09-16T09:00:00+02:00',
    image: { id: 'f-1', url: '/media/news/k-2025-trade-fair-stand.svg', filename: 'k-2025-trade-fair-stand.svg', mimeType: 'image/svg+xml', filesize: 4000, alt: 'Messestand mit Spritzgießmaschine' },
    articlePdf: { id: 'f-2', url: '/media/news/presseinformation-k-2025-de.pdf', filename: 'presseinformation-k-2025-de.pdf', mimeType: 'application/pdf', filesize: 20480 },
    caseStudy: null,
    ...overrides,
  };
}

/** A teaser as the list shows it. */
export function newsTeaser(id: string, overrides: Partial<NewsTeaser> = {}): NewsTeaser {
  return {
    id,
    href: `/news/${id}/`,
    title: `Meldung ${id}`,
    teaser: `Kurztext der Meldung ${id}.`,
    category: 'fair',
    published: { dateTime: '2025-09-16T09:00:00+02:00', text: '16. September 2025' },
    image: { src: `/media/news/${id}.svg`, alt: `Zeichnung zu ${id}`, svg: true },
    ...overrides,
  };
}
