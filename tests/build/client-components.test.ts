import { describe, expect, it } from 'vitest';
import { clientComponentBudgetOf } from '../../scripts/bench/budget.mjs';
import { siteJavaScript } from './site-javascript';

// The client components each prerendered page loads, read from the build's client reference manifests
// (scripts/bench/build-javascript.mjs), against their budget (scripts/bench/budget.mjs): a new island,
// or a server component turned client, fails here with the list of what the page loads.
const { pages } = siteJavaScript();

describe('the client components of the production build', () => {
  it('holds every page within its budget of client components', () => {
    const over = pages
      .filter((page) => page.clientComponents.length > clientComponentBudgetOf(page.routeId))
      .map((page) => `${page.path} (${page.routeId}): ${page.clientComponents.length} > ${clientComponentBudgetOf(page.routeId)}: ${page.clientComponents.join(', ')}`);
    expect(over).toEqual([]);
  });

  it('renders every link on the server: no page loads a client component per link', () => {
    for (const page of pages) expect(page.clientComponents.filter((path) => /Link\.tsx$/.test(path) && !path.endsWith('/LinkNavigation.tsx')), page.path).toEqual([]);
  });
});
