import type { Page } from '@playwright/test';

/**
 * Scrolls down the whole page a viewport at a time, each position drawn before the next, as a reader
 * would, and ends at the bottom or back at the top. On the way every lazily loaded image comes into view
 * (the browser decides which to fetch as it draws a frame), and every block below the first screen is laid
 * out (`content-visibility: auto`: until it comes near the viewport it stands at an estimated size, and
 * keeps its real size after).
 */
export async function scrollThrough(page: Page, { endAt }: { endAt: 'top' | 'bottom' }) {
  await page.evaluate(async (end) => {
    const drawn = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
      window.scrollTo({ top, behavior: 'instant' });
      await drawn();
    }
    window.scrollTo({ top: end === 'top' ? 0 : document.documentElement.scrollHeight, behavior: 'instant' });
    await drawn();
  }, endAt);
}
