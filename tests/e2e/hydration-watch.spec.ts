import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { framesDrawn } from './frames';
import { hydrationChanges, installHydrationWatch } from './hydration-watch';

/**
 * The hydration watch itself (hydration-watch.ts), on pages of its own served in parts, as a long page
 * reaches the browser: what the parser does while it builds the page is no change; what a script does
 * after it is.
 */
let server: Server;
let origin: string;

/** What React does to the document's element when it begins to hydrate, as far as the watch reads it. */
const hydrationBegins = 'document.documentElement.__reactFiber$watch = {}';

/** Each page's HTML in parts, sent 150 ms apart: the parser gets each part as it arrives. */
const pages: Record<string, string[]> = {
  // A style sheet and a script cut in the middle of their text.
  '/in-parts': [
    '<!doctype html><html lang="en"><head><title>In parts</title><style>:root{--ink:#123}',
    'body{margin:0;color:var(--ink)}</style><script>window.first = 1;',
    'window.second = 2;</script></head><body><main><p>Text</p></main></body></html>',
  ],
  // A column laid out from its end: the first paragraph moves up when the second arrives; a script then
  // marks the document as React does when it begins to hydrate.
  '/moved-by-parser': [
    '<!doctype html><html lang="en"><head><title>Moved by the parser</title></head><body><main style="display:flex;flex-direction:column;justify-content:flex-end;height:600px"><p id="first">First</p>',
    `<p>Second</p></main><script>setTimeout(() => { ${hydrationBegins}; window.parsed = true; }, 200)</script></body></html>`,
  ],
  // A script that marks the document as hydrating, then moves the paragraph.
  '/moved-by-script': [
    '<!doctype html><html lang="en"><head><title>Moved by a script</title></head><body><main><p id="first">First</p></main>',
    `<script>addEventListener("load", () => { ${hydrationBegins}; setTimeout(() => { document.getElementById("first").style.marginTop = "200px"; window.moved = true; }, 100); })</script></body></html>`,
  ],
  // A script that changes the style sheet's text and a paragraph's once the page has loaded.
  '/changed': [
    '<!doctype html><html lang="en"><head><title>Changed</title><style id="sheet">body{margin:0}</style></head>',
    '<body><main><p id="text">Before</p></main><script>addEventListener("load", () => { document.getElementById("sheet").firstChild.data = "body{margin:1px}"; document.getElementById("text").firstChild.data = "After"; })</script></body></html>',
  ],
};

test.beforeAll(async () => {
  server = createServer(async (request, response) => {
    const parts = pages[new URL(request.url ?? '/', 'http://localhost').pathname];
    if (!parts) return void response.writeHead(404).end();
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    for (const [index, part] of parts.entries()) {
      if (index > 0) await new Promise((resolve) => setTimeout(resolve, 150));
      response.write(part);
    }
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('a style sheet and a script the parser gets in parts are no change', async ({ page }) => {
  await page.addInitScript(installHydrationWatch);
  await page.goto(`${origin}/in-parts`);
  await expect.poll(() => page.evaluate(() => (window as unknown as { second?: number }).second)).toBe(2);
  expect((await hydrationChanges(page)).changes).toEqual([]);
});

test("a script's change of a style sheet's text and of a paragraph's is reported", async ({ page }) => {
  await page.addInitScript(installHydrationWatch);
  await page.goto(`${origin}/changed`);
  await expect(page.getByText('After')).toBeVisible();
  const { changes } = await hydrationChanges(page);
  // Each named by what it holds now, in its element: what it held → what it holds.
  expect(changes).toEqual([
    'text "body{margin:1px}" in style#sheet: text "body{margin:0}" → "body{margin:1px}"',
    'text "After" in main … p#text: text "Before" → "After"',
  ]);
});

test('what moves while the parser lays out a page that arrives in parts, before React begins, is no shift of hydration', async ({ page }) => {
  await page.addInitScript(installHydrationWatch);
  await page.goto(`${origin}/moved-by-parser`);
  await expect.poll(() => page.evaluate(() => (window as unknown as { parsed?: boolean }).parsed)).toBe(true);
  // The watch reads the mark at the next frame, as it would while a page hydrates (`waitForHydration` waits two).
  await framesDrawn(page);
  // The first paragraph was drawn at the column's end, then moved up: the browser saw a shift.
  const seen = await page.evaluate(() => (window as unknown as { hydrationWatch: { shifts: { value: number }[] } }).hydrationWatch.shifts.length);
  expect(seen).toBeGreaterThan(0);
  expect((await hydrationChanges(page)).shifts).toEqual([]);
});

test('what a script moves once React has begun is a shift', async ({ page }) => {
  await page.addInitScript(installHydrationWatch);
  await page.goto(`${origin}/moved-by-script`);
  await expect.poll(() => page.evaluate(() => (window as unknown as { moved?: boolean }).moved)).toBe(true);
  await framesDrawn(page);
  await expect.poll(async () => (await hydrationChanges(page)).shifts[0] ?? '').toMatch(/^a layout shift of [\d.]+ at \d+ ms, moving \S/);
});
