import { createHash } from 'node:crypto';
import { isKnownInlineScript } from './known-inline-scripts';

/**
 * The `'sha256-…'` sources of what an HTML page carries inline, for its Content-Security-Policy
 * (docs/architecture.md, "The Content-Security-Policy"): its scripts for `script-src` (each page carries
 * its RSC payload in inline `<script>self.__next_f.push(…)</script>` tags) and its style elements for
 * `style-src` (each page's stylesheets, inlined by Next.js's `inlineCss`; the standalone pages of
 * lib/request/standalone-page.ts). What is not listed does not run or apply.
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
  /** The texts of the page's style elements that are none of the site's stylesheets, which got no hash. */
  readonly unknownStyles: readonly string[];
}

/** The hash source (`'sha256-…'`) of a text or of bytes, as a policy lists it and the browser computes it. */
export function hashSource(text: Buffer | string, encoding: BufferEncoding = 'utf8'): string {
  const hash = createHash('sha256');
  if (typeof text === 'string') hash.update(text, encoding);
  else hash.update(text);
  return `'sha256-${hash.digest('base64')}'`;
}

/**
 * Whether a style element is the site's own stylesheets: given its `data-href` (the addresses of the
 * stylesheets React wrote into it, one after the other) and the hash source (`'sha256-…'`) of its text.
 */
export type SiteStylesheet = (dataHref: string | undefined, hash: string) => boolean;

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
  const { scripts, styles } = hashesOf(page, () => true, () => true);
  return { scripts, styles };
}

/**
 * The hash sources for the policy of an HTML answer: those of its inline scripts the site writes
 * (`isKnownInlineScript`: Next.js's and React's, each of a known form, without a `type` as they are
 * written), and those of its style elements that are the site's own stylesheets (`isSiteStylesheet`:
 * the build's, lib/security/site-stylesheets.ts). Any other inline script, a module or one of an unknown
 * type included, gets none and is listed in `unknownScripts`; any other style element in `unknownStyles`.
 */
export function approvedInlineHashes(page: Buffer | string, isSiteStylesheet: SiteStylesheet): ApprovedInlineHashes {
  return hashesOf(page, (script, type) => type === undefined && isKnownInlineScript(script), isSiteStylesheet);
}

function hashesOf(
  page: Buffer | string,
  approves: (script: string, type: string | undefined) => boolean,
  approvesStyle: SiteStylesheet,
): ApprovedInlineHashes {
  // Latin-1 maps each byte to one character and back: the element's bytes are hashed as sent (UTF-8). The
  // forms are checked on the same text: their syntax is ASCII, and a character beyond it is one or more
  // bytes beyond it, allowed in a JSON string and nowhere else either way.
  const text = typeof page === 'string' ? page : page.toString('latin1');
  const encoding = typeof page === 'string' ? 'utf8' : 'latin1';
  const hashOf = (source: string) => hashSource(source, encoding);
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const unknownScripts: string[] = [];
  const unknownStyles: string[] = [];
  const asSent = (source: string) => (encoding === 'latin1' ? Buffer.from(source, 'latin1').toString('utf8') : source);
  for (const [, element = '', attributes = '', source = ''] of text.matchAll(inlineElement)) {
    const parsed = asParsed(source);
    if (element.toLowerCase() === 'style') {
      const hash = hashOf(parsed);
      if (approvesStyle(attributesOf(attributes)['data-href'], hash)) styles.add(hash);
      else unknownStyles.push(asSent(parsed));
      continue;
    }
    const { src, type } = attributesOf(attributes);
    // A script file runs by its address, never by its text; a data block never runs.
    if (src !== undefined || (type !== undefined && dataBlockTypes.has(type.trim().toLowerCase()))) continue;
    if (approves(parsed, type)) scripts.add(hashOf(parsed));
    else unknownScripts.push(asSent(parsed));
  }
  return { scripts: [...scripts], styles: [...styles], unknownScripts, unknownStyles };
}

/** The `src`, `type` and `data-href` of a start tag, as the browser reads them (the first of a name counts). */
function attributesOf(attributes: string): { src?: string; type?: string; 'data-href'?: string } {
  const found: { src?: string; type?: string; 'data-href'?: string } = {};
  for (const [, name = '', doubleQuoted, singleQuoted, unquoted] of attributes.matchAll(attribute)) {
    const key = name.toLowerCase();
    if ((key === 'src' || key === 'type' || key === 'data-href') && !(key in found)) found[key] = doubleQuoted ?? singleQuoted ?? unquoted ?? '';
  }
  return found;
}

/** The browser hashes the text after its parser turned every CR LF and lone CR into LF. */
function asParsed(source: string): string {
  return source.includes('\r') ? source.replace(/\r\n?/g, '\n') : source;
}
