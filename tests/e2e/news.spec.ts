import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { locales, type Locale } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';
import { notFoundText } from './site-pages';

/** The embedded default the production build serves (`BACKEND_URL` unset), newest first per language. */
type Resource = { type: string; id: string; attributes: Record<string, unknown>; relationships?: Record<string, { data: { id: string } | null }> };
const document = JSON.parse(readFileSync(join(process.cwd(), 'content/backend/news.json'), 'utf8')) as { data: Resource[]; included?: Resource[] };
const files = new Map((document.included ?? []).map((file) => [file.id, file.attributes as { url: string; mimeType: string }]));
const news = document.data
  .map((record) => {
    const attributes = record.attributes as { slug: string; title: string; teaser: string; body: string; category: string; publishedAt: string; locale: Locale; imageAlt: string; caseStudy: string | null };
    const pdfId = record.relationships?.articlePdf?.data?.id;
    return { ...attributes, pdf: pdfId ? files.get(pdfId)?.url : undefined };
  })
  .sort((left, right) => Date.parse(right.publishedAt) - Date.parse(left.publishedAt));

const pageSize = 6;

/** What each language says in its own words (not read from the messages, to prove the language). */
const words = {
  de: {
    list: 'Aktuelle Meldungen',
    filter: 'Meldungen nach Kategorie filtern',
    categories: { all: 'Alle', fair: 'Messe', newspaper: 'Zeitungsbericht', press: 'Pressemitteilung', product: 'Produkt' },
    categoryPrefix: 'Kategorie:',
    readArticle: 'Artikel lesen',
    showMore: 'Mehr anzeigen',
    rss: 'News als RSS-Feed abonnieren',
    allNews: 'Alle News',
    pdf: /^Artikel als PDF/,
    caseStudy: /^Zur Fallstudie: /,
    date: /^\d{1,2}\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}$/,
    unknown: '/news/gibt-es-nicht/',
  },
  en: {
    list: 'Latest news',
    filter: 'Filter news by category',
    categories: { all: 'All', fair: 'Trade fair', newspaper: 'Newspaper', press: 'Press release', product: 'Product' },
    categoryPrefix: 'Category:',
    readArticle: 'Read article',
    showMore: 'Show more',
    rss: 'Subscribe to the news as an RSS feed',
    allNews: 'All news',
    pdf: /^Article as PDF/,
    caseStudy: /^Read the case study: /,
    date: /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/,
    unknown: '/en/news/does-not-exist/',
  },
} as const;

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The first paragraph of an article's HTML as plain text, cut to a few words. */
function openingWords(html: string): string {
  const paragraph = /<p>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '';
  return paragraph.replace(/<[^>]+>/g, '').split(/\s+/).slice(0, 6).join(' ');
}

test('the news list, every article known at build time and both feeds are prerendered', () => {
  const manifest = JSON.parse(readFileSync(join(process.cwd(), '.next', 'prerender-manifest.json'), 'utf8')) as { routes: Record<string, unknown> };
  const expected = [
    ...locales.map((locale) => `/${locale}/news`),
    ...news.map((item) => `/${item.locale}/news/${item.slug}`),
    '/rss/de.xml',
    '/rss/en.xml',
  ];
  expect(expected.filter((route) => !(route in manifest.routes))).toEqual([]);
});

