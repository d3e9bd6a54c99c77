import { createHash } from 'node:crypto';
import { isKnownInlineScript } from './known-inline-scripts';

/**
 * The `'sha256-…'` sources of what an HTML page carries inline, for its Content-Security-Policy
 * (docs/architecture.md, "The Content-Security-Policy"): its scripts for `script-src` (each page carries
 * its RSC payload in inline `<script>self.__next_f.push(…)</script>` tags) and its style elements for
 * `style-src` (the standalone pages of lib/request/standalone-page.ts). What is not listed does not run.
 *
 * The page is read as the site writes it: a script's text never holds `</script` (React escapes `<` in
 * the payload), an attribute value never holds `>` (React escapes it), and a style element's CSS holds no
 * `</style`, so a pattern finds every element as the browser's parser does. On a page written otherwise
 * the pattern may cut an element elsewhere than the browser, but no text gets a hash in
 * `approvedInlineHashes` unless it is of a known form, so no other script can run.
 */
export interface InlineHashes {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
}

export interface ApprovedInlineHashes extends InlineHashes {
  /** The texts of the page's inline scripts of no form the site writes, which got no hash (in the order of the page). */
  readonly unknownScripts: readonly string[];
}

const inlineElement = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi;
const attribute = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** The data blocks the site writes (structured data): the browser never runs them, so they need no hash. */
const dataBlockTypes = new Set(['application/ld+json', 'application/json']);

/**
 * The hash sources of the page's inline scripts and style elements, each once, in the order of the page,
 * whatever the scripts hold: what the page needs to run as it is. The policy of an HTML answer lists only
 * the scripts of known forms (`approvedInlineHashes`).
 */
export function inlineHashes(page: Buffer | string): InlineHashes {
  const { scripts, styles } = hashesOf(page, () => true);
  return { scripts, styles };
}

/**
 * The hash sources for the policy of an HTML answer: its style elements, and those of its inline scripts
 * the site writes (`isKnownInlineScript`: Next.js's and React's, each of a known form, without a `type`
 * as they are written). Any other inline script, a module or one of an unknown type included, gets none
 * and is listed in `unknownScripts`.
 */
export function approvedInlineHashes(page: Buffer | string): ApprovedInlineHashes {
  return hashesOf(page, (script, type) => type === undefined && isKnownInlineScript(script));
}

function hashesOf(page: Buffer | string, approves: (script: string, type: string | undefined) => boolean): ApprovedInlineHashes {
  // Latin-1 maps each byte to one character and back: the element's bytes are hashed as sent (UTF-8). The
  // forms are checked on the same text: their syntax is ASCII, and a character beyond it is one or more
  // bytes beyond it, allowed in a JSON string and nowhere else either way.
  const text = typeof page === 'string' ? page : page.toString('latin1');
  const encoding = typeof page === 'string' ? 'utf8' : 'latin1';
  const hashOf = (source: string) => `'sha256-${createHash('sha256').update(source, encoding).digest('base64')}'`;
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const unknownScripts: string[] = [];
  for (const [, element = '', attributes = '', source = ''] of text.matchAll(inlineElement)) {
    const parsed = asParsed(source);
    if (element.toLowerCase() === 'style') {
      styles.add(hashOf(parsed));
      continue;
    }
    const { src, type } = scriptAttributes(attributes);
    // A script file runs by its address, never by its text; a data block never runs.
    if (src !== undefined || (type !== undefined && dataBlockTypes.has(type.trim().toLowerCase()))) continue;
    if (approves(parsed, type)) scripts.add(hashOf(parsed));
    else unknownScripts.push(encoding === 'latin1' ? Buffer.from(parsed, 'latin1').toString('utf8') : parsed);
  }
  return { scripts: [...scripts], styles: [...styles], unknownScripts };
}

/** The `src` and `type` of a script's start tag, as the browser reads them (the first of a name counts). */
function scriptAttributes(attributes: string): { src?: string; type?: string } {
  const found: { src?: string; type?: string } = {};
  for (const [, name = '', doubleQuoted, singleQuoted, unquoted] of attributes.matchAll(attribute)) {
    const key = name.toLowerCase();
    if ((key === 'src' || key === 'type') && !(key in found)) found[key] = doubleQuoted ?? singleQuoted ?? unquoted ?? '';
  }
  return found;
}

/** The browser hashes the text after its parser turned every CR LF and lone CR into LF. */
function asParsed(source: string): string {
  return source.includes('\r') ? source.replace(/\r\n?/g, '\n') : source;
}
