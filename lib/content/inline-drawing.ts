import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A drawing of `public/` (one of the site's own SVG files) made ready to be written into the page's
 * HTML, where it paints with the text (an `<img>` would be one more request, and the largest paint of a
 * phone's first screen). Its `id`s get a prefix of the page's choosing, so that another drawing on the
 * same page cannot take its gradients; its comments go. A file that could run anything or ask for
 * anything once it is part of the page (a script, a style element, which the page's policy would need a
 * hash for, an event attribute, a link, a foreign object, an entity) is refused while the page renders,
 * at the build.
 */
export interface InlineDrawing {
  readonly viewBox: string;
  /** The elements inside the `<svg>` element, as markup. */
  readonly markup: string;
}

const refused: readonly [RegExp, string][] = [
  [/<script\b/i, 'a script'],
  [/<style\b/i, 'a style element'],
  [/<foreignObject\b/i, 'a foreign object'],
  [/<!(?:DOCTYPE|ENTITY)\b/i, 'a document type or entity'],
  [/\son[a-z]+\s*=/i, 'an event attribute'],
  [/[\s:]href\s*=/i, 'a link'],
  [/url\(\s*['"]?(?!#)/i, 'an address other than its own'],
];

/** The drawing of `svg`, the text of an SVG file, with its ids prefixed by `idPrefix`. */
export function inlineDrawing(svg: string, idPrefix: string): InlineDrawing {
  const root = /^\s*(?:<\?xml[^>]*\?>\s*)?<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/.exec(svg);
  if (!root) throw new Error('an inline drawing is one <svg> element');
  const [, attributes = '', inner = ''] = root;
  const viewBox = /\sviewBox="([^"]+)"/.exec(attributes)?.[1];
  if (!viewBox) throw new Error('an inline drawing needs a viewBox');
  for (const [pattern, what] of refused) {
    if (pattern.test(attributes) || pattern.test(inner)) throw new Error(`an inline drawing may not hold ${what}`);
  }
  const ids = new Set([...inner.matchAll(/\sid="([^"]+)"/g)].map(([, id]) => id!));
  const markup = inner
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\sid="([^"]+)"/g, (_, id: string) => ` id="${idPrefix}${id}"`)
    .replace(/url\(#([^)]+)\)/g, (whole, id: string) => (ids.has(id) ? `url(#${idPrefix}${id})` : whole))
    .replace(/\n\s*\n/g, '\n')
    .trim();
  return { viewBox, markup };
}

/** The drawing of the file at `src` (an address under `public/`, e.g. `/media/home/machine.svg`). */
export function drawingOf(src: string, idPrefix: string): InlineDrawing {
  if (!src.endsWith('.svg') || src.includes('..')) throw new Error(`${src} is no drawing of public/`);
  return inlineDrawing(readFileSync(path.join(process.cwd(), 'public', src), 'utf8'), idPrefix);
}
