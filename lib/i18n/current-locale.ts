import { locale as rootLocale } from 'next/root-params';
import { defaultLocale, isLocale, type Locale } from '@/lib/routing/locales';

/** The language of the page being rendered, read from the `[locale]` root segment. */
export async function currentLocale(): Promise<Locale> {
  const value = await rootLocale();
  return isLocale(value) ? value : defaultLocale;
}
