import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/routing/locales';
import { documentTitle } from './document-title';

/** The title of the "page could not be found" page, kept out of search indexes. */
export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'NotFoundPage' });
  return { title: documentTitle(t('title')), robots: { index: false } };
}
