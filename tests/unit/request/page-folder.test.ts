import { describe, expect, it } from 'vitest';
import { isPageFolderPath, pageFolderPath } from '@/lib/request/page-folder';
import { locales } from '@/lib/routing/locales';
import { matchPath } from '@/lib/routing/paths';
import { routeTable } from '@/lib/routing/route-table';

const folderOf = (pathname: string) => pageFolderPath(matchPath(pathname)!, pathname);

describe('the folder that renders a page', () => {
  it('is the English path without its prefix under the page’s language', () => {
    expect(folderOf('/kompetenzen/')).toBe('/de/competences/');
    expect(folderOf('/kompetenzen/werkzeugbau/')).toBe('/de/competences/tool-engineering/');
    expect(folderOf('/')).toBe('/de');
    expect(folderOf('/en/')).toBe('/en');
    expect(folderOf('/karriere-lumoplast/stellenangebote/einrichter-spritzguss/')).toBe('/de/careers/job-offers/einrichter-spritzguss/');
    expect(folderOf('/news/kategorie/messen/seite/2/')).toBe('/de/news/category/trade-fairs/page/2/');
  });

  it('is every English page’s own path, so those need no rewrite', () => {
    for (const entry of routeTable.filter((candidate) => !candidate.en.includes('['))) {
      expect(isPageFolderPath(entry.en, folderOf(entry.en)!), entry.en).toBe(true);
    }
  });

  it('is a folder of app/[locale]/ for every page of the route table in both languages', () => {
    for (const entry of routeTable.filter((candidate) => !candidate.de.includes('['))) {
      for (const locale of locales) expect(folderOf(entry[locale]), entry[locale]).toMatch(new RegExp(`^/${locale}(/[a-z-]+)*/?$`));
    }
  });

  it('is left to next-intl for a path spelled with percent-encoding', () => {
    expect(folderOf('/news/fakuma-2026%20/')).toBeUndefined();
  });
});
