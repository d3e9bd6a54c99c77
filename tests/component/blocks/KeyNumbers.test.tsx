import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KeyNumbers } from '@/components/blocks/KeyNumbers';
import { keyNumbers } from '@/content/key-numbers';
import { asRead } from '../support/read-text';

describe('KeyNumbers', () => {
  it.each([
    ['de', 'Kennzahlen', ['2004', 'über\u00a070', 'bis\u00a06.500\u00a0kN', 'über eine Milliarde', 'über\u00a0400\u00a0Millionen', 'drei Kontinente']],
    ['en', 'Key numbers', ['2004', 'more\u00a0than\u00a070', 'up\u00a0to\u00a06,500\u00a0kN', 'over one billion', 'over\u00a0400\u00a0million', 'three continents']],
  ] as const)('renders every key number in %s as an item of one list', (locale, label, figures) => {
    render(<KeyNumbers items={keyNumbers[locale]} label={label} />);
    const list = screen.getByRole('list', { name: label });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(keyNumbers[locale].length);
    items.forEach((item, index) => {
      const number = keyNumbers[locale][index]!;
      expect(item).toHaveTextContent(asRead(`${number.figure} ${number.text}`));
    });
    expect(items.map((item) => item.firstElementChild?.textContent)).toEqual(figures);
  });

  it('renders any list of items it is given', () => {
    render(
      <KeyNumbers
        label="Figures"
        tone="dark"
        items={[
          { figure: '12', text: 'apprentices' },
          { figure: '3', text: 'shifts' },
          { figure: '24/7', text: 'production' },
        ]}
      />,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['12 apprentices', '3 shifts', '24/7 production']);
    expect(screen.getByRole('list')).toHaveAttribute('data-tone', 'dark');
  });

  it('leaves the list unlabelled where the heading of its section names it (the careers facts)', () => {
    render(<KeyNumbers items={[{ figure: '2004', text: 'founded' }]} />);
    expect(screen.getByRole('list')).not.toHaveAttribute('aria-label');
    expect(screen.getByRole('listitem')).toHaveTextContent('2004 founded');
  });
});
