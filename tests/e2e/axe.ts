import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { scrollThrough } from './scroll-through';

/** The rules the site keeps: WCAG 2.2 A and AA (and the 2.0 and 2.1 rules they include). */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** axe's violations of those rules on the page (or the part `include` selects), in words: rule and elements. */
export async function axeViolations(page: Page, { include }: { include?: string } = {}): Promise<string[]> {
  // axe finds the background behind a text by what lies at its place: every block at its real size first.
  await scrollThrough(page, { endAt: 'top' });
  const builder = new AxeBuilder({ page }).withTags(wcagTags);
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
