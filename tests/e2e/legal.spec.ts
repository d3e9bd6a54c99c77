import { expect } from '@playwright/test';
import { test } from './site-test';
import { company } from '@/content/company';
import { conditions } from '@/content/legal/conditions';
import { imprint } from '@/content/legal/imprint';
import { privacy } from '@/content/legal/privacy';
import { locales, type Locale } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';

function headingOf(text: { sections: readonly { id: string; heading: string }[] }, id: string): string {
  const section = text.sections.find((candidate) => candidate.id === id);
  if (!section) throw new Error(`No section "${id}"`);
  return section.heading;
}

const privacyChecks: Record<Locale, { id: string; phrases: string[] }[]> = {
  de: [
    { id: 'controller', phrases: [company.legalName, company.address.street, company.email] },
    { id: 'server-logs', phrases: ['IP-Adresse', 'User-Agent', 'Art. 6 Abs. 1 lit. f DSGVO', 'höchstens 3 Monate'] },
    { id: 'contact-enquiries', phrases: ['Ihr Unternehmen', 'Ihre Nachricht', 'Art. 6 Abs. 1 lit. b DSGVO', 'Art. 6 Abs. 1 lit. a DSGVO'] },
    { id: 'email-archive', phrases: ['Bis zu 10 Jahre', '§ 257 HGB', '§ 147 AO'] },
    { id: 'applications', phrases: [company.applicationsEmail, 'ausschließlich als PDF-Dateien', 'ungeöffnet gelöscht', '§ 26 Abs. 1 BDSG', '6 Monate'] },
    { id: 'cookies', phrases: ['setzen wir keine Cookies', 'keinen Sprach-Cookie', 'kein Cookie-Banner', '__prerender_bypass', 'Sitzungs-Cookie', '§ 25 Abs. 2 Nr. 2 TDDDG'] },
    { id: 'no-third-parties', phrases: ['keine Dienste Dritter', 'Schriftarten', 'vom eigenen Server'] },
    { id: 'rights', phrases: ['Art. 15 DSGVO', 'Art. 16 DSGVO', 'Art. 17 DSGVO', 'Art. 18 DSGVO', 'Art. 20 DSGVO', 'Art. 7 Abs. 3 DSGVO'] },
    { id: 'right-to-object', phrases: ['Art. 21 DSGVO', 'Widerspruch einzulegen'] },
    { id: 'complaint', phrases: ['Art. 77 DSGVO', 'Der Hessische Beauftragte für Datenschutz und Informationsfreiheit', 'Wiesbaden'] },
  ],
  en: [
    { id: 'controller', phrases: [company.legalName, company.address.street, company.email] },
    { id: 'server-logs', phrases: ['IP address', 'user agent', 'Article 6(1)(f) GDPR', 'no longer than 3 months'] },
    { id: 'contact-enquiries', phrases: ['your company', 'your message', 'Article 6(1)(b) GDPR', 'Article 6(1)(a) GDPR'] },
    { id: 'email-archive', phrases: ['Up to 10 years', 'Section 257 HGB', 'Section 147 AO'] },
    { id: 'applications', phrases: [company.applicationsEmail, 'as PDF files only', 'deleted unopened', 'Section 26(1) BDSG', '6 months'] },
    { id: 'cookies', phrases: ['We do not set any cookies', 'no language cookie', 'not show a cookie banner', '__prerender_bypass', 'session cookie', 'Section 25(2) no. 2'] },
    { id: 'no-third-parties', phrases: ['any third-party services', 'fonts', 'from our own server'] },
    { id: 'rights', phrases: ['Article 15 GDPR', 'Article 16 GDPR', 'Article 17 GDPR', 'Article 18 GDPR', 'Article 20 GDPR', 'Article 7(3) GDPR'] },
    { id: 'right-to-object', phrases: ['Article 21 GDPR', 'right to object'] },
    { id: 'complaint', phrases: ['Article 77 GDPR', 'Der Hessische Beauftragte für Datenschutz und Informationsfreiheit', 'Wiesbaden'] },
  ],
};

const contentsLabel: Record<Locale, string> = { de: 'Inhaltsübersicht', en: 'Contents' };

