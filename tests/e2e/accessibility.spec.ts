import { expect } from '@playwright/test';
import { test } from './site-test';
import { axeViolations } from './axe';

/**
 * The layout shell with its menus open has no axe violations. Every page type as it loads is checked by
 * the page sweep (page-sweep.spec.ts).
 */
test.describe('the layout shell has no axe violations (WCAG 2.2 A and AA)', () => {
  test('with a sub menu open', async ({ page }) => {
    await page.goto('/kompetenzen/werkzeugbau/');
    await page.getByRole('button', { name: 'Innovation: Untermenü' }).click();
    expect(await axeViolations(page)).toEqual([]);
  });

  test.describe('on a small screen with the menu open', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('in English', async ({ page }) => {
      await page.goto('/en/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('button', { name: 'Careers: sub menu' }).click();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
});
