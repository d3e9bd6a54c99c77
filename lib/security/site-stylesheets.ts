import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { hashSource, type SiteStylesheet } from './inline-hashes';

export interface SiteStylesheets {
  /** Whether a style element holds exactly the build's stylesheets its `data-href` names. */
  readonly approves: SiteStylesheet;
  /**
   * The hash source of each of the build's stylesheets alone: on a client-side navigation React writes
   * each stylesheet the next page needs into a style element of its own, from the page's prerendered RSC
   * payload, under the policy of the page the visitor came from. Every page's policy lists them.
   */
  readonly each: readonly string[];
}

/** The combinations of stylesheets remembered with their hash (a page names one or two; the site has a few dozen pages). */
const rememberedCombinations = 500;

/**
 * The site's own stylesheets, for the policy of its pages. Next.js's `inlineCss` has React write the
 * stylesheets a page needs into the page: one style element holding the texts of the files its
 * `data-href` names, one after the other (`/_next/static/chunks/a.css /_next/static/chunks/b.css`, each
 * with the deployment's `?dpl=` query where one is set). A style element is approved
 * (`approvedInlineHashes`) when its text is exactly that of the build's files it names; any other (a
 * rendering bug, text of the CMS that slipped past the sanitizer) gets no hash, and the browser applies
 * none of it. The files are read once, when the server starts: a build does not change under its server.
 */
export function siteStylesheets(buildFolder: string): SiteStylesheets {
  const staticFolder = path.join(buildFolder, 'static');
  const files = new Map<string, Buffer>();
  let names: string[] = [];
  try {
    names = readdirSync(staticFolder, { recursive: true, encoding: 'utf8' });
  } catch {
    // No build (`next dev`, whose policy allows inline styles anyway): no stylesheet to approve.
  }
  for (const name of names) {
    if (name.endsWith('.css')) files.set(`/_next/static/${name.split(path.sep).join('/')}`, readFileSync(path.join(staticFolder, name)));
  }
  // Next.js's own last-resort error page (`_global-error`, served when a page's root layout fails on the
  // server) carries a fixed style element of Next.js's, no text of the site's or the CMS's.
  const frameworkStyles = new Set(frameworkErrorPageStyles(buildFolder).map((text) => hashSource(text)));
  const hashes = new Map<string, string>();
  const approves: SiteStylesheet = (dataHref, hash) => {
    if (dataHref === undefined) return frameworkStyles.has(hash);
    let expected = hashes.get(dataHref);
    if (expected === undefined) {
      const texts = dataHref.trim().split(/\s+/).map((href) => files.get(href.replace(/[?#].*$/, '')));
      if (texts.length === 0 || texts.some((text) => text === undefined)) return false;
      expected = hashSource(Buffer.concat(texts as Buffer[]));
      if (hashes.size < rememberedCombinations) hashes.set(dataHref, expected);
    }
    return expected === hash;
  };
  return { approves, each: [...new Set([...files.values()].map((text) => hashSource(text)))] };
}

/** The texts of the style elements of Next.js's prerendered `_global-error` page, none where there is none. */
function frameworkErrorPageStyles(buildFolder: string): string[] {
  try {
    const page = readFileSync(path.join(buildFolder, 'server', 'app', '_global-error.html'), 'utf8');
    return [...page.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, text = '']) => text);
  } catch {
    return [];
  }
}
