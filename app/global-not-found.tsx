import './styles/globals.scss';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundNotice } from '@/components/errors/NotFoundNotice';
import { defaultLocale } from '@/lib/routing/locales';
import { sans } from './fonts';

// For paths that never reach the request interceptor (a missing `/file.txt`): German, the default language.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: defaultLocale, namespace: 'NotFoundPage' });
  return { title: t('title'), robots: { index: false } };
}

export default function GlobalNotFound() {
  return (
    <html lang={defaultLocale} className={sans.variable}>
      <body>
        <main id="main">
          <NotFoundNotice locale={defaultLocale} />
        </main>
      </body>
    </html>
  );
}
