import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { approvedInlineHashes, inlineHashes } from '@/lib/security/inline-hashes';

/**
 * The hashes a page's policy lists: only those inline scripts of the forms Next.js and React write
 * (lib/security/known-inline-scripts.ts) and only those style elements that are the site's stylesheets. Checked on pages of the production
 * build copied into fixtures/built-pages (the global error page, the German 404 page and a job offer with
 * its JSON-LD); tests/build/inline-scripts.test.ts checks every page of the build itself.
 */
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const payloadBootstrap = '(self.__next_f=self.__next_f||[]).push([0])';
const payload = (text: string) => `self.__next_f.push([1,${JSON.stringify(text)}])`;
/** The site's one stylesheet in these tests. */
const siteCss = 'body{font-family:system-ui,sans-serif}';
const isSiteStylesheet = (dataHref: string | undefined, hash: string) => dataHref === '/_next/static/chunks/a.css' && hash === sha256(siteCss);

describe('approvedInlineHashes', () => {
  it('lists the scripts of known forms and leaves out any other, which it reports', () => {
    const page = `<script>${payloadBootstrap}</script><script>alert(1)</script><script>${payload('Über uns')}</script><script>${payload('x')};alert(2)</script>`;
    expect(approvedInlineHashes(page, isSiteStylesheet)).toEqual({
      scripts: [sha256(payloadBootstrap), sha256(payload('Über uns'))],
      styles: [],
      unknownScripts: ['alert(1)', `${payload('x')};alert(2)`],
      unknownStyles: [],
    });
  });

  it('hashes the UTF-8 bytes of a script as sent, and reports an unknown one as text, from a buffer as from a string', () => {
    const page = `<script>${payload('Qualität – 100 %')}</script><script>alert("Grüße")</script>`;
    const expected = { scripts: [sha256(payload('Qualität – 100 %'))], styles: [], unknownScripts: ['alert("Grüße")'], unknownStyles: [] };
    expect(approvedInlineHashes(Buffer.from(page, 'utf8'), isSiteStylesheet)).toEqual(expected);
    expect(approvedInlineHashes(page, isSiteStylesheet)).toEqual(expected);
  });

  it('finds a script of any case in its tags, and an unknown one among them', () => {
    expect(approvedInlineHashes(`<SCRIPT>${payloadBootstrap}</SCRIPT ><Script>alert(1)</sCrIpT>`, isSiteStylesheet)).toEqual({ scripts: [sha256(payloadBootstrap)], styles: [], unknownScripts: ['alert(1)'], unknownStyles: [] });
  });

  it('approves no script with a type, not even of a known form: Next.js and React write none', () => {
    const { scripts, unknownScripts } = approvedInlineHashes(
      [`<script type="module">${payloadBootstrap}</script>`, '<script type="text/javascript">alert(1)</script>', '<script type="importmap">{"imports":{}}</script>', '<script type>alert(2)</script>'].join(''),
      isSiteStylesheet,
    );
    expect(scripts).toEqual([]);
    expect(unknownScripts).toEqual([payloadBootstrap, 'alert(1)', '{"imports":{}}', 'alert(2)']);
  });

  it('leaves out a script file, whatever its text (it runs by its address), and JSON-LD data blocks (they never run), without reporting them', () => {
    const page = [
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script src="/x.js">alert(1)</script>',
      "<script async SRC='/y.js'>alert(2)</script>",
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization"}</script>',
      '<script type=" Application/LD+JSON ">alert(3)</script>',
    ].join('');
    expect(approvedInlineHashes(page, isSiteStylesheet)).toEqual({ scripts: [], styles: [], unknownScripts: [], unknownStyles: [] });
  });

  it('reads a script’s attributes as the browser does: an `src` inside another value is none', () => {
    const page = `<script data-note="src=/x.js">alert(1)</script><script id="_R_" data-src="/y.js">${payloadBootstrap}</script>`;
    expect(approvedInlineHashes(page, isSiteStylesheet)).toEqual({ scripts: [sha256(payloadBootstrap)], styles: [], unknownScripts: ['alert(1)'], unknownStyles: [] });
  });

  it('hashes the style elements that are the site’s stylesheets, beside the scripts', () => {
    expect(approvedInlineHashes(`<style data-precedence="next" data-href="/_next/static/chunks/a.css">${siteCss}</style><script>alert(1)</script>`, isSiteStylesheet)).toEqual({
      scripts: [],
      styles: [sha256(siteCss)],
      unknownScripts: ['alert(1)'],
      unknownStyles: [],
    });
  });

  it('leaves out any other style element (one without the addresses it holds too), which it reports as text', () => {
    const injected = 'body{display:none} /* Grüße */';
    const page = `<style data-href="/_next/static/chunks/a.css">${siteCss}</style><STYLE media="all">${injected}</style ><style>${siteCss}</style>`;
    expect(approvedInlineHashes(Buffer.from(page, 'utf8'), isSiteStylesheet)).toEqual({
      scripts: [],
      styles: [sha256(siteCss)],
      unknownScripts: [],
      unknownStyles: [injected, siteCss],
    });
    expect(approvedInlineHashes(`<style data-href="/_next/static/chunks/a.css">${siteCss}</style>`, () => false).styles).toEqual([]);
  });
});

/** Every inline script of a built page is approved: the page's policy lists all it runs, as before. */
function expectEveryScriptApproved(page: Buffer, name: string) {
  const approved = approvedInlineHashes(page, isSiteStylesheet);
  expect(approved.unknownScripts, name).toEqual([]);
  expect(approved.scripts, name).toEqual(inlineHashes(page).scripts);
  // Turbopack's bootstrap, the payload's bootstrap and at least one chunk: a page where none was found was not read.
  expect(approved.scripts.length, name).toBeGreaterThanOrEqual(3);
  return approved;
}

const fixtures = join(import.meta.dirname, 'fixtures', 'built-pages');

describe('the pages of the production build', () => {
  it.each(['global-error.html', 'de-page-not-found.html', 'de-job-offer.html'])('approves every inline script of %s (fixtures/built-pages)', (file) => {
    expectEveryScriptApproved(readFileSync(join(fixtures, file)), file);
  });

  it('leaves the JSON-LD of a job offer out, and lists the rest of its scripts', () => {
    const page = readFileSync(join(fixtures, 'de-job-offer.html'));
    expect(page.toString('utf8').match(/<script type="application\/ld\+json">/g)).toHaveLength(2);
    // Turbopack's bootstrap, the payload's bootstrap and four chunks of the payload.
    expect(approvedInlineHashes(page, isSiteStylesheet).scripts).toHaveLength(6);
  });
});
