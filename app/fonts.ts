import localFont from 'next/font/local';

/** Inter, served by the site itself from the @fontsource-variable package: no request to a font host. */
export const sans = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-sans',
});
