import { expect } from '@playwright/test';
import { test } from './site-test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import de from '@/messages/de.json' with { type: 'json' };
import en from '@/messages/en.json' with { type: 'json' };
import { locales, type Locale } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';

/** The embedded default the server reads with BACKEND_URL unset: `content/backend/downloads.json`. */
type Resource = { type: string; id: string; attributes: Record<string, unknown>; relationships?: Record<string, { data: { type: string; id: string } | null }> };
const document = JSON.parse(readFileSync(join(process.cwd(), 'content/backend/downloads.json'), 'utf8')) as { data: Resource[]; included: Resource[] };

const kinds = ['advertising', 'certificates', 'legally', 'miscellaneous'] as const;
type Kind = (typeof kinds)[number];
const messages: Record<Locale, typeof de> = { de, en };

interface ExpectedDownload {
  title: string;
  description: string;
  url: string;
  publishedAt: string;
}

/** The records of a language and kind, newest first, as the page shows them. */
function downloadsOf(locale: Locale, kind: Kind): ExpectedDownload[] {
  return document.data
    .filter((record) => record.attributes.locale === locale && record.attributes.kind === kind)
    .sort((left, right) => Date.parse(String(right.attributes.publishedAt)) - Date.parse(String(left.attributes.publishedAt)))
    .map((record) => {
      const fileId = record.relationships?.file?.data?.id;
      const file = document.included.find((entry) => entry.type === 'files' && entry.id === fileId);
      return {
        title: String(record.attributes.title),
        description: String(record.attributes.description),
        url: String(file?.attributes.url),
        publishedAt: String(record.attributes.publishedAt),
      };
    });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const words: Record<Locale, { heading: string; download: string; published: string }> = {
  de: { heading: 'Downloads', download: 'Herunterladen', published: 'Veröffentlicht am' },
  en: { heading: 'Downloads', download: 'Download', published: 'Published on' },
};

for (const locale of locales) {
  test.describe(`the downloads page in ${locale}`, () => {
    test('shows the four groups in order, each with its documents', async ({ page }) => {
      const response = await page.goto(localizedPath('downloads', locale));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words[locale].heading);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 2 })).toHaveText(kinds.map((kind) => messages[locale].Downloads.groups[kind].heading));
      await expect(main.getByText(messages[locale].Downloads.empty)).toHaveCount(0);

      for (const kind of kinds) {
        const expected = downloadsOf(locale, kind);
        expect(expected.length, `the embedded default has ${kind} documents in ${locale}`).toBeGreaterThan(0);
        const section = main.getByRole('region', { name: messages[locale].Downloads.groups[kind].heading, exact: true });
        await expect(section).toHaveAttribute('id', kind);
        await expect(section.getByRole('heading', { level: 3 })).toHaveText(expected.map((entry) => entry.title));
        const items = section.getByRole('listitem');
        await expect(items).toHaveCount(expected.length);
        for (const [index, entry] of expected.entries()) {
          const item = items.nth(index);
          await expect(item).toContainText(entry.description);
          await expect(item).toContainText(/PDF, \d+(?:[.,]\d)? (?:kB|MB)/);
          await expect(item).toContainText(words[locale].published);
          await expect(item.locator('time')).toHaveAttribute('datetime', entry.publishedAt);
          // The title and file details are visually hidden in the link text; whitespace may vary in the computed name.
          const link = item.getByRole('link', { name: new RegExp(`^${words[locale].download}\\s*:\\s*${escapeRegExp(entry.title)}\\s*\\(PDF, `) });
          await expect(link).toHaveAttribute('href', entry.url);
          await expect(link).toHaveAttribute('download', /\.pdf$/);
          await expect(link).toHaveAttribute('type', 'application/pdf');
        }
      }
    });

    test('is statically generated, kept until a change of the downloads renews it', async ({ request }) => {
      const response = await request.get(localizedPath('downloads', locale));
      expect(response.status()).toBe(200);
      expect(response.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
      expect(response.headers()['cache-control']).toMatch(/s-maxage=31536000\b/);
    });

    test('has #miscellaneous with the privacy documents, and the privacy policy lands on it', async ({ page }) => {
      await page.goto(localizedPath('privacy', locale));
      const href = `${localizedPath('downloads', locale)}#miscellaneous`;
      await page.getByRole('main').locator(`a[href="${href}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${localizedPath('downloads', locale)}#miscellaneous$`));
      const section = page.locator('section#miscellaneous');
      await expect(section).toHaveCount(1);
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(messages[locale].Downloads.groups.miscellaneous.heading);
      await expect(section.getByRole('heading', { level: 2 })).toBeInViewport();
      await expect(section).toContainText(locale === 'de' ? 'Datenschutz' : 'Privacy');
    });

    test('every download link answers 200 with a PDF', async ({ page, request }) => {
      await page.goto(localizedPath('downloads', locale));
      const hrefs = await page.getByRole('main').locator('a[download]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(hrefs).toHaveLength(kinds.reduce((total, kind) => total + downloadsOf(locale, kind).length, 0));
      for (const href of hrefs) {
        const response = await request.get(href);
        expect(response.status(), href).toBe(200);
        expect(response.headers()['content-type'], href).toMatch(/^application\/pdf/);
        expect((await response.body()).subarray(0, 5).toString('latin1'), href).toBe('%PDF-');
      }
    });
  });
}
