/**
 * Whether `next/image` hands this image to the browser as it is (`unoptimized`): only vector
 * drawings on the site's own paths (`/media/…svg`). Everything else, the CMS's SVGs included, goes
 * through the site's image endpoint, so the browser never asks the CMS's host for anything.
 */
export function servedAsIs(src: string): boolean {
  const path = src.split(/[?#]/, 1)[0] ?? '';
  return path.startsWith('/') && !path.startsWith('//') && path.toLowerCase().endsWith('.svg');
}
