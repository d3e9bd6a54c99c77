import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BrandShowcase } from '@/components/blocks/BrandShowcase';
import { brands } from '@/content/brands';

describe('BrandShowcase', () => {
  it.each(['de', 'en'] as const)('shows every product line with its logo mark, name and line in %s', (locale) => {
    render(<BrandShowcase brands={brands[locale]} label="Product lines" />);
    const items = within(screen.getByRole('list', { name: 'Product lines' })).getAllByRole('listitem');
    expect(items).toHaveLength(brands[locale].length);
    brands[locale].forEach((brand, index) => {
      const item = items[index]!;
      expect(within(item).getByRole('heading', { level: 3 })).toHaveTextContent(brand.name);
      expect(within(item).getByRole('img', { name: brand.logo.alt })).toHaveAttribute('src', brand.logo.src);
      expect(item).toHaveTextContent(brand.description);
    });
  });
});
