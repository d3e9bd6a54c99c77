import type { Page } from '@playwright/test';

/** Resolves once the page has drawn two more frames: what the last task changed is laid out and painted. */
export function framesDrawn(page: Page): Promise<unknown> {
  return page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
