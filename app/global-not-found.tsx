import './styles/globals.scss';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { NotFoundNotice } from '@/components/errors/NotFoundNotice';
import { notFoundMetadata } from '@/lib/metadata/not-found-metadata';
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
  return notFoundMetadata(await requestLocale());
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
