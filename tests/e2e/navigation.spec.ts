import { expect } from '@playwright/test';
import { test } from './site-test';

test.describe('the main navigation on a wide screen', () => {
  test('opens, switches and closes sub menus with the keyboard; Escape returns focus to the button', async ({ page }) => {
    await page.goto('/');
    const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
    const competences = navigation.getByRole('button', { name: 'Kompetenzen: Untermenü' });
    const innovation = navigation.getByRole('button', { name: 'Innovation: Untermenü' });
    const engineering = navigation.getByRole('link', { name: 'Konstruktion' });

    await expect(engineering).toBeHidden();
    await competences.focus();
    await page.keyboard.press('Enter');
    await expect(competences).toHaveAttribute('aria-expanded', 'true');
    await expect(engineering).toBeVisible();

    await innovation.focus();
    await page.keyboard.press('Space');
    await expect(innovation).toHaveAttribute('aria-expanded', 'true');
    await expect(competences).toHaveAttribute('aria-expanded', 'false');
    await expect(engineering).toBeHidden();

    await page.keyboard.press('Enter');
    await expect(innovation).toHaveAttribute('aria-expanded', 'false');

    await competences.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(navigation.getByRole('link', { name: 'Alle Kompetenzen' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(competences).toHaveAttribute('aria-expanded', 'false');
    await expect(competences).toBeFocused();
  });

  test('leads to a page of a sub menu and closes the sub menu there', async ({ page }) => {
    await page.goto('/en/');
    await page.getByRole('button', { name: 'Products & industries: sub menu' }).click();
    await page.getByRole('link', { name: 'Medical technology' }).click();
    await expect(page).toHaveURL('/en/products-and-industries/medicine/');
    await expect(page.getByRole('button', { name: 'Products & industries: sub menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Medical technology', includeHidden: true })).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('the menu on a small screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens and closes with the keyboard, and Escape closes it with focus back on the button', async ({ page }) => {
    await page.goto('/en/');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(navigation).toBeHidden();

    await menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(navigation).toBeVisible();
    const closeButton = page.getByRole('button', { name: 'Close menu' });
    await expect(closeButton).toHaveAttribute('aria-expanded', 'true');

    await page.keyboard.press('Enter');
    await expect(navigation).toBeHidden();

    await page.keyboard.press('Enter');
    await expect(navigation).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(navigation.getByRole('button', { name: 'Competences: sub menu' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(navigation.getByRole('link', { name: 'Tool engineering' })).toBeVisible();

    // The first Escape closes the sub menu, the second the menu.
    await page.keyboard.press('Escape');
    await expect(navigation.getByRole('link', { name: 'Tool engineering' })).toBeHidden();
    await expect(navigation).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(navigation).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('shows the navigation without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Kontakt' })).toBeVisible();
    await context.close();
  });
});

test('the skip link is the first stop of the keyboard and jumps to the content', async ({ page }) => {
  await page.goto('/kontakt/');
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'Zum Inhalt springen' });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('the footer links the contact page and the legal pages outside the navigation', async ({ page }) => {
  await page.goto('/en/news/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Get in touch' })).toHaveAttribute('href', '/en/contact/');
  const legal = footer.getByRole('navigation', { name: 'Legal' });
  await expect(legal.getByRole('link')).toHaveText(['Imprint', 'Privacy', 'Terms and conditions']);
  await legal.getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL('/en/privacy/');
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Privacy' })).toHaveCount(0);
});

test.describe('after a client navigation', () => {
  for (const { locale, from, link, heading } of [
    { locale: 'de', from: '/', link: 'Kontakt', heading: 'Kontakt' },
    { locale: 'en', from: '/en/', link: 'Contact', heading: 'Contact' },
  ]) {
    test(`focus starts at the new page’s main heading, also after back (${locale})`, async ({ page }) => {
      await page.goto(from);
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      const startHeading = page.getByRole('heading', { level: 1 });
      const startText = await startHeading.textContent();
      const navigation = page.getByRole('navigation', { name: locale === 'de' ? 'Hauptnavigation' : 'Main navigation' });
      await navigation.getByRole('link', { name: link, exact: true }).focus();
      await page.keyboard.press('Enter');

      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
      expect(await page.evaluate(() => 'sameDocument' in window), 'a client navigation, not a page load').toBe(true);
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
      // The next Tab goes on from the heading into the page, not back to the header.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);

      await page.goBack();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(startText!);
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    });
  }
});
