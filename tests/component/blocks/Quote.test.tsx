import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Quote } from '@/components/blocks/Quote';

describe('Quote', () => {
  it('sets the words in a blockquote and names the speaker and their role in the caption', () => {
    render(<Quote quote="Hier zählt jede Idee." speaker="Melanie" role="Verfahrensmechanikerin" />);
    const words = screen.getByText('Hier zählt jede Idee.');
    expect(words.tagName).toBe('P');
    expect(words.closest('blockquote')).not.toBeNull();
    const figure = words.closest('figure')!;
    const caption = figure.querySelector('figcaption')!;
    expect(caption).toHaveTextContent('Melanie, Verfahrensmechanikerin');
    expect(within(caption).getByText('Melanie')).toBeInTheDocument();
    expect(within(caption).getByText('Verfahrensmechanikerin')).toBeInTheDocument();
    expect(figure).toHaveAttribute('data-size', 'regular');
    expect(figure).toHaveAttribute('data-tone', 'light');
  });

  it('leaves the caption out where the heading above already names the speaker', () => {
    const { container } = render(<Quote quote="Words" speaker="Tobias" role="Tool mechanic" size="large" tone="dark" attributed={false} />);
    const figure = container.querySelector('figure')!;
    expect(figure.querySelector('blockquote')).toHaveTextContent('Words');
    expect(figure.querySelector('figcaption')).toBeNull();
    expect(screen.queryByText('Tobias')).toBeNull();
    expect(figure).toHaveAttribute('data-size', 'large');
    expect(figure).toHaveAttribute('data-tone', 'dark');
  });
});
