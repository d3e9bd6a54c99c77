import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { latinCodePoints, siteFontFile, siteFontWeights, subsetSiteFont } from '../../../scripts/site-font.mjs';

const root = join(import.meta.dirname, '..', '..', '..');

/** Every file below `folder` whose name ends with one of `endings`. */
function filesIn(folder: string, endings: readonly string[]): string[] {
  return readdirSync(join(root, folder)).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(join(root, path)).isDirectory()) return filesIn(path, endings);
    return endings.some((ending) => name.endsWith(ending)) ? [path] : [];
  });
}

describe('the site font', () => {
  it('is the file scripts/subset-font.mjs makes from @fontsource-variable/inter', async () => {
    const made = await subsetSiteFont();
    expect(Buffer.compare(made, readFileSync(siteFontFile)), 'run `node scripts/subset-font.mjs` and commit the font').toBe(0);
  }, 30_000);

  it('has a glyph for every character of the content and the messages', () => {
    const covered = new Set(latinCodePoints());
    const missing = new Map<string, string>();
    for (const file of [...filesIn('content', ['.ts', '.json', '.md']), ...filesIn('messages', ['.json'])]) {
      for (const character of readFileSync(join(root, file), 'utf8')) {
        const codePoint = character.codePointAt(0)!;
        if (codePoint >= 0x20 && !covered.has(codePoint) && !missing.has(character)) missing.set(character, file);
      }
    }
    expect([...missing].map(([character, file]) => `${character} (U+${character.codePointAt(0)!.toString(16).toUpperCase()}) in ${file}`)).toEqual([]);
  });

  it('has every weight the stylesheets ask for', () => {
    const keywords: Record<string, number> = { normal: 400, bold: 700 };
    const weights = [...filesIn('app', ['.scss']), ...filesIn('components', ['.scss'])].flatMap((file) => [...readFileSync(join(root, file), 'utf8').matchAll(/font-weight:\s*([a-z0-9]+)/g)].map((match) => ({ file, value: match[1]! })));
    expect(weights.length).toBeGreaterThan(0);
    const outside = weights.filter(({ value }) => {
      const weight = keywords[value] ?? Number(value);
      return !(weight >= siteFontWeights.min && weight <= siteFontWeights.max);
    });
    expect(outside).toEqual([]);
  });
});