for (const locale of locales) {
  const say = words[locale];
  const ofLanguage = news.filter((item) => item.locale === locale);
  const list = (page: Page) => page.getByRole('region', { name: say.list });

  test.describe(`news in ${locale}`, () => {
    test('the list shows the newest news with image, date, category, title link and a button to the article', async ({ page }) => {
      const response = await page.goto(localizedPath('news', locale));
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

      const articles = list(page).getByRole('article');
      await expect(articles).toHaveCount(Math.min(pageSize, ofLanguage.length));
      for (const [index, item] of ofLanguage.slice(0, pageSize).entries()) {
        const article = articles.nth(index);
        await expect(article.getByRole('heading', { level: 3 })).toHaveText(item.title);
        await expect(article.getByRole('link', { name: item.title, exact: true })).toHaveAttribute('href', localizedPath('news.article', locale, { slug: item.slug }));
        await expect(article.getByRole('link', { name: `${say.readArticle}: ${item.title}` })).toHaveAttribute(
          'href',
          localizedPath('news.article', locale, { slug: item.slug }),
        );
        await expect(article).toContainText(`${say.categoryPrefix} ${say.categories[item.category as keyof typeof say.categories]}`);
        await expect(article.locator('time')).toHaveAttribute('datetime', item.publishedAt);
        await expect(article.locator('time')).toHaveText(say.date);
        const image = article.getByRole('img', { name: item.imageAlt });
        await image.scrollIntoViewIfNeeded();
        await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
      }

      const feedLink = page.getByRole('link', { name: say.rss });
      await expect(feedLink).toHaveAttribute('href', `/rss/${locale}.xml`);
      const alternate = page.locator('link[rel="alternate"][type="application/rss+xml"]');
      await expect(alternate).toHaveCount(1);
      expect(new URL((await alternate.getAttribute('href'))!).pathname).toBe(`/rss/${locale}.xml`);

      await expectNoAxeViolations(page);
    });

    test('a category link filters the list through the URL, and "all" resets it', async ({ page }) => {
      await page.goto(localizedPath('news', locale));
      const filter = page.getByRole('navigation', { name: say.filter });
      await expect(filter.getByRole('link', { name: say.categories.all })).toHaveAttribute('aria-current', 'true');

      for (const category of ['fair', 'press', 'product', 'newspaper'] as const) {
        await filter.getByRole('link', { name: say.categories[category], exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`\\?category=${category}$`));
        await expect(filter.getByRole('link', { name: say.categories[category], exact: true })).toHaveAttribute('aria-current', 'true');
        const expected = ofLanguage.filter((item) => item.category === category).slice(0, pageSize);
        await expect(list(page).getByRole('heading', { level: 3 })).toHaveText(expected.map((item) => item.title));
      }

      await filter.getByRole('link', { name: say.categories.all }).click();
      await expect(page).toHaveURL(localizedPath('news', locale));
      await expect(list(page).getByRole('article')).toHaveCount(Math.min(pageSize, ofLanguage.length));
    });

    test('a category address opened directly shows that category', async ({ page }) => {
      await page.goto(`${localizedPath('news', locale)}?category=press`);
      const expected = ofLanguage.filter((item) => item.category === 'press').slice(0, pageSize);
      await expect(list(page).getByRole('heading', { level: 3 })).toHaveText(expected.map((item) => item.title));
    });

    test('"show more" appends the next page of news', async ({ page }) => {
      await page.goto(localizedPath('news', locale));
      const articles = list(page).getByRole('article');
      const showMore = page.getByRole('button', { name: say.showMore });
      if (ofLanguage.length <= pageSize) {
        await expect(showMore).toHaveCount(0);
        return;
      }
      await showMore.click();
      await expect(articles).toHaveCount(Math.min(2 * pageSize, ofLanguage.length));
      await expect(list(page).getByRole('heading', { level: 3 })).toHaveText(ofLanguage.slice(0, 2 * pageSize).map((item) => item.title));
      await expect(list(page).getByRole('link', { name: ofLanguage[pageSize]!.title, exact: true })).toBeFocused();
      if (ofLanguage.length <= 2 * pageSize) await expect(showMore).toHaveCount(0);
    });

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('the list and its filter links are in the HTML as served', async ({ page }) => {
        await page.goto(`${localizedPath('news', locale)}?category=fair`);
        await expect(list(page).getByRole('article')).toHaveCount(Math.min(pageSize, ofLanguage.length));
        await expect(page.getByRole('navigation', { name: say.filter }).getByRole('link', { name: say.categories.fair, exact: true })).toHaveAttribute(
          'href',
          `${localizedPath('news', locale)}?category=fair`,
        );
      });
    });

    test('an article shows its body, its buttons and its NewsArticle JSON-LD', async ({ page, request }) => {
      const item = ofLanguage.find((candidate) => candidate.pdf && candidate.caseStudy) ?? ofLanguage.find((candidate) => candidate.pdf)!;
      const path = localizedPath('news.article', locale, { slug: item.slug });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title);
      await expect(page.getByRole('main')).toContainText(openingWords(item.body));
      await expect(page.getByRole('main').locator('time')).toHaveText(say.date);
      await expect(page.getByRole('img', { name: item.imageAlt })).toBeVisible();

      await expect(page.getByRole('link', { name: say.allNews })).toHaveAttribute('href', localizedPath('news', locale));
      const pdf = page.getByRole('link', { name: say.pdf });
      await expect(pdf).toHaveAttribute('href', item.pdf!);
      const pdfResponse = await request.get(item.pdf!);
      expect(pdfResponse.status()).toBe(200);
      expect(pdfResponse.headers()['content-type']).toContain('application/pdf');

      if (item.caseStudy) {
        const caseStudy = page.getByRole('link', { name: say.caseStudy });
        const href = (await caseStudy.getAttribute('href'))!;
        expect(href).toBe(localizedPath(item.caseStudy as Parameters<typeof localizedPath>[0], locale));
        expect((await request.get(href)).status()).toBe(200);
      }

      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
      expect(jsonLd).toMatchObject({ '@context': 'https://schema.org', '@type': 'NewsArticle', headline: item.title, datePublished: item.publishedAt, inLanguage: locale });
      expect(jsonLd.image).toEqual([expect.stringMatching(/^https?:\/\/[^/]+\/media\//)]);

      await expectNoAxeViolations(page);
    });

    test('an article without a PDF or case study has only the button to all news', async ({ page }) => {
      const item = ofLanguage.find((candidate) => !candidate.pdf && !candidate.caseStudy);
      test.skip(!item, 'every article has a PDF or a case study');
      await page.goto(localizedPath('news.article', locale, { slug: item!.slug }));
      await expect(page.getByRole('link', { name: say.allNews })).toBeVisible();
      await expect(page.getByRole('link', { name: say.pdf })).toHaveCount(0);
      await expect(page.getByRole('link', { name: say.caseStudy })).toHaveCount(0);
    });

    test('an unknown article is a 404 with the localized text', async ({ page, request }) => {
      const response = await request.get(say.unknown, { maxRedirects: 0 });
      expect(response.status()).toBe(404);
      expect(await response.text()).toContain(notFoundText[locale]);
      // Rendered on demand, Next.js streams this 404 into an empty shell (vercel/next.js#62228): the
      // text arrives in the flight data and shows once the page's script runs.
      await page.goto(say.unknown);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundText[locale]);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page).toHaveTitle(/^(Seite nicht gefunden|Page not found) \| Lumoplast$/);
    });

    test('the RSS feed lists the news of the language with links that answer', async ({ request }) => {
      const response = await request.get(`/rss/${locale}.xml`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
      const xml = await response.text();
      expect(xml).toContain('<rss version="2.0"');
      const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((match) => match[1]!);
      expect(items).toHaveLength(ofLanguage.length);
      const links = items.map((itemXml) => /<link>([^<]+)<\/link>/.exec(itemXml)![1]!);
      expect(links.map((link) => new URL(link).pathname)).toEqual(ofLanguage.map((item) => localizedPath('news.article', locale, { slug: item.slug })));
      for (const link of links) expect((await request.get(new URL(link).pathname)).status()).toBe(200);
    });
  });
}
