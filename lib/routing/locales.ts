export const locales = ['de', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'de';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** What a language's paths start with: German, the default language, has no prefix. */
export const localePrefix: Readonly<Record<Locale, string>> = { de: '', en: '/en' };

/** The language a path belongs to, by its prefix alone. */
export function localeOfPath(pathname: string): Locale {
  return pathname === localePrefix.en || pathname.startsWith(`${localePrefix.en}/`) ? 'en' : defaultLocale;
}

/**
 * The home page of a language (`/`, `/en/`): the route table's `home`, known without the table, for
 * the last-resort error page, which links home without the router and the table's weight.
 */
export function homePathOf(locale: Locale): string {
  return `${localePrefix[locale]}/`;
}

export function otherLocale(locale: Locale): Locale {
  return locale === 'de' ? 'en' : 'de';
}
