import { dateOnOneLine } from '@/lib/i18n/date-on-one-line';
import { timeZone } from '@/lib/i18n/message-scope';
import type { Locale } from '@/lib/routing/locales';

/**
 * The day a news item was published: `dateTime` for `<time>` (ISO 8601) and `text` as a reader of the
 * language writes it. Made on the server, so the browser's list needs no date formatter: creating one
 * with a time zone loads the browser's calendar data, the largest single cost of the news page's script.
 */
export interface NewsDate {
  dateTime: string;
  text: string;
}

const dateLocales: Record<Locale, string> = { de: 'de-DE', en: 'en-US' };

const formats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * The day as a reader of the language writes it, in the company's time zone, on one line:
 * `27. Oktober 2026`, `October 27, 2026`.
 */
export function formatNewsDate(isoDate: string, locale: Locale): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(dateLocales[locale], { dateStyle: 'long', timeZone });
    formats.set(locale, format);
  }
  return dateOnOneLine(format.format(new Date(isoDate)));
}

/** The publication day of a news item, or null when the CMS sent none. */
export const newsDate = (isoDate: string | null, locale: Locale): NewsDate | null =>
  isoDate === null ? null : { dateTime: isoDate, text: formatNewsDate(isoDate, locale) };
