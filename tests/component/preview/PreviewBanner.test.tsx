import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PreviewBanner } from '@/components/preview/PreviewBanner';
import { messages } from '../support/intl';

describe.each([
  ['de', '/karriere-lumoplast/stellenangebote/produktionsplaner-spritzguss/'],
  ['en', '/en/news/some-article/'],
] as const)('the preview banner in %s', (locale, page) => {
  const texts = messages[locale].Preview;

  it('says the page is a preview, keeps it out of search engines and links to the end of the preview, back to the page the editor is on', () => {
    const { container } = render(<PreviewBanner texts={texts} locale={locale} pathname={page} />);
    expect(screen.getByRole('complementary', { name: texts.label })).toHaveTextContent(texts.label);
    expect(screen.getByRole('link', { name: texts.exit })).toHaveAttribute('href', `/api/preview/exit/?${new URLSearchParams({ locale, path: page })}`);
    expect(container.ownerDocument.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });
});

describe('the link that ends the preview', () => {
  const texts = messages.de.Preview;

  it('names the public path of a page the server renders under its internal one', () => {
    render(<PreviewBanner texts={texts} locale="de" pathname="/de/imprint/" />);
    expect(screen.getByRole('link', { name: texts.exit })).toHaveAttribute('href', '/api/preview/exit/?locale=de&path=%2Fimpressum%2F');
  });

  it('carries only the language on a page that is no page of the route table (the 404 page)', () => {
    render(<PreviewBanner texts={messages.en.Preview} locale="en" pathname="/gibt-es-nicht/" />);
    expect(screen.getByRole('link', { name: messages.en.Preview.exit })).toHaveAttribute('href', '/api/preview/exit/?locale=en');
  });
});
