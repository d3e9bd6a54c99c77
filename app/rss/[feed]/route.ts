import { getTranslations } from 'next-intl/server';
import { company } from '@/content/company';
import { pageIntroOf } from '@/content/pages';
import { newsFeed } from '@/lib/content-store/page-reads';
import { buildRssFeed, localeOfFeedFile, newsRssChannel, rssContentType } from '@/lib/news/news-rss';
import { locales } from '@/lib/routing/locales';

// `/rss/de.xml` and `/rss/en.xml`: generated with the pages from the content store, renewed like the news list.
export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((locale) => ({ feed: `${locale}.xml` }));
}

/** The RSS 2.0 feed of the news of one language. */
export async function GET(_request: Request, { params }: { params: Promise<{ feed: string }> }) {
  const locale = localeOfFeedFile((await params).feed);
  if (!locale) return new Response('Not found', { status: 404 });
  const [items, t] = await Promise.all([newsFeed(locale), getTranslations({ locale, namespace: 'News' })]);
  const intro = pageIntroOf('news', locale);
  const feed = buildRssFeed(
    newsRssChannel(items, locale, {
      title: `${intro.title} | ${company.brand}`,
      description: intro.description,
      categoryLabel: (category) => t(`categories.${category}`),
    }),
  );
  return new Response(feed, { headers: { 'Content-Type': rssContentType } });
}
