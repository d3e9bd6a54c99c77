import { expect } from '@playwright/test';
import { test } from './site-test';

test.describe('the contact page lists the team by job role', () => {
  for (const { path, heading, roles } of [
    { path: '/kontakt/', heading: 'Ihre Ansprechpartner', roles: ['Geschäftsführung', 'Key Account Management', 'Außendienst', 'Einkauf'] },
    { path: '/en/contact/', heading: 'Your contacts', roles: ['Management', 'Key account management', 'Field sales', 'Purchasing'] },
  ]) {
    test(`on ${path}`, async ({ page }) => {
      await page.goto(path);
      const team = page.getByRole('region', { name: heading });
      await expect(team.getByRole('heading', { level: 3 })).toHaveText(roles);
      await expect(team.getByRole('link', { name: /Katrin Albers/ }).first()).toHaveAttribute('href', 'tel:+4927725846010');
      await expect(team.getByRole('link', { name: /k\.albers@lumoplast\.de/ })).toHaveAttribute('href', 'mailto:k.albers@lumoplast.de');
    });
  }
});
