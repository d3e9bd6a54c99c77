import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test } from './site-test';
import { pageTypes } from './page-types';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test.describe('every page type has no axe violations (WCAG 2.2 A and AA)', () => {
  for (const { type, locale, path } of pageTypes) {
    test(`${type} (${locale}) ${path}`, async ({ page }) => {
      await page.goto(path);
      expect(await violations(page)).toEqual([]);
    });
  }
});

test.describe('the layout shell has no axe violations (WCAG 2.2 A and AA)', () => {
  test('with a sub menu open', async ({ page }) => {
    await page.goto('/kompetenzen/werkzeugbau/');
    await page.getByRole('button', { name: 'Innovation: Untermenü' }).click();
    expect(await violations(page)).toEqual([]);
  });

  test.describe('on a small screen with the menu open', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('in English', async ({ page }) => {
      await page.goto('/en/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('button', { name: 'Careers: sub menu' }).click();
      expect(await violations(page)).toEqual([]);
    });
  });
});
