import localFont from 'next/font/local';

/**
 * Inter, served by the site itself (no request to a font host): the Latin file of
 * @fontsource-variable/inter cut to the weights the stylesheets use (scripts/subset-font.mjs).
 */
export const sans = localFont({
  src: './font-files/inter-latin-wght-400-800.woff2',
  weight: '400 800',
  style: 'normal',
  display: 'swap',
  variable: '--font-sans',
});
