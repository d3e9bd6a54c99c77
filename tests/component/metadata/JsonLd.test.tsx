import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JsonLd } from '@/components/metadata/JsonLd';

describe('JsonLd', () => {
  it('writes the data so that no text of a record can end the script element', () => {
    const data = { '@type': 'NewsArticle', headline: '</script><script>alert(1)</script>' };
    const { container } = render(<JsonLd data={data} />);
    const script = container.querySelector('script[type="application/ld+json"]')!;
    expect(script.innerHTML).not.toContain('<');
    expect(JSON.parse(script.textContent!)).toEqual(data);
  });
});
