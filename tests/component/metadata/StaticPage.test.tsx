import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StaticPage } from '@/components/page/StaticPage';
import { pageIntroOf } from '@/content/pages';

function jsonLdBlocks(container: HTMLElement): unknown[] {
  return [...container.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? ''));
}

describe('the structured data of a page of the route table', () => {
  it('gives a page below another one its BreadcrumbList beside its heading', () => {
    const { container } = render(<StaticPage id="industries.food" locale="en" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(pageIntroOf('industries.food', 'en').heading);
    expect(jsonLdBlocks(container)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Lumoplast', item: 'http://localhost:3000/en/' },
          { '@type': 'ListItem', position: 2, name: 'Products & industries', item: 'http://localhost:3000/en/products-and-industries/' },
          { '@type': 'ListItem', position: 3, name: 'Food', item: 'http://localhost:3000/en/products-and-industries/food/' },
        ],
      },
    ]);
  });

  it('gives a page at the top level none', () => {
    const { container } = render(<StaticPage id="downloads" locale="de" />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(jsonLdBlocks(container)).toEqual([]);
  });
});
