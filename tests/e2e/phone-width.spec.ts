import { expect } from '@playwright/test';
import { test } from './site-test';
import { servedPages } from './html-validator';

/**
 * Every page in both languages fits a phone from 320 px up (the page sweep, page-sweep.spec.ts, turns
 * each page's phone tab to each width): the list of pages it sweeps is every page the site serves.
 */
const { pages, unlisted } = servedPages();

test('every page of the site is listed', () => {
  expect(unlisted, 'routes with a parameter whose pages are not listed').toEqual([]);
  expect(pages.length).toBeGreaterThan(50);
});
