import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales } from '@/lib/routing/locales';
import { intlPathnames } from '@/lib/routing/paths';

const oneYearInSeconds = 365 * 24 * 60 * 60;

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  // `/` is German whatever the browser asks for; only the path decides the language.
  localeDetection: false,
  pathnames: intlPathnames(),
  localeCookie: { name: 'NEXT_LOCALE', maxAge: oneYearInSeconds, path: '/', sameSite: 'lax' },
});
