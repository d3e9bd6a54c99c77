import { expect } from '@playwright/test';
import { test } from './site-test';
import { publishedRecords } from './embedded-records';

const jobs = publishedRecords<{ slug: string; title: string; kind: string; locale: string; translationKey: string; detail: string }>('jobs');

const languages = [
  {
    locale: 'de',
    list: '/karriere-lumoplast/stellenangebote/',
    detailPrefix: '/karriere-lumoplast/stellenangebote/',
    groups: ['Offene Stellen', 'Ausbildungsplätze'],
    sections: ['Ihre Aufgaben', 'Ihr Profil', 'Was wir bieten', 'So bewerben Sie sich'],
    workingHours: 'Arbeitszeit:',
    subjectPrefix: 'Bewerbung auf die Stelle als',
    apply: 'Jetzt per E-Mail bewerben',
    notFound: 'Diese Seite konnte nicht gefunden werden',
  },
  {
    locale: 'en',
    list: '/en/careers/job-offers/',
    detailPrefix: '/en/careers/job-offers/',
    groups: ['Vacancies', 'Apprenticeships'],
    sections: ['Your tasks', 'Your profile', 'What we offer', 'How to apply'],
    workingHours: 'Working hours:',
    subjectPrefix: 'Application for the position of',
    apply: 'Apply by e-mail',
    notFound: 'This page could not be found',
  },
] as const;

for (const language of languages) {
  const ofLanguage = jobs.filter((job) => job.locale === language.locale);

  test.describe(`job offers in ${language.locale}`, () => {
    test('the list shows vacancies and apprenticeships in two groups, each offer linking to its page', async ({ page }) => {
      await page.goto(language.list);
      const [vacancies, apprenticeships] = language.groups.map((name) => page.getByRole('region', { name }));
      await expect(vacancies!.getByRole('listitem')).toHaveCount(ofLanguage.filter((job) => job.kind === 'employee').length);
      await expect(apprenticeships!.getByRole('listitem')).toHaveCount(ofLanguage.filter((job) => job.kind === 'trainee').length);
      const first = ofLanguage.find((job) => job.kind === 'employee')!;
      await expect(vacancies!.getByRole('link', { name: first.title })).toHaveAttribute('href', `${language.detailPrefix}${first.slug}/`);
    });

    test('a job offer shows its sections, the apply-by-e-mail button and its JobPosting', async ({ page }) => {
      const job = ofLanguage[0]!;
      const response = await page.goto(`${language.detailPrefix}${job.slug}/`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title);
      for (const section of language.sections) await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
      const apply = page.getByRole('link', { name: language.apply });
      const mailto = decodeURIComponent((await apply.getAttribute('href'))!);
      expect(mailto).toBe(`mailto:bewerbung@lumoplast.de?subject=${language.subjectPrefix} ${job.title}`);
      await expect(page.getByText(/PDF/).first()).toBeVisible();

      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
      expect(jsonLd).toMatchObject({ '@type': 'JobPosting', title: job.title, hiringOrganization: { name: 'Lumoplast GmbH' } });
      expect(jsonLd.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}T/);

      const further = page.getByRole('region', { name: language.locale === 'de' ? 'Weitere Stellenangebote' : 'Further vacancies' });
      await expect(further.getByRole('link').first()).toBeVisible();
    });

    test('a job offer opens with its introduction and facts, then tasks, profile, benefits and how to apply', async ({ page }) => {
      const job = ofLanguage.find((offer) => offer.kind === 'employee')!;
      const introduction = /<p>(.*?)<\/p>/.exec(job.detail)![1]!.replace(/<[^>]+>/g, '');
      await page.goto(`${language.detailPrefix}${job.slug}/`);
      const readingOrder = (await page.getByRole('main').getByRole('article').first().locator(':is(p, li, h2)').allTextContents()).map((text) =>
        text.replace(/\s+/g, ' ').trim(),
      );
      const positions = [introduction, language.workingHours, ...language.sections].map((text) => readingOrder.findIndex((block) => block.startsWith(text)));
      expect(positions.every((position) => position >= 0), readingOrder.join('\n')).toBe(true);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    });

    test('the language switch of a job offer leads to its translation', async ({ page }) => {
      const job = ofLanguage[0]!;
      const translation = jobs.find((other) => other.translationKey === job.translationKey && other.locale !== language.locale)!;
      await page.goto(`${language.detailPrefix}${job.slug}/`);
      await page.getByTestId('language-switch').click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation.title);
      await expect(page.locator('html')).toHaveAttribute('lang', translation.locale);
    });

    test('an unknown job offer is a 404 with the localized text, title and noindex', async ({ page, request }) => {
      const response = await request.get(`${language.detailPrefix}gibt-es-nicht/`);
      expect(response.status()).toBe(404);
      expect(await response.text()).toContain(language.notFound);
      await page.goto(`${language.detailPrefix}gibt-es-nicht/`);
      await expect(page).toHaveTitle(/^(Seite nicht gefunden|Page not found) \| Lumoplast$/);
      await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached();
    });
  });
}
