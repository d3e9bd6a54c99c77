import { expect, type Frame, type Page, type Request } from '@playwright/test';

/**
 * Runs `action`, which loads a page (a visit, a reload, or something that makes the page reload
 * itself), and waits until that page is hydrated: the site's links answer intent, which they do once
 * React has run the layout's islands, in the same pass that mounts the site's other listeners. The sign
 * is the prefetch that a pointer over a footer link to another page starts
 * (components/navigation/LinkNavigation.tsx); before hydration nothing answers it.
 */
export async function loadHydrated(page: Page, action: () => Promise<unknown>) {
  let committed = false;
  const onNavigated = (frame: Frame) => {
    if (frame === page.mainFrame()) committed = true;
  };
  page.on('framenavigated', onNavigated);
  try {
    await action();
    // The new document first: an action may only start the load (a reload the page does itself).
    await expect.poll(() => committed).toBe(true);
  } finally {
    page.off('framenavigated', onNavigated);
  }

  let prefetched = false;
  const onRequest = (request: Request) => {
    if (request.headers()['next-router-prefetch'] !== undefined) prefetched = true;
  };
  page.on('request', onRequest);
  try {
    await expect
      .poll(async () => {
        await page
          .evaluate(() => {
            const links = [...document.querySelectorAll<HTMLAnchorElement>('footer a[href^="/"]')];
            links.find((link) => link.pathname !== location.pathname)?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
          })
          // The document may still be replacing the one before it; the next poll asks the new one.
          .catch(() => undefined);
        return prefetched;
      })
      .toBe(true);
  } finally {
    page.off('request', onRequest);
  }
}
