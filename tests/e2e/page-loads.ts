import type { Page } from '@playwright/test';

/** Every request the page makes from now on, as URLs. */
export function recordRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  return requested;
}

/** The documents the tab loads, by path: a full page load shows up here, a client-side navigation does not. */
export function recordDocumentLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) loads.push(new URL(request.url()).pathname);
  });
  return loads;
}
