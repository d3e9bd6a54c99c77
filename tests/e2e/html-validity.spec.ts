import { mkdirSync, writeFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { test } from './site-test';
import { locales } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';
import { refusedPostPage } from '@/lib/request/refused-post-page';
import { refusedPostReasons } from '@/lib/request/request-refusal';
import { fileNameOf, findJava, javaInstallHint, servedPages, validateFolder } from './html-validator';

/**
 * Every page is valid HTML: the W3C Nu Html Checker finds no error in what the server
 * answers for every page of the route table in both languages, every job and news record, the 404
 * page, and the page of a refused form post. The pages are fetched into one folder and checked in one run of the checker (its JVM starts once).
 */
test.describe.configure({ timeout: 300_000 });

/**
 * A document with one error the checker must report, checked in the same run as the pages: it proves
 * the checker ran and its report was read, so a run that checks nothing cannot pass.
 */
const canary = {
  file: 'canary-invalid.html',
  html: '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Canary</title></head><body><ul><p>not a list item</p></ul></body></html>',
  error: /Element “p” not allowed as child of element “ul”/,
};

/**
 * The CSS the checker's own validator predates: the pages carry their stylesheets inline
 * (`experimental.inlineCss`), and it reads container queries as errors, which every browser the site
 * serves knows (Chromium 105, Safari 16, Firefox 110). Any other CSS error still counts.
 */
const checkerKnowsNot = [/^CSS: “container-type”: Property “container-type” doesn't exist\./, /^CSS: Unrecognized at-rule “@container”/];

test('the Nu Html Checker finds no error on any page, in either language', async ({ request }, testInfo) => {
  const java = findJava();
  if (!java) {
    throw new Error(
      `The HTML validation runs the Nu Html Checker (vnu-jar), a Java program, and needs Java 17 or newer, which is not installed.\n` +
        `  Install it with:   ${javaInstallHint}\n` +
        `  (or point JAVA_HOME at a Java runtime), then run npm test again.`,
    );
  }

  const { pages, unlisted } = servedPages();
  expect(unlisted, 'routes with a parameter whose pages tests/e2e/html-validator.ts does not list').toEqual([]);
  const files = new Map(pages.map((page) => [fileNameOf(page.path), page.path]));
  expect(files.size, 'one file name per page').toBe(pages.length);

  // testInfo.outputPath: kept in test-results/ when the test fails, to read what was checked.
  const folder = testInfo.outputPath('pages');
  mkdirSync(folder, { recursive: true });
  const wrongStatus: string[] = [];
  for (let start = 0; start < pages.length; start += 4) {
    await Promise.all(
      pages.slice(start, start + 4).map(async ({ path, status }) => {
        const response = await request.get(path, { maxRedirects: 0 });
        if (response.status() !== status) wrongStatus.push(`${path} answered ${response.status()}, not ${status}`);
        writeFileSync(`${folder}/${fileNameOf(path)}`, await response.body());
      }),
    );
  }
  expect(wrongStatus).toEqual([]);
  writeFileSync(`${folder}/${canary.file}`, canary.html);
  // The page of a refused form post, which the server's front sends before Next.js runs (lib/request/refused-post-page.ts).
  for (const locale of locales) {
    for (const reason of refusedPostReasons) writeFileSync(`${folder}/refused-post-${locale}-${reason}.html`, refusedPostPage(locale, reason));
    // A post from a page of an earlier build, with the form that sends it again (lib/request/page-post.ts).
    const resend = { action: localizedPath('contact', locale), fields: [['$ACTION_1:0', '{"id":"60ab","bound":"$@1"}'], ['message', 'Guten Tag,\n<b>"50 000" & mehr</b>']] as [string, string][] };
    writeFileSync(`${folder}/refused-post-${locale}-outdated-resend.html`, refusedPostPage(locale, 'outdated', resend));
  }

  const errors = await validateFolder(java, folder);

  const canaryErrors = errors.filter((error) => error.file === canary.file);
  expect(canaryErrors.map((error) => error.message), 'the checker reports the error of the canary document').toEqual([
    expect.stringMatching(canary.error),
  ]);
  const pageErrors = errors
    .filter((error) => error.file !== canary.file && !checkerKnowsNot.some((pattern) => pattern.test(error.message)))
    .map((error) => `${files.get(error.file) ?? error.file} line ${error.line}, column ${error.column}: ${error.message}\n    ${error.extract}`);
  expect(pageErrors, `errors of the Nu Html Checker in ${pages.length} pages`).toEqual([]);
});
