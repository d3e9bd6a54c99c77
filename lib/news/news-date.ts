import { dateOnOneLine } from '@/lib/i18n/date-on-one-line';
import { timeZone } from '@/lib/i18n/message-scope';
import type { Locale } from '@/lib/routing/locales';

const dateLocales: Record<Locale, string> = { de: 'de-DE', en: 'en-US' };

const formats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * The day a news item was published, as a reader of the language writes it, in the company's time
 * zone (the same on the server and in the browser), on one line: `27. Oktober 2026`, `October 27, 2026`.
 */
export function formatNewsDate(isoDate: string, locale: Locale): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(dateLocales[locale], { dateStyle: 'long', timeZone });
    formats.set(locale, format);
  }
  return dateOnOneLine(format.format(new Date(isoDate)));
}
