import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { approvedInlineHashes } from '@/lib/security/inline-hashes';
import { siteStylesheets } from '@/lib/security/site-stylesheets';

/** A build folder with two stylesheets and Next.js's own error page, as `next build` leaves them. */
const build = mkdtempSync(join(tmpdir(), 'site-stylesheets-'));
const layout = 'body{margin:0}.header{display:flex}\n';
const page = '.hero{padding:1rem} /* “Grüße” */\n';
const errorPageStyle = ':root{--next-error-bg:#fff}body{margin:0}';
mkdirSync(join(build, 'static', 'chunks'), { recursive: true });
mkdirSync(join(build, 'server', 'app'), { recursive: true });
writeFileSync(join(build, 'static', 'chunks', 'layout.css'), layout);
writeFileSync(join(build, 'static', 'chunks', 'page.css'), page);
writeFileSync(join(build, 'static', 'chunks', 'main.js'), 'console.log(1)');
writeFileSync(join(build, 'server', 'app', '_global-error.html'), `<html><head><style>${errorPageStyle}</style></head></html>`);
afterAll(() => rmSync(build, { recursive: true, force: true }));

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const both = '/_next/static/chunks/layout.css /_next/static/chunks/page.css';

describe('the site’s stylesheets', () => {
  const stylesheets = siteStylesheets(build);

  it('approve a style element holding exactly the build’s files its data-href names, in that order', () => {
    expect(stylesheets.approves(both, sha256(layout + page))).toBe(true);
    expect(stylesheets.approves('/_next/static/chunks/page.css', sha256(page))).toBe(true);
    // With the deployment's query, as Next.js writes it where DEPLOYMENT_ID is set.
    expect(stylesheets.approves('/_next/static/chunks/layout.css?dpl=2026-12-02 /_next/static/chunks/page.css?dpl=2026-12-02', sha256(layout + page))).toBe(true);
  });

  it('approve nothing else: another order, another text, a file the build lacks, no data-href', () => {
    expect(stylesheets.approves('/_next/static/chunks/page.css /_next/static/chunks/layout.css', sha256(layout + page))).toBe(false);
    expect(stylesheets.approves(both, sha256(`${layout + page}body{display:none}`))).toBe(false);
    expect(stylesheets.approves('/_next/static/chunks/other.css', sha256(page))).toBe(false);
    expect(stylesheets.approves('/_next/static/chunks/main.js', sha256('console.log(1)'))).toBe(false);
    expect(stylesheets.approves('', sha256(''))).toBe(false);
    expect(stylesheets.approves(undefined, sha256(page))).toBe(false);
  });

  it('approve the fixed style element of Next.js’s own error page', () => {
    expect(stylesheets.approves(undefined, sha256(errorPageStyle))).toBe(true);
  });

  it('list each stylesheet’s hash alone, for the style elements a client-side navigation writes', () => {
    expect(new Set(stylesheets.each)).toEqual(new Set([sha256(layout), sha256(page)]));
  });

  it('are none where there is no build', () => {
    const none = siteStylesheets(join(build, 'missing'));
    expect(none.each).toEqual([]);
    expect(none.approves('/_next/static/chunks/page.css', sha256(page))).toBe(false);
  });

  it('decide which of a page’s style elements get a hash', () => {
    const html = `<style data-precedence="next" data-href="${both}">${layout + page}</style><style>main{display:none}</style>`;
    expect(approvedInlineHashes(html, stylesheets.approves)).toMatchObject({ styles: [sha256(layout + page)], unknownStyles: ['main{display:none}'] });
  });
});
