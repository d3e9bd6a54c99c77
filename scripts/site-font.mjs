// The site's web font: how it is cut from `@fontsource-variable/inter` (scripts/subset-font.mjs writes
// it; tests/unit/fonts/site-font.test.ts checks the committed file against it).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import subsetFont from 'subset-font';

const root = new URL('..', import.meta.url).pathname;
const fontsource = dirname(createRequire(import.meta.url).resolve('@fontsource-variable/inter/package.json'));

/** Where the site's font lives; app/fonts.ts loads it with `next/font/local`. */
export const siteFontFile = join(root, 'app', 'font-files', 'inter-latin-wght-400-800.woff2');

/** The weights the stylesheets use, regular text to the heaviest heading. */
export const siteFontWeights = { min: 400, max: 800 };

/** The code points of fontsource's Latin file: its `unicode-range` in `wght.css`. */
export function latinCodePoints() {
  const css = readFileSync(join(fontsource, 'wght.css'), 'utf8');
  const face = css.split('@font-face').find((block) => block.includes('files/inter-latin-wght-normal.woff2'));
  const range = face?.match(/unicode-range:([^;]*)/)?.[1];
  if (!range) throw new Error('no unicode-range for inter-latin-wght-normal.woff2 in @fontsource-variable/inter/wght.css');
  return range.split(',').flatMap((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-').map((hex) => Number.parseInt(hex, 16));
    return Array.from({ length: to - from + 1 }, (_, index) => from + index);
  });
}

/** The font as scripts/subset-font.mjs writes it. */
export async function subsetSiteFont() {
  const source = readFileSync(join(fontsource, 'files', 'inter-latin-wght-normal.woff2'));
  const text = String.fromCodePoint(...latinCodePoints());
  return subsetFont(source, text, { targetFormat: 'woff2', variationAxes: { wght: siteFontWeights } });
}
