import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FactsList, type FourFacts } from '@/components/blocks/FactsList';
import { fourFacts } from '@/lib/content/localized';

const facts: FourFacts = ['Über\u00a070 Spritzgießmaschinen', 'Schließkräfte bis\u00a06.500\u00a0kN', 'Reinraumfertigung', 'Zertifiziert nach ISO\u00a014001'];

describe('FactsList', () => {
  it('shows the four facts as a labelled list, a figure and its unit still joined by no-break spaces', () => {
    render(<FactsList facts={facts} label="Fakten" />);
    const list = screen.getByRole('list', { name: 'Fakten' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([...facts]);
  });

  it('takes exactly four facts: three or five fail validation', () => {
    expect(fourFacts.safeParse(facts).success).toBe(true);
    expect(fourFacts.safeParse(facts.slice(0, 3)).success).toBe(false);
    expect(fourFacts.safeParse([...facts, 'Fünf']).success).toBe(false);
    expect(fourFacts.safeParse([...facts.slice(0, 3), '  ']).success).toBe(false);
  });
});
