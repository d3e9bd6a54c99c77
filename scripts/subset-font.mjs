#!/usr/bin/env node
// Makes the site's web font, app/font-files/inter-latin-wght-400-800.woff2, from the Latin file of
// `@fontsource-variable/inter`: the same characters (that file's unicode-range), the weight axis cut to
// the weights the stylesheets use (400–800), and only the default OpenType features (kerning,
// ligatures, contextual alternates, marks; the stylesheets ask for no other). 48 kB become 31 kB on
// every page's way to its first paint. Run it after updating `@fontsource-variable/inter` and commit
// the file; tests/unit/fonts/site-font.test.ts checks that the committed file is what this makes.
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { siteFontFile, subsetSiteFont } from './site-font.mjs';

const font = await subsetSiteFont();
const before = existsSync(siteFontFile) ? `, was ${statSync(siteFontFile).size}` : '';
writeFileSync(siteFontFile, font);
console.log(`Wrote ${siteFontFile} (${font.length} bytes${before}).`);