for (const locale of locales) {
  test.describe(`the legal pages in ${locale}`, () => {
    test('the imprint shows the provider, its register entry, VAT id and managing directors', async ({ page }) => {
      await page.goto(localizedPath('imprint', locale));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale === 'de' ? 'Impressum' : 'Imprint');
      const main = page.getByRole('main');
      const provider = main.getByRole('region', { name: headingOf(imprint[locale], 'provider'), exact: true });
      await expect(provider).toContainText(company.legalName);
      await expect(provider).toContainText(`${company.address.postalCode} ${company.address.city}`);
      for (const director of company.managingDirectors) await expect(provider).toContainText(director);
      await expect(main.getByRole('region', { name: headingOf(imprint[locale], 'register'), exact: true })).toContainText(company.registerNumber);
      await expect(main.getByRole('region', { name: headingOf(imprint[locale], 'register'), exact: true })).toContainText(company.registerCourt);
      await expect(main.getByRole('region', { name: headingOf(imprint[locale], 'vat'), exact: true })).toContainText(company.vatId);
      await expect(main.getByRole('region', { name: headingOf(imprint[locale], 'responsible'), exact: true })).toContainText(company.managingDirectors[0] ?? '');
      await expect(main.getByRole('link', { name: company.email }).first()).toHaveAttribute('href', `mailto:${company.email}`);
      for (const id of ['dispute-resolution', 'liability-content', 'liability-links', 'copyright']) {
        await expect(main.getByRole('heading', { level: 2, name: headingOf(imprint[locale], id), exact: true })).toBeVisible();
      }
      await expect(main.getByRole('navigation')).toHaveCount(0);
    });

    test('the privacy policy shows every section with its facts', async ({ page }) => {
      await page.goto(localizedPath('privacy', locale));
      const main = page.getByRole('main');
      for (const { id, phrases } of privacyChecks[locale]) {
        const section = main.getByRole('region', { name: headingOf(privacy[locale], id), exact: true });
        await expect(section).toBeVisible();
        for (const phrase of phrases) await expect(section).toContainText(phrase);
      }
      await expect(main.getByText(locale === 'de' ? 'Stand: November 2026' : 'Version: November 2026')).toBeVisible();
    });

    test('the privacy policy links the privacy documents on the downloads page', async ({ page, request }) => {
      await page.goto(localizedPath('privacy', locale));
      const href = `${localizedPath('downloads', locale)}#miscellaneous`;
      const link = page.getByRole('main').locator(`a[href="${href}"]`);
      await expect(link).toHaveCount(1);
      await expect(link).toBeVisible();
      expect((await request.get(localizedPath('downloads', locale))).status()).toBe(200);
    });

    for (const javaScriptEnabled of [true, false]) {
      test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
        test.use({ javaScriptEnabled });

        test('the table of contents of the privacy policy jumps to its sections', async ({ page }) => {
          await page.goto(localizedPath('privacy', locale));
          const contents = page.getByRole('navigation', { name: contentsLabel[locale] });
          await expect(contents.getByRole('link')).toHaveCount(privacy[locale].sections.length);
          for (const id of ['cookies', 'complaint', 'controller']) {
            await contents.getByRole('link', { name: headingOf(privacy[locale], id), exact: true }).click();
            await expect(page).toHaveURL(new RegExp(`#${id}$`));
            await expect(page.getByRole('heading', { level: 2, name: headingOf(privacy[locale], id), exact: true })).toBeInViewport();
          }
        });

        test('a link to a section of the privacy policy opens the page at that section', async ({ page }) => {
          await page.goto(`${localizedPath('privacy', locale)}#complaint`);
          await expect(page.getByRole('heading', { level: 2, name: headingOf(privacy[locale], 'complaint'), exact: true })).toBeInViewport();
        });

        test('the privacy policy leads to the privacy documents on the downloads page', async ({ page }) => {
          await page.goto(localizedPath('privacy', locale));
          await page.getByRole('main').locator(`a[href="${localizedPath('downloads', locale)}#miscellaneous"]`).click();
          await expect(page).toHaveURL(`${localizedPath('downloads', locale)}#miscellaneous`);
          await expect(page.locator('#miscellaneous')).toBeInViewport();
        });
      });
    }

    test('the conditions show all their sections and jump to them from the table of contents', async ({ page }) => {
      await page.goto(localizedPath('conditions', locale));
      const main = page.getByRole('main');
      for (const section of conditions[locale].sections) {
        await expect(main.getByRole('region', { name: section.heading, exact: true })).toBeVisible();
      }
      const tooling = main.getByRole('region', { name: headingOf(conditions[locale], 'tooling'), exact: true });
      await expect(tooling.getByRole('listitem')).toHaveCount(3);
      await expect(main.getByRole('region', { name: headingOf(conditions[locale], 'warranty'), exact: true })).toContainText(
        locale === 'de' ? '§ 377 HGB' : 'Section 377',
      );
      await expect(main.getByRole('region', { name: headingOf(conditions[locale], 'applicable-law'), exact: true })).toContainText('CISG');
      await expect(main.getByRole('region', { name: headingOf(conditions[locale], 'jurisdiction'), exact: true })).toContainText(company.address.city);
      if (locale === 'en') await expect(main).toContainText('the German version shall prevail');

      const contents = page.getByRole('navigation', { name: contentsLabel[locale] });
      const target = headingOf(conditions[locale], 'retention-of-title');
      await contents.getByRole('link', { name: target, exact: true }).click();
      await expect(page).toHaveURL(/#retention-of-title$/);
      await expect(page.getByRole('heading', { level: 2, name: target, exact: true })).toBeInViewport();
    });
  });
}
