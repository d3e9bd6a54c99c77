import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './site-test';
import { competenceOf } from '@/content/competences';
import { industries, industryOf, productRange } from '@/content/industries';
import { valueChainNeighbours, valueChainStepIds } from '@/lib/content/competence';
import { locales, type Locale } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';
import { competenceRouteIds, industryRouteIds } from '@/lib/routing/route-table';

/** The UI strings the tests look for (messages/*.json, namespaces Competences and Industries). */
const labels = {
  de: {
    competenceList: 'Alle Kompetenzen im Überblick',
    facts: (competence: string) => `Fakten zu ${competence}`,
    valueChain: 'Die Schritte der Wertschöpfungskette',
    neighbours: 'Weiter in der Wertschöpfungskette',
    previous: 'Vorheriger Schritt',
    next: 'Nächster Schritt',
    allCompetences: 'Alle Kompetenzen',
    products: 'Was wir fertigen',
    industryCards: 'Für wen wir fertigen',
    figures: 'Lumoplast in Zahlen',
    allIndustries: 'Alle Branchen im Überblick',
    industryFacts: (industry: string) => `Fakten zur Branche ${industry}`,
  },
  en: {
    competenceList: 'All competences at a glance',
    facts: (competence: string) => `Facts about ${competence}`,
    valueChain: 'The steps of the value chain',
    neighbours: 'Continue along the value chain',
    previous: 'Previous step',
    next: 'Next step',
    allCompetences: 'All competences',
    products: 'What we make',
    industryCards: 'Who we make it for',
    figures: 'Lumoplast in figures',
    allIndustries: 'All industries at a glance',
    industryFacts: (industry: string) => `Facts about ${industry}`,
  },
} satisfies Record<Locale, unknown>;

