import { describe, expect, it } from 'vitest';
import { home } from '@/content/home';
import { drawingOf, inlineDrawing } from '@/lib/content/inline-drawing';

const drawing = (inner: string, attributes = ' viewBox="0 0 10 10"') => `<svg xmlns="http://www.w3.org/2000/svg"${attributes}>${inner}</svg>`;

describe('an inline drawing', () => {
  it('keeps the viewBox and the elements, without comments', () => {
    expect(inlineDrawing(`<?xml version="1.0"?>\n${drawing('<!-- a note --><rect width="10" height="10"/>')}\n`, 'p-')).toEqual({
      viewBox: '0 0 10 10',
      markup: '<rect width="10" height="10"/>',
    });
  });

  it('prefixes its ids and its references to them, and no other text', () => {
    const { markup } = inlineDrawing(
      drawing('<linearGradient id="steel"/><rect fill="url(#steel)" data-note="id=&quot;steel&quot;"/><rect fill="url(#other)"/>'),
      'hero-',
    );
    expect(markup).toBe('<linearGradient id="hero-steel"/><rect fill="url(#hero-steel)" data-note="id=&quot;steel&quot;"/><rect fill="url(#other)"/>');
  });

  it.each([
    ['a script', '<script>alert(1)</script>'],
    ['a style element', '<style>rect { fill: red }</style>'],
    ['a foreign object', '<foreignObject><div/></foreignObject>'],
    ['an event attribute', '<rect onload="alert(1)"/>'],
    ['a link', '<a href="https://example.com"><rect/></a>'],
    ['a link', '<use xlink:href="#x"/>'],
    ['an address other than its own', '<rect fill="url(https://example.com/a.svg#x)"/>'],
  ])('is refused when it holds %s', (what, inner) => {
    expect(() => inlineDrawing(drawing(inner), 'p-')).toThrow(`may not hold ${what}`);
  });

  it('is refused when it is no single <svg> element or has no viewBox', () => {
    expect(() => inlineDrawing('<div></div>', 'p-')).toThrow('one <svg> element');
    expect(() => inlineDrawing(`${drawing('')}<script></script>`, 'p-')).toThrow('one <svg> element');
    expect(() => inlineDrawing(drawing('<rect/>', ''), 'p-')).toThrow('needs a viewBox');
    expect(() => inlineDrawing(drawing('<rect/>', ' viewBox="0 0 1 1" onload="alert(1)"'), 'p-')).toThrow('an event attribute');
  });

  it('reads only SVG files of public/', () => {
    expect(() => drawingOf('/media/home/company-film-poster.webp', 'p-')).toThrow('no drawing');
    expect(() => drawingOf('/../package.json.svg', 'p-')).toThrow('no drawing');
  });

  it.each(['de', 'en'] as const)('takes the home page’s machine (%s) as it is drawn, with the size its content names', (locale) => {
    const { illustration } = home[locale].hero;
    const { viewBox, markup } = drawingOf(illustration.src, 'hero-machine-');
    expect(viewBox).toBe(`0 0 ${illustration.width} ${illustration.height}`);
    expect(markup).toContain('id="hero-machine-barrel"');
    expect(markup).toContain('url(#hero-machine-barrel)');
    expect(markup).not.toContain('<!--');
  });
});
