import { expect, type Page } from '@playwright/test';
import { test } from './site-test';
import { careers } from '@/content/careers';
import { company } from '@/content/company';
import { testimonials } from '@/content/testimonials';
import { locales, type Locale } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';

/** What each language must say in its own words (not read from the content, to prove the language). */
const words: Record<Locale, { jobContact: string; pdfRule: RegExp; facts: string[]; professions: string[]; teaserLink: string }> = {
  de: {
    jobContact: 'Initiativbewerbung',
    pdfRule: /ausschließlich als PDF an\. Gezippte Dateien und andere Formate werden .*ungeöffnet gelöscht/,
    facts: ['Gegründet 2004', 'Über 70 Spritzgießmaschinen', 'Bis zu 6 Auszubildende pro Jahr'],
    professions: ['Verfahrensmechaniker/in für Kunststoff- und Kautschuktechnik', 'Werkzeugmechaniker/in', 'Mechatroniker/in', 'Industriekaufmann/-frau'],
    teaserLink: 'Alle Mitarbeiterstimmen ansehen',
  },
  en: {
    jobContact: 'Speculative application',
    pdfRule: /only as PDF files\. .*zipped files and other formats are deleted unopened/,
    facts: ['Founded in 2004', 'More than 70 injection-moulding machines', 'Up to 6 apprentices a year'],
    professions: ['Verfahrensmechaniker/in für Kunststoff- und Kautschuktechnik', 'Toolmaker', 'Mechatronics technician', 'Industrial business management assistant'],
    teaserLink: 'See all employee testimonials',
  },
};

async function expectJobContactBox(page: Page, locale: Locale) {
  const box = page.getByRole('region', { name: words[locale].jobContact });
  await expect(box).toBeVisible();
  await expect(box).toContainText(words[locale].pdfRule);
  await expect(box.locator('address')).toContainText(company.address.street);
  await expect(box.locator('address')).toContainText(`${company.address.postalCode} ${company.address.city}`);
  const mail = box.getByRole('link', { name: company.applicationsEmail });
  await expect(mail).toHaveAttribute('href', new RegExp(`^mailto:${company.applicationsEmail.replace('.', '\\.')}\\?subject=`));
}

