import './styles/globals.scss';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { documentTitle } from '@/lib/metadata/document-title';
import { headers } from 'next/headers';
import { NotFoundNotice } from '@/components/errors/NotFoundNotice';
import { defaultLocale, isLocale, type Locale } from '@/lib/routing/locales';
import { sans } from './fonts';

/**
 * For paths no page folder matches although the request interceptor let them through (a detail
 * pattern without a page) or never saw them (a missing `/file.txt`). next-intl's interceptor tells
 * the language in a request header; without it the page is German, the default language.
 */
async function requestLocale(): Promise<Locale> {
  const locale = (await headers()).get('x-next-intl-locale');
  return isLocale(locale) ? locale : defaultLocale;
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await requestLocale(), namespace: 'NotFoundPage' });
  return { title: documentTitle(t('title')), robots: { index: false } };
}

export default async function GlobalNotFound() {
  const locale = await requestLocale();
  return (
    <html lang={locale} className={sans.variable}>
      <body>
        <main id="main">
          <NotFoundNotice locale={locale} />
        </main>
      </body>
    </html>
  );
}
