import { describe, expect, it } from 'vitest';
import { navigationLabels } from '@/content/navigation';
import { legalLinks, navigationSectionOf, navigationTree } from '@/lib/navigation/navigation-tree';

describe('the navigation tree', () => {
  it('has the seven sections with their sub menus, in both languages', () => {
    const de = navigationTree('de', navigationLabels.de);
    expect(de.map((item) => item.href)).toEqual([
      '/kompetenzen/',
      '/innovation/',
      '/produkte-branchen/',
      '/karriere-lumoplast/',
      '/news/',
      '/downloads/',
      '/kontakt/',
    ]);
    const en = navigationTree('en', navigationLabels.en);
    expect(en.map((item) => item.label)).toEqual(['Competences', 'Innovation', 'Products & industries', 'Careers', 'News', 'Downloads', 'Contact']);

    const competences = en[0]!;
    expect(competences.children).toHaveLength(8);
    expect(competences.children.map((child) => child.href)).toContain('/en/competences/engineering/');
    expect(competences.overview).toEqual({ id: 'competences', label: 'All competences', href: '/en/competences/' });
    expect(en.find((item) => item.id === 'industries')?.children.map((child) => child.href)).toEqual([
      '/en/products-and-industries/overview/',
      '/en/products-and-industries/cosmetic/',
      '/en/products-and-industries/food/',
      '/en/products-and-industries/medicine/',
      '/en/products-and-industries/technical-solutions/',
    ]);
    expect(de.find((item) => item.id === 'careers')?.children.map((child) => child.href)).toEqual([
      '/karriere-lumoplast/das-sind-wir/',
      '/karriere-lumoplast/mitarbeiterstimmen/',
      '/karriere-lumoplast/stellenangebote/',
    ]);
  });

  it('gives sections without pages below them no sub menu', () => {
    const news = navigationTree('de', navigationLabels.de).find((item) => item.id === 'news');
    expect(news).toMatchObject({ children: [], overview: undefined });
  });

  it('refuses a missing label', () => {
    expect(() => navigationTree('de', {})).toThrow(/competences/);
  });

  it('links the legal pages outside the tree', () => {
    expect(legalLinks('en', { imprint: 'Imprint', privacy: 'Privacy', conditions: 'Terms' }).map((link) => link.href)).toEqual([
      '/en/imprint/',
      '/en/privacy/',
      '/en/conditions/',
    ]);
  });

  it('marks the section of a page however deep it lies below it', () => {
    expect(navigationSectionOf('competences.automation')).toBe('competences');
    expect(navigationSectionOf('news.article')).toBe('news');
    expect(navigationSectionOf('news.category.fair')).toBe('news');
    expect(navigationSectionOf('news.category.fair.page')).toBe('news');
    expect(navigationSectionOf('careers.jobOffer')).toBe('careers.jobOffers');
    expect(navigationSectionOf('news')).toBeUndefined();
    expect(navigationSectionOf('imprint')).toBeUndefined();
  });
});
