import { expect, type Page, type Request } from '@playwright/test';

/**
 * Runs `action`, which loads a page (a visit, a reload), and waits until that page is hydrated: the
 * site's links answer intent, which they do once React has run the layout's islands, in the same pass
 * that mounts the site's other listeners. The sign is the prefetch that a pointer over a footer link to
 * another page starts (components/navigation/LinkNavigation.tsx); before hydration nothing answers it.
 */
export async function loadHydrated(page: Page, action: () => Promise<unknown>) {
  await action();
  let prefetched = false;
  const onRequest = (request: Request) => {
    if (request.headers()['next-router-prefetch'] !== undefined) prefetched = true;
  };
  page.on('request', onRequest);
  try {
    await expect
      .poll(async () => {
        await page.evaluate(() => {
          const links = [...document.querySelectorAll<HTMLAnchorElement>('footer a[href^="/"]')];
          links.find((link) => link.pathname !== location.pathname)?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
        });
        return prefetched;
      })
      .toBe(true);
  } finally {
    page.off('request', onRequest);
  }
}