/** The hrefs of the links in a part of the page. */
async function hrefsIn(scope: Locator): Promise<string[]> {
  return scope.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

/** The image is in the page with its alternative text, and the browser could load and draw it. */
async function expectDrawnImage(page: Page, alt: string) {
  const image = page.getByRole('img', { name: alt, exact: true });
  // Images below the fold load lazily, once they come into view.
  await image.scrollIntoViewIfNeeded();
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
}

for (const locale of locales) {
  const text = labels[locale];

  test.describe(`the competences in ${locale}`, () => {
    test('the overview lists all eight competences with links that answer 200', async ({ page, request }) => {
      await page.goto(localizedPath('competences', locale));
      const list = page.getByRole('region', { name: text.competenceList });
      await expect(list.getByRole('listitem')).toHaveCount(8);
      const hrefs = await hrefsIn(list);
      expect(hrefs).toEqual(competenceRouteIds.map((id) => localizedPath(id, locale)));
      for (const href of hrefs) {
        expect((await request.get(href, { maxRedirects: 0 })).status(), href).toBe(200);
      }
    });

    for (const id of competenceRouteIds) {
      const competence = competenceOf(id, locale);
      const path = localizedPath(id, locale);

      test(`${path} shows its header image, description, four facts and its neighbours in the value chain`, async ({ page }) => {
        await page.goto(path);
        await expectDrawnImage(page, competence.headerImage.alt);
        await expect(page.getByRole('heading', { level: 2, name: competence.headline })).toBeVisible();
        await expect(page.getByText(competence.description[0]!)).toBeVisible();

        const facts = page.getByRole('list', { name: text.facts(competence.title) }).getByRole('listitem');
        await expect(facts).toHaveText([...competence.facts]);

        const navigation = page.getByRole('navigation', { name: text.neighbours });
        const { previous, next } = valueChainNeighbours(id);
        const previousLink = navigation.getByRole('link', { name: new RegExp(`^${text.previous}`) });
        const nextLink = navigation.getByRole('link', { name: new RegExp(`^${text.next}`) });
        if (previous) {
          await expect(previousLink).toHaveAttribute('href', localizedPath(previous, locale));
          await expect(previousLink).toContainText(competenceOf(previous, locale).title);
        } else {
          await expect(previousLink).toHaveCount(0);
        }
        if (next) {
          await expect(nextLink).toHaveAttribute('href', localizedPath(next, locale));
          await expect(nextLink).toContainText(competenceOf(next, locale).title);
        } else {
          await expect(nextLink).toHaveCount(0);
        }
        await expect(navigation.getByRole('link', { name: text.allCompetences, exact: true })).toHaveAttribute(
          'href',
          localizedPath('competences', locale),
        );
      });
    }

    test('from idea to product lists the seven steps of the value chain in order, each linking to its page', async ({ page }) => {
      await page.goto(localizedPath('competences.fromIdeaToProduct', locale));
      const steps = page.getByRole('list', { name: text.valueChain });
      await expect(steps.getByRole('listitem')).toHaveCount(7);
      await expect(steps.getByRole('heading', { level: 3 })).toHaveText(valueChainStepIds.map((id) => competenceOf(id, locale).title));
      expect(await hrefsIn(steps)).toEqual(valueChainStepIds.map((id) => localizedPath(id, locale)));

      await steps.getByRole('link', { name: competenceOf('competences.engineering', locale).title, exact: true }).click();
      await expect(page).toHaveURL(localizedPath('competences.engineering', locale));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    test('the next step leads along the chain to engineering at its own path', async ({ page }) => {
      await page.goto(localizedPath('competences.development', locale));
      await page.getByRole('navigation', { name: text.neighbours }).getByRole('link', { name: new RegExp(`^${text.next}`) }).click();
      await expect(page).toHaveURL(locale === 'de' ? '/kompetenzen/konstruktion/' : '/en/competences/engineering/');
      await expectDrawnImage(page, competenceOf('competences.engineering', locale).headerImage.alt);
    });
  });

  test.describe(`the products and industries in ${locale}`, () => {
    test('the landing page shows what is made, the four industries as cards and the link to the overview', async ({ page, request }) => {
      await page.goto(localizedPath('industries', locale));
      const products = page.getByRole('region', { name: text.products });
      await expect(products.getByRole('heading', { level: 3 })).toHaveText(productRange[locale].products.map((product) => product.title));

      const cards = page.getByRole('region', { name: text.industryCards });
      await expect(cards.getByRole('heading', { level: 3 })).toHaveText(industries[locale].map((industry) => industry.title));
      const hrefs = await hrefsIn(cards);
      expect(hrefs).toEqual([...industryRouteIds.map((id) => localizedPath(id, locale)), localizedPath('industries.overview', locale)]);
      for (const href of hrefs) expect((await request.get(href, { maxRedirects: 0 })).status(), href).toBe(200);

      await expect(page.getByRole('region', { name: text.figures }).getByRole('listitem')).toHaveText([...productRange[locale].figures]);
    });

    test('the overview shows every industry with its teaser and facts title', async ({ page }) => {
      await page.goto(localizedPath('industries.overview', locale));
      for (const industry of industries[locale]) {
        const article = page.getByRole('article', { name: industry.title, exact: true });
        await expect(article.getByText(industry.teaser)).toBeVisible();
        await expect(article.getByRole('heading', { level: 3, name: industry.factsTitle })).toBeVisible();
        await expect(article.getByRole('link')).toHaveAttribute('href', localizedPath(industry.name, locale));
      }
    });

    for (const id of industryRouteIds) {
      const industry = industryOf(id, locale);
      const path = localizedPath(id, locale);

      test(`${path} shows teaser, case, four examples with working links, its facts and the way to all industries`, async ({ page, request }) => {
        await page.goto(path);
        await expect(page.getByText(industry.teaser)).toBeVisible();
        await expectDrawnImage(page, industry.image.alt);

        const caseSection = page.getByRole('region', { name: industry.caseTitle });
        for (const paragraph of industry.caseText) await expect(caseSection.getByText(paragraph)).toBeVisible();

        const examples = page.getByRole('region', { name: industry.exampleTitle });
        await expect(examples.getByRole('listitem')).toHaveCount(4);
        for (const example of industry.examples) {
          await expectDrawnImage(page, example.image.alt);
          await expect(examples.getByText(example.description)).toBeVisible();
        }
        const hrefs = await hrefsIn(examples);
        expect(hrefs).toEqual(industry.examples.map((example) => localizedPath(example.route, locale)));
        for (const href of hrefs) expect((await request.get(href, { maxRedirects: 0 })).status(), href).toBe(200);

        await expect(
          page.getByRole('region', { name: industry.factsTitle }).getByRole('list', { name: text.industryFacts(industry.title) }).getByRole('listitem'),
        ).toHaveText([...industry.facts]);

        await page.getByRole('link', { name: text.allIndustries, exact: true }).click();
        await expect(page).toHaveURL(localizedPath('industries.overview', locale));
      });
    }
  });
}
