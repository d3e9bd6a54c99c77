import { createHash } from 'node:crypto';

/**
 * The `'sha256-…'` sources of what an HTML page carries inline, for its Content-Security-Policy
 * (docs/architecture.md, "The Content-Security-Policy"): its scripts for `script-src` (each page carries
 * its RSC payload in inline `<script>self.__next_f.push(…)</script>` tags) and its style elements for
 * `style-src` (the standalone pages of lib/request/standalone-page.ts). What is not listed does not run.
 *
 * The page is read as the site writes it: a script's text never holds `</script` (React escapes `<` in
 * the payload), an attribute value never holds `>` (React escapes it), and a style element's CSS holds no
 * `</style`, so a pattern finds every element as the browser's parser does.
 */
export interface InlineHashes {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
}

const inlineElement = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi;

/** The data blocks the site writes (structured data): the browser never runs them, so they need no hash. */
const dataBlockTypes = new Set(['application/ld+json', 'application/json']);

/** The hash sources of the page's inline scripts and style elements, each once, in the order of the page. */
export function inlineHashes(page: Buffer | string): InlineHashes {
  // Latin-1 maps each byte to one character and back: the element's bytes are hashed as sent (UTF-8).
  const text = typeof page === 'string' ? page : page.toString('latin1');
  const encoding = typeof page === 'string' ? 'utf8' : 'latin1';
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [, element = '', attributes = '', source = ''] of text.matchAll(inlineElement)) {
    const isScript = element.toLowerCase() === 'script';
    if (isScript && !needsHash(attributes)) continue;
    (isScript ? scripts : styles).add(`'sha256-${createHash('sha256').update(asParsed(source), encoding).digest('base64')}'`);
  }
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * A script without `src` that is not one of the site's data blocks. Every other type is hashed, even one
 * the browser would not run: a needless hash costs a few bytes, a missing one a page that does not work.
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
