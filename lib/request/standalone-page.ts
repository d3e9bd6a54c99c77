import { brand } from '@/content/brand';
import type { Locale } from '@/lib/routing/locales';

/** Text for HTML, escaped for an element's content and an attribute's value alike. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const baseStyle = 'body{font-family:system-ui,sans-serif;line-height:1.5;margin:0;padding:2rem 1.25rem;color:#1a1a1a}main{max-width:40rem;margin:0 auto}a{color:#0b5cab}';

/** The text of a standalone page's style element, with `style` beside the base. */
export const standaloneStyle = (style = '') => `${baseStyle}${style}`;

/**
 * A page the site answers without Next.js (a refused form post from the server's front, the cache's 503
 * page while no instance answers): a complete, valid HTML document in the visitor's language, without
 * scripts or external resources, kept out of search engines. `title` is plain text; `main` the lines of
 * HTML inside `<main>`; `style` CSS beside the base.
 */
export function standalonePage({ locale, title, main, style = '' }: { locale: Locale; title: string; main: readonly string[]; style?: string }): string {
  return [
    '<!DOCTYPE html>',
    `<html lang="${locale}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)} | ${escapeHtml(brand)}</title>`,
    `<style>${standaloneStyle(style)}</style>`,
    '</head>',
    '<body>',
    '<main>',
    ...main,
    '</main>',
    '</body>',
    '</html>',
  ].join('\n');
}
