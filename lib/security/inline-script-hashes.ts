import { createHash } from 'node:crypto';

/**
 * The `'sha256-…'` sources of the inline scripts of an HTML page, for its Content-Security-Policy
 * (`script-src`): each page carries its own RSC payload in inline `<script>self.__next_f.push(…)</script>`
 * tags, and a script whose hash is not listed does not run (docs/architecture.md, "The
 * Content-Security-Policy").
 *
 * The page is read as React renders it: a script's text never holds `</script` (React escapes `<` in
 * the payload), and an attribute value never holds `>` (React escapes it), so a pattern finds every
 * script element as the browser's parser does.
 */
const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** The data blocks the site writes (structured data): the browser never runs them, so they need no hash. */
const dataBlockTypes = new Set(['application/ld+json', 'application/json']);

/** The hash sources of the page's inline scripts, each once, in the order of the page. */
export function inlineScriptHashes(page: Buffer | string): string[] {
  // Latin-1 maps each byte to one character and back: the script's bytes are hashed as sent (UTF-8).
  const text = typeof page === 'string' ? page : page.toString('latin1');
  const encoding = typeof page === 'string' ? 'utf8' : 'latin1';
  const hashes = new Set<string>();
  for (const [, attributes = '', source = ''] of text.matchAll(scriptElement)) {
    if (!needsHash(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(asParsed(source), encoding).digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * An element without `src` that is not one of the site's data blocks. Every other type is hashed, even
 * one the browser would not run: a needless hash costs a few bytes, a missing one a page that does not work.
 */
function needsHash(attributes: string): boolean {
  if (/(?:^|\s)src(?:\s*=|\s|$)/i.test(attributes)) return false;
  const type = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i.exec(attributes);
  return !dataBlockTypes.has((type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase());
}

/** The browser hashes the text after its parser turned every CR LF and lone CR into LF. */
function asParsed(source: string): string {
  return source.includes('\r') ? source.replace(/\r\n?/g, '\n') : source;
}
