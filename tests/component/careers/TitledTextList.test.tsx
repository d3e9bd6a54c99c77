import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TitledTextList } from '@/components/careers/TitledTextList';
import { careers } from '@/content/careers';
import { asRead } from '../support/read-text';

describe('TitledTextList', () => {
  it.each([
    ['the reasons to work here', careers.de.landing.why.reasons, 'grid'],
    ['the working values', careers.en.aboutUs.values.items, 'tiles'],
    ['the apprenticeships', careers.de.landing.training.professions, 'stack'],
  ] as const)('lists %s, each item a heading with its text', (_, items, variant) => {
    render(<TitledTextList items={items} variant={variant} />);
    const list = screen.getByRole('list');
    expect(list).toHaveAttribute('data-variant', variant);
    const entries = within(list).getAllByRole('listitem');
    expect(entries).toHaveLength(items.length);
    entries.forEach((entry, index) => {
      expect(within(entry).getByRole('heading', { level: 3 })).toHaveTextContent(asRead(items[index]!.title));
      expect(entry.querySelector('p')).toHaveTextContent(asRead(items[index]!.text));
    });
  });
});
