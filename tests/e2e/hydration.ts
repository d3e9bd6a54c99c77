import type { Frame, Page } from '@playwright/test';

/**
 * Runs `action`, which loads a page (a visit, a reload), and waits until that page is hydrated: its links
 * have started to prefetch, which they do only once React runs them, in the same pass that mounts the
 * site's listeners. Prefetches of the page before count for nothing.
 */
export async function loadHydrated(page: Page, action: () => Promise<unknown>) {
  let committed = false;
  const onNavigated = (frame: Frame) => {
    if (frame === page.mainFrame()) committed = true;
  };
  page.on('framenavigated', onNavigated);
  const prefetch = page.waitForRequest((request) => committed && request.headers()['next-router-prefetch'] !== undefined);
  await action();
  await prefetch;
  page.off('framenavigated', onNavigated);
}
