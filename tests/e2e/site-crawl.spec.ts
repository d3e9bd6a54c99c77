import { expect } from '@playwright/test';
import { test } from './site-test';

/**
 * A visitor who follows every link: starting from the home page of each language, every internal page
 * reachable by links is visited once. Broken links are collected and reported together, and every
 * page is checked for images without alt text and for videos without poster or caption track.
 */
test.describe.configure({ timeout: 240_000 });

test('every link reachable from both home pages works, every image has an alt text, every video a poster and captions', async ({ page, request, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const queue = ['/', '/en/'];
  const visited = new Set<string>();
  const checkedFiles = new Map<string, number>();
  const broken: string[] = [];
  const problems: string[] = [];

  while (queue.length > 0) {
    const path = queue.shift()!;
    if (visited.has(path)) continue;
    visited.add(path);
    const response = await page.goto(path);
    if (!response || response.status() !== 200) {
      broken.push(`${path} answered ${response?.status()}`);
      continue;
    }

    const found = await page.evaluate(() => ({
      links: [...document.querySelectorAll('a[href]')].map((link) => (link as HTMLAnchorElement).href),
      imagesWithoutAlt: [...document.querySelectorAll('img:not([alt])')].map((image) => (image as HTMLImageElement).src),
      videos: [...document.querySelectorAll('video')].map((video) => ({
        poster: video.getAttribute('poster'),
        tracks: [...video.querySelectorAll('track[kind="captions"]')].map((track) => (track as HTMLTrackElement).src),
      })),
    }));

    for (const src of found.imagesWithoutAlt) problems.push(`${path}: image without alt ${src}`);
    for (const video of found.videos) {
      if (!video.poster) problems.push(`${path}: video without poster`);
      if (video.tracks.length === 0) problems.push(`${path}: video without caption track`);
    }

    for (const href of found.links) {
      const url = new URL(href);
      if (url.origin !== origin) continue;
      const target = url.pathname;
      if (/\.[a-z0-9]+$/i.test(target)) {
        // A file (PDF, image): it must be served, once checked is enough.
        if (!checkedFiles.has(target)) checkedFiles.set(target, (await request.get(target)).status());
        if (checkedFiles.get(target) !== 200) broken.push(`${path} links ${target}, which answered ${checkedFiles.get(target)}`);
      } else if (!visited.has(target) && !queue.includes(target)) {
        queue.push(target);
      }
    }
  }

  expect(broken, 'broken links').toEqual([]);
  expect(problems).toEqual([]);
  // The crawl reached the pages of its language and found the other through the language switch.
  expect(visited.size).toBeGreaterThanOrEqual(60);
});
