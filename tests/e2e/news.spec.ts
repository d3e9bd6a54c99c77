import { expect, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { test } from './site-test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { locales, type Locale } from '@/lib/routing/locales';
import { newsListPath, type NewsListLocation } from '@/lib/news/news-list-routes';
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
const categories = ['fair', 'newspaper', 'press', 'product'] as const;

/** The address of a list's page in a language, with the fragment the list's own links carry. */
const listHref = (locale: Locale, location: NewsListLocation) => `${newsListPath(locale, location)}#news-list`;

/** What each language says in its own words (not read from the messages, to prove the language). */
const words = {
  de: {
    list: 'Aktuelle Meldungen',
    filter: 'Meldungen nach Kategorie filtern',
    categories: { all: 'Alle', fair: 'Messe', newspaper: 'Zeitungsbericht', press: 'Pressemitteilung', product: 'Produkt' },
    categoryPrefix: 'Kategorie:',
    readArticle: 'Artikel lesen',
    showMore: 'Mehr anzeigen',
    pages: 'Seiten der Meldungen',
    page: 'Seite',
    pageLower: 'Seite',
    heading: 'News',
    fairHeading: 'News von Messen',
    pressHeading: 'Pressemitteilungen',
    rss: 'News als RSS-Feed abonnieren',
    allNews: 'Alle News',
    pdf: /^Artikel als PDF/,
    caseStudy: /^Zur Fallstudie: /,
    date: /^\d{1,2}\.\u00a0(Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)\u00a0\d{4}$/,
    unknown: '/news/gibt-es-nicht/',
  },
  en: {
    list: 'Latest news',
    filter: 'Filter news by category',
    categories: { all: 'All', fair: 'Trade fair', newspaper: 'Newspaper', press: 'Press release', product: 'Product' },
    categoryPrefix: 'Category:',
    readArticle: 'Read article',
    showMore: 'Show more',
    pages: 'Pages of the news',
    page: 'Page',
    pageLower: 'page',
    heading: 'News',
    fairHeading: 'Trade fair news',
    pressHeading: 'Press releases',
    rss: 'Subscribe to the news as an RSS feed',
    allNews: 'All news',
    pdf: /^Article as PDF/,
    caseStudy: /^Read the case study: /,
    date: /^(January|February|March|April|May|June|July|August|September|October|November|December)\u00a0\d{1,2},\u00a0\d{4}$/,
    unknown: '/en/news/does-not-exist/',
  },
} as const;

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/** The first paragraph of an article's HTML as plain text, cut to a few words. */
function openingWords(html: string): string {
  const paragraph = /<p>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '';
  return paragraph.replace(/<[^>]+>/g, '').split(/\s+/).slice(0, 6).join(' ');
}

test('the news list, every article known at build time and both feeds are prerendered', () => {
  // The build the server serves (NEXT_DIST_DIR, as next.config.ts).
  const manifest = JSON.parse(readFileSync(join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'prerender-manifest.json'), 'utf8')) as {
    routes: Record<string, unknown>;
  };
  const expected = [
    ...locales.map((locale) => `/${locale}/news`),
    // Every page of every list: all news (a second page in the embedded default) and each category.
    ...locales.flatMap((locale) => {
      const ofLanguage = news.filter((item) => item.locale === locale);
      return (['all', ...categories] as const).flatMap((filter) => {
        const size = ofLanguage.filter((item) => filter === 'all' || item.category === filter).length;
        return Array.from({ length: Math.max(1, Math.ceil(size / pageSize)) }, (_, index) =>
          `/${locale}${newsListPath('en', { filter, page: index + 1 }).replace(/^\/en/, '')}`.replace(/\/$/, ''),
        );
      });
    }),
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
    });

    test('a category link shows that category’s list in place, at its own address, and the back button the list before', async ({ page }) => {
      await page.goto(localizedPath('news', locale));
      // Set in this document: still there after each step proves no new document was loaded.
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      const filter = page.getByRole('navigation', { name: say.filter });
      await expect(filter.getByRole('link', { name: say.categories.all })).toHaveAttribute('aria-current', 'true');

      for (const category of categories) {
        await filter.getByRole('link', { name: say.categories[category], exact: true }).click();
        await expect(page).toHaveURL(listHref(locale, { filter: category, page: 1 }));
        await expect(filter.getByRole('link', { name: say.categories[category], exact: true })).toHaveAttribute('aria-current', 'true');
        await expect(filter.getByRole('link', { name: say.categories.all })).not.toHaveAttribute('aria-current');
        const expected = ofLanguage.filter((item) => item.category === category).slice(0, pageSize);
        await expect(list(page).getByRole('heading', { level: 3 })).toHaveText(expected.map((item) => item.title));
      }
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

      await page.goBack();
      await expect(page).toHaveURL(listHref(locale, { filter: 'press', page: 1 }));
      await expect(list(page).getByRole('heading', { level: 3 })).toHaveText(ofLanguage.filter((item) => item.category === 'press').map((item) => item.title));
      await expect(filter.getByRole('link', { name: say.categories.press, exact: true })).toHaveAttribute('aria-current', 'true');

      await filter.getByRole('link', { name: say.categories.all }).click();
      await expect(page).toHaveURL(listHref(locale, { filter: 'all', page: 1 }));
      await expect(list(page).getByRole('article')).toHaveCount(Math.min(pageSize, ofLanguage.length));
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
      await expectNoAxeViolations(page);
    });

    test('a category address opened directly shows that category, with its own heading', async ({ page }) => {
      const response = await page.goto(newsListPath(locale, { filter: 'press', page: 1 }));
      expect(response?.status()).toBe(200);
      const expected = ofLanguage.filter((item) => item.category === 'press').slice(0, pageSize);
      await expect(list(page).getByRole('heading', { level: 3 })).toHaveText(expected.map((item) => item.title));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(say.pressHeading);
    });

    test('the list’s old address with a category query leads to the category’s page', async ({ request }) => {
      // Whoever asks: a first visitor, and one whose browser asks for the list's language and brings the old language cookie.
      const visitors: Record<string, string>[] = [{}, { 'accept-language': locale, cookie: `NEXT_LOCALE=${locale}` }];
      for (const headers of visitors) {
        const response = await request.get(`${localizedPath('news', locale)}?category=fair`, { maxRedirects: 0, headers });
        expect(response.status()).toBe(308);
        expect(new URL(response.headers().location!, 'http://localhost').pathname).toBe(newsListPath(locale, { filter: 'fair', page: 1 }));
      }
    });

    test('"show more" appends the next page in place and moves the address on; back, forward and reload keep the list', async ({ page }) => {
      test.skip(ofLanguage.length <= pageSize, 'the embedded default has one page of news');
      await page.goto(localizedPath('news', locale));
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      const articles = list(page).getByRole('article');
      const showMore = page.getByRole('link', { name: say.showMore });
      await expect(showMore).toHaveAttribute('href', listHref(locale, { filter: 'all', page: 2 }));

      await showMore.click();
      const twoPages = ofLanguage.slice(0, 2 * pageSize).map((item) => item.title);
      await expect(list(page).getByRole('heading', { level: 3 })).toHaveText(twoPages);
      await expect(list(page).getByRole('link', { name: ofLanguage[pageSize]!.title, exact: true })).toBeFocused();
      await expect(page).toHaveURL(newsListPath(locale, { filter: 'all', page: 2 }));
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
      await expect(page.getByRole('navigation', { name: say.pages }).locator('[aria-current="page"]')).toHaveText(`${say.page} 2`);
      if (ofLanguage.length <= 2 * pageSize) await expect(showMore).toHaveCount(0);

      await page.goBack();
      await expect(page).toHaveURL(localizedPath('news', locale));
      await expect(articles).toHaveCount(pageSize);
      await page.goForward();
      await expect(page).toHaveURL(newsListPath(locale, { filter: 'all', page: 2 }));
      await expect(list(page).getByRole('heading', { level: 3 })).toHaveText(twoPages);

      // To an article of the added page and back: the list as it was.
      await list(page).getByRole('link', { name: ofLanguage[pageSize]!.title, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ofLanguage[pageSize]!.title);
      await page.goBack();
      await expect(page).toHaveURL(newsListPath(locale, { filter: 'all', page: 2 }));
      await expect(list(page).getByRole('heading', { level: 3 })).toHaveText(twoPages);

      // A reload opens the address: the second page, from where the list goes on and back.
      await page.reload();
      await expect(list(page).getByRole('heading', { level: 3 })).toHaveText(ofLanguage.slice(pageSize, 2 * pageSize).map((item) => item.title));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${say.heading} – ${say.pageLower} 2`);
      await expectNoAxeViolations(page);
    });

    test('the language switch on a further page of the list leads to the same page in the other language', async ({ page }) => {
      test.skip(ofLanguage.length <= pageSize, 'the embedded default has one page of news');
      const other = locale === 'de' ? 'en' : 'de';
      await page.goto(newsListPath(locale, { filter: 'all', page: 2 }));
      await page.getByTestId('language-switch').click();
      await expect(page).toHaveURL(newsListPath(other, { filter: 'all', page: 2 }));
      await expect(page.locator('html')).toHaveAttribute('lang', other);
    });

    test('a page beyond the last, page 1 spelled as a page and an unknown category answer 404 with the localized text', async ({ request }) => {
      const pages = Math.ceil(ofLanguage.length / pageSize);
      const missing = [
        newsListPath(locale, { filter: 'all', page: pages + 1 }),
        newsListPath(locale, { filter: 'all', page: 2 }).replace(/2\/$/, '1/'),
        newsListPath(locale, { filter: 'all', page: 2 }).replace(/2\/$/, '02/'),
        newsListPath(locale, { filter: 'press', page: 2 }),
        newsListPath(locale, { filter: 'press', page: 1 }).replace(/[^/]+\/$/, 'sport/'),
      ];
      for (const path of missing) {
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status(), path).toBe(404);
        expect(await response.text(), path).toContain(notFoundText[locale]);
      }
    });

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('every article is reachable from the list by following its links', async ({ page }) => {
        const listPages = new Set<string>();
        const articles = new Set<string>();
        const queue = [localizedPath('news', locale)];
        const isListPage = (path: string) => path.startsWith(localizedPath('news', locale)) && !ofLanguage.some((item) => path === localizedPath('news.article', locale, { slug: item.slug }));
        while (queue.length > 0) {
          const path = queue.shift()!;
          if (listPages.has(path)) continue;
          listPages.add(path);
          const response = await page.goto(path);
          expect(response?.status(), path).toBe(200);
          await expect(list(page).getByRole('article').first()).toBeVisible();
          for (const href of await list(page).locator('a[href]').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))) {
            if (ofLanguage.some((item) => href === localizedPath('news.article', locale, { slug: item.slug }))) articles.add(href);
            else if (isListPage(href) && !listPages.has(href)) queue.push(href);
          }
        }
        expect([...articles].sort()).toEqual(ofLanguage.map((item) => localizedPath('news.article', locale, { slug: item.slug })).sort());
        // All news, each category and the further pages: nothing else was followed.
        expect(listPages.size).toBe(1 + categories.length + Math.ceil(ofLanguage.length / pageSize) - 1);
      });

      test('the filter narrows the list, and the back button restores the previous list', async ({ page }) => {
        await page.goto(localizedPath('news', locale));
        const filter = page.getByRole('navigation', { name: say.filter });
        await expect(list(page).getByRole('article')).toHaveCount(Math.min(pageSize, ofLanguage.length));

        await filter.getByRole('link', { name: say.categories.fair, exact: true }).click();
        await expect(page).toHaveURL(listHref(locale, { filter: 'fair', page: 1 }));
        const fairs = ofLanguage.filter((item) => item.category === 'fair');
        await expect(list(page).getByRole('heading', { level: 3 })).toHaveText(fairs.slice(0, pageSize).map((item) => item.title));
        await expect(filter.getByRole('link', { name: say.categories.fair, exact: true })).toHaveAttribute('aria-current', 'true');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(say.fairHeading);

        await filter.getByRole('link', { name: say.categories.product, exact: true }).click();
        await expect(list(page).getByRole('heading', { level: 3 })).toHaveText(ofLanguage.filter((item) => item.category === 'product').map((item) => item.title));

        await page.goBack();
        await expect(page).toHaveURL(listHref(locale, { filter: 'fair', page: 1 }));
        await expect(list(page).getByRole('heading', { level: 3 })).toHaveText(fairs.slice(0, pageSize).map((item) => item.title));
        await page.goBack();
        await expect(page).toHaveURL(localizedPath('news', locale));
        await expect(list(page).getByRole('heading', { level: 3 })).toHaveText(ofLanguage.slice(0, pageSize).map((item) => item.title));
        await expect(filter.getByRole('link', { name: say.categories.all })).toHaveAttribute('aria-current', 'true');
      });

      test('"show more" leads to the next page, and the back button to the page before', async ({ page }) => {
        test.skip(ofLanguage.length <= pageSize, 'the embedded default has one page of news');
        await page.goto(localizedPath('news', locale));
        await page.getByRole('link', { name: say.showMore }).click();
        await expect(page).toHaveURL(listHref(locale, { filter: 'all', page: 2 }));
        await expect(list(page).getByRole('heading', { level: 3 })).toHaveText(ofLanguage.slice(pageSize, 2 * pageSize).map((item) => item.title));
        const pages = page.getByRole('navigation', { name: say.pages });
        await expect(pages.locator('[aria-current="page"]')).toHaveText(`${say.page} 2`);

        await pages.getByRole('link', { name: `${say.page} 1` }).click();
        await expect(page).toHaveURL(listHref(locale, { filter: 'all', page: 1 }));
        await expect(list(page).getByRole('article')).toHaveCount(pageSize);
        await page.goBack();
        await expect(page).toHaveURL(listHref(locale, { filter: 'all', page: 2 }));
        await expect(list(page).getByRole('heading', { level: 3 })).toHaveText(ofLanguage.slice(pageSize, 2 * pageSize).map((item) => item.title));
      });

      test('the language switch on a category and on a further page leads to the same list in the other language', async ({ page }) => {
        const other = locale === 'de' ? 'en' : 'de';
        await page.goto(newsListPath(locale, { filter: 'product', page: 1 }));
        await page.getByTestId('language-switch').click();
        await expect(page).toHaveURL(newsListPath(other, { filter: 'product', page: 1 }));
        if (ofLanguage.length > pageSize) {
          await page.goto(newsListPath(locale, { filter: 'all', page: 2 }));
          await page.getByTestId('language-switch').click();
          await expect(page).toHaveURL(newsListPath(other, { filter: 'all', page: 2 }));
        }
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
