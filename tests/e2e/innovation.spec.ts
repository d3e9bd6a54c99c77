import { expect } from '@playwright/test';
import { axeViolations } from './axe';
import { test } from './site-test';
import { caseStudyOf } from '@/content/case-studies';
import { locales, type Locale } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';
import { caseStudyRouteIds } from '@/lib/routing/route-table';
import { specifiedFigures } from '@/tests/specification/case-study-figures';

const chapterHeadings: Record<Locale, { requirements: string; concept: string; realization: string; keyFigures: string; citation: string; further: string }> = {
  de: {
    requirements: 'Anforderungen',
    concept: 'Konzept',
    realization: 'Umsetzung',
    keyFigures: 'Zahlen und Fakten',
    citation: 'Aus dem Projektteam',
    further: 'Weitere Fallstudien',
  },
  en: {
    requirements: 'Requirements',
    concept: 'Concept',
    realization: 'Realisation',
    keyFigures: 'Key figures',
    citation: 'From the project team',
    further: 'Further case studies',
  },
};

const overviewLinkName: Record<Locale, string> = { de: 'Alle Fallstudien im Überblick', en: 'All case studies at a glance' };

test.describe('a case study page', () => {
  for (const locale of locales) {
    for (const name of caseStudyRouteIds) {
      const path = localizedPath(name, locale);
      const study = caseStudyOf(name, locale);
      const headings = chapterHeadings[locale];

      test(`${path} shows requirements, concept, realisation and the citation`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        for (const [key, chapter] of [
          ['requirements', study.requirements],
          ['concept', study.concept],
          ['realization', study.realization],
        ] as const) {
          const section = page.getByRole('region', { name: headings[key] });
          await expect(section.getByRole('heading', { level: 2 })).toHaveText(headings[key]);
          await expect(section).toContainText(chapter.paragraphs[0] ?? '');
        }
        await expect(page.getByRole('region', { name: headings.concept }).getByRole('img', { name: study.illustration.alt })).toBeVisible();

        const citation = page.getByRole('region', { name: headings.citation });
        await expect(citation.locator('figure blockquote')).toContainText(study.citation.quote);
        await expect(citation.locator('figure figcaption')).toContainText(study.citation.person);
        await expect(citation.locator('figure figcaption')).toContainText(study.citation.role);
      });

      test(`${path} shows every figure of the specification`, async ({ page }) => {
        await page.goto(path);
        const keyFigures = page.getByRole('region', { name: headings.keyFigures });
        await expect(keyFigures.getByRole('listitem')).toHaveCount(study.keyFigures.length);
        for (const figure of specifiedFigures[name][locale]) {
          await expect(keyFigures, figure).toContainText(figure);
        }
      });

      test(`${path} links to the two other case studies, which answer 200`, async ({ page, request }) => {
        await page.goto(path);
        const further = page.getByRole('region', { name: headings.further });
        const others = caseStudyRouteIds.filter((other) => other !== name);
        await expect(further.getByRole('article')).toHaveCount(others.length);
        for (const other of others) {
          const link = further.getByRole('link', { name: caseStudyOf(other, locale).title });
          await expect(link).toHaveAttribute('href', localizedPath(other, locale));
          const href = await link.getAttribute('href');
          expect((await request.get(href ?? '', { maxRedirects: 0 })).status()).toBe(200);
        }
        await expect(further.getByRole('link', { name: overviewLinkName[locale] })).toHaveAttribute('href', localizedPath('innovation.overview', locale));
      });
    }
  }

  test('leads on to a further case study when its card is followed', async ({ page }) => {
    await page.goto(localizedPath('innovation.sfd', 'de'));
    await page
      .getByRole('region', { name: 'Weitere Fallstudien' })
      .getByRole('link', { name: caseStudyOf('innovation.fragranceBottle', 'de').title })
      .click();
    await expect(page).toHaveURL(localizedPath('innovation.fragranceBottle', 'de'));
    await expect(page.getByRole('region', { name: 'Zahlen und Fakten' })).toContainText('12,5 ml');
  });
});

test.describe('the innovation landing page', () => {
  for (const locale of locales) {
    const path = localizedPath('innovation', locale);

    test(`${path} lists all three case studies and links to the overview`, async ({ page, request }) => {
      await page.goto(path);
      const main = page.locator('main');
      await expect(main.getByRole('article')).toHaveCount(3);
      for (const name of caseStudyRouteIds) {
        const study = caseStudyOf(name, locale);
        await expect(main.getByRole('link', { name: study.title })).toHaveAttribute('href', localizedPath(name, locale));
        await expect(main).toContainText(study.teaser);
      }
      const overview = main.getByRole('link', { name: overviewLinkName[locale] });
      await expect(overview).toHaveAttribute('href', localizedPath('innovation.overview', locale));
      expect((await request.get(localizedPath('innovation.overview', locale), { maxRedirects: 0 })).status()).toBe(200);
      // How new solutions come about: the steps of a joint development, in order.
      await expect(main.locator('ol > li')).toHaveCount(5);
    });
  }
});

test.describe('the case study overview', () => {
  for (const locale of locales) {
    const path = localizedPath('innovation.overview', locale);

    test(`${path} lists all three case studies with teaser and key figure highlights`, async ({ page }) => {
      await page.goto(path);
      const main = page.locator('main');
      await expect(main.getByRole('article')).toHaveCount(3);
      for (const name of caseStudyRouteIds) {
        const study = caseStudyOf(name, locale);
        const card = main.getByRole('article').filter({ has: page.getByRole('link', { name: study.title }) });
        await expect(card.getByRole('link', { name: study.title })).toHaveAttribute('href', localizedPath(name, locale));
        await expect(card).toContainText(study.teaser);
        const highlights = study.keyFigures.filter((figure) => figure.highlight);
        await expect(card.getByRole('listitem')).toHaveCount(highlights.length);
        for (const figure of highlights) await expect(card).toContainText(figure.value);
      }
      await expect(main).toContainText(locale === 'de' ? '12,5 ml' : '12.5 ml');
    });
  }
});

// The innovation landing page and the case study overview are page types of the page sweep
// (page-sweep.spec.ts), whose case study is the fragrance bottle: the other case studies are its template.
test.describe('the innovation pages have no axe violations (WCAG 2.2 A and AA)', () => {
  const path = localizedPath('innovation.sfd', 'en');
  test(`on ${path}`, async ({ page }) => {
    await page.goto(path);
    expect(await axeViolations(page)).toEqual([]);
  });
});
