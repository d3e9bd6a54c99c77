import localFont from 'next/font/local';

/**
 * Inter, served by the site itself (no request to a font host): the Latin file of
 * @fontsource-variable/inter cut to the weights the stylesheets use (scripts/subset-font.mjs).
 */
export const sans = localFont({
  src: './font-files/inter-latin-wght-400-800.woff2',
  weight: '400 800',
  style: 'normal',
  // Used when it is there within the browser's short wait, else the fallback for the page's life: text
  // never moves when the font arrives late (a layout shift the hydration watch saw). Not preloaded:
  // Chromium holds the first paint for a preloaded optional font until it arrives (docs/architecture.md).
  display: 'optional',
  preload: false,
  variable: '--font-sans',
});