for (const locale of locales) {
  const content = careers[locale];

  test.describe(`the careers pages in ${locale}`, () => {
    test('the landing page shows why to join, the apprenticeships, the cards, the employee teaser and the job contact box', async ({ page }) => {
      await page.goto(localizedPath('careers', locale));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

      const why = page.getByRole('region', { name: content.landing.why.heading });
      const factsLabel = locale === 'de' ? `${company.brand} auf einen Blick` : `${company.brand} at a glance`;
      await expect(why.getByRole('list', { name: factsLabel }).getByRole('listitem')).toHaveCount(4);
      for (const fact of words[locale].facts) await expect(why).toContainText(fact);

      const training = page.getByRole('region', { name: content.landing.training.heading });
      for (const profession of words[locale].professions) await expect(training).toContainText(profession);

      const cards = page.getByRole('region', { name: content.landing.pages.heading });
      await expect(cards.getByRole('listitem')).toHaveCount(3);
      for (const card of content.landing.pages.cards) {
        await expect(cards.getByRole('heading', { level: 3, name: card.title })).toBeVisible();
        await expect(cards.getByRole('link', { name: card.linkText })).toHaveAttribute('href', localizedPath(card.page, locale));
        await expect(cards.getByRole('img', { name: card.illustration.alt })).toBeVisible();
      }

      const teaser = page.getByRole('region', { name: content.employeeTeaser.heading });
      await expect(teaser.locator('blockquote')).toHaveCount(1);
      await expect(teaser.locator('figcaption')).toContainText('Melanie');
      await expect(teaser.getByRole('link', { name: words[locale].teaserLink })).toHaveAttribute(
        'href',
        `${localizedPath('careers.employeeTestimonials', locale)}#melanie`,
      );

      await expectJobContactBox(page, locale);
    });

    test('a card leads to its page', async ({ page }) => {
      await page.goto(localizedPath('careers', locale));
      const card = content.landing.pages.cards[0];
      await page.getByRole('link', { name: card?.linkText ?? '' }).click();
      await expect(page).toHaveURL(localizedPath('careers.aboutUs', locale));
    });

    test('about us shows the facts, the quotes and the compliance section with both buttons', async ({ page, request }) => {
      await page.goto(localizedPath('careers.aboutUs', locale));

      const facts = page.getByRole('region', { name: content.aboutUs.facts.heading });
      await expect(facts.getByRole('listitem')).toHaveCount(content.aboutUs.facts.items.length);
      await expect(facts).toContainText(locale === 'de' ? 'über 70' : 'more than 70');
      await expect(facts).toContainText('2004');

      const quotes = page.getByRole('region', { name: content.aboutUs.quotes.heading });
      await expect(quotes.locator('figure blockquote')).toHaveCount(content.aboutUs.quotes.items.length);
      for (const quote of content.aboutUs.quotes.items) {
        await expect(quotes.locator('figcaption', { hasText: quote.firstName })).toContainText(quote.role);
      }

      const compliance = page.getByRole('region', { name: content.aboutUs.compliance.heading });
      await expect(compliance).toContainText(locale === 'de' ? 'Hinweisgeberschutzgesetz' : 'Whistleblower Protection Act');
      for (const topic of content.aboutUs.compliance.topics) {
        await expect(compliance.getByRole('heading', { level: 3, name: topic.heading })).toBeVisible();
      }
      await expect(compliance.locator('ol > li')).toHaveCount(content.aboutUs.compliance.procedure.steps.length);

      const system = compliance.getByRole('link', { name: content.aboutUs.compliance.systemLinkText });
      await expect(system).toHaveAttribute('href', company.whistleblowerSystemUrl);
      await expect(system).toHaveAttribute('rel', /\bnoopener\b/);
      await expect(system).not.toHaveAttribute('target');

      const guide = compliance.getByRole('link', { name: content.aboutUs.compliance.guide.linkText });
      await expect(guide).toContainText('PDF');
      const href = await guide.getAttribute('href');
      expect(href).toBe(`/media/careers/whistleblower-guide-${locale}.pdf`);
      const response = await request.get(href ?? '');
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('application/pdf');
      expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    });

    test('the testimonials show three employees, each with a film, a poster and two caption tracks', async ({ page, request }) => {
      await page.goto(localizedPath('careers.employeeTestimonials', locale));
      const articles = page.locator('main article');
      await expect(articles).toHaveCount(testimonials[locale].length);
      expect(testimonials[locale].length).toBeGreaterThanOrEqual(3);

      for (const testimonial of testimonials[locale]) {
        const article = page.locator(`article#${testimonial.id}`);
        await expect(article.getByRole('heading', { level: 2, name: testimonial.firstName })).toBeVisible();
        await expect(article).toContainText(testimonial.role);
        await expect(article.locator('blockquote')).toContainText(testimonial.quote);

        const video = article.locator('video');
        await expect(video).toHaveAttribute('poster', testimonial.video.poster);
        await expect(video).toHaveAttribute('aria-label', testimonial.video.title);
        const poster = await request.get(testimonial.video.poster);
        expect(poster.status()).toBe(200);
        expect(poster.headers()['content-type']).toContain('image/webp');

        const sources = video.locator('source');
        await expect(sources).toHaveCount(2);
        for (const src of await sources.evaluateAll((elements) => elements.map((element) => element.getAttribute('src') ?? ''))) {
          expect((await request.head(src)).status(), src).toBe(200);
        }

        const tracks = video.locator('track[kind="captions"]');
        await expect(tracks).toHaveCount(2);
        await expect(video.locator(`track[srclang="${locale}"]`)).toHaveAttribute('default', '');
        for (const language of locales) {
          const track = video.locator(`track[srclang="${language}"]`);
          const src = await track.getAttribute('src');
          expect(src).toBe(testimonial.video.captions[language]);
          const response = await request.get(src ?? '');
          expect(response.status()).toBe(200);
          expect((await response.text()).startsWith('WEBVTT')).toBe(true);
        }
      }

      await expect(page.getByRole('link', { name: locale === 'de' ? 'Zu den Stellenangeboten' : 'Go to the job offers' })).toHaveAttribute(
        'href',
        localizedPath('careers.jobOffers', locale),
      );
    });

    test('the job offers show the introduction and the job contact box', async ({ page }) => {
      await page.goto(localizedPath('careers.jobOffers', locale));
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expectJobContactBox(page, locale);
    });
  });
}
