import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { approvedInlineHashes, inlineHashes } from '@/lib/security/inline-hashes';
import { siteStylesheets } from '@/lib/security/site-stylesheets';
import { distPath } from './site-javascript';

// The policy approves only inline scripts of the forms Next.js and React write (lib/security/
// known-inline-scripts.ts) and style elements that are the build's stylesheets (lib/security/
// site-stylesheets.ts): every prerendered page of the production build carries no other, so none of its
// scripts is blocked and all of its CSS applies. Runs after `next build` (scripts/test.mjs); pages rendered on request are
// checked by tests/unit/request/page-policy.test.ts and the end-to-end tests' policy checks.
const builtApp = join(distPath, 'server', 'app');
const stylesheets = siteStylesheets(distPath);
const builtPages = readdirSync(builtApp, { recursive: true, encoding: 'utf8' })
  .filter((path) => path.endsWith('.html'))
  .map((path) => {
    const page = readFileSync(join(builtApp, path));
    return { page, name: relative(process.cwd(), join(builtApp, path)), approved: approvedInlineHashes(page, stylesheets.approves), all: inlineHashes(page) };
  });

describe('the inline scripts of the production build', () => {
  it(`are each of a known form on every one of the ${builtPages.length} prerendered pages`, () => {
    expect(builtPages.length).toBeGreaterThan(50);
    for (const { name, approved, all } of builtPages) {
      expect(approved.unknownScripts, name).toEqual([]);
      expect(approved.scripts, name).toEqual(all.scripts);
      // Turbopack's bootstrap, the payload's bootstrap and at least one chunk: a page where none was found was not read.
      expect(approved.scripts.length, name).toBeGreaterThanOrEqual(3);
    }
  });

  it('carry their stylesheets inline, each one of the build’s, and ask for none before the first paint', () => {
    for (const { page, name, approved, all } of builtPages) {
      expect(approved.unknownStyles, name).toEqual([]);
      expect(approved.styles, name).toEqual(all.styles);
      expect(approved.styles.length, name).toBeGreaterThanOrEqual(1);
      expect(page.toString('utf8').match(/<link[^>]*rel="stylesheet"[^>]*>/g) ?? [], name).toEqual([]);
    }
  });
});
