import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales } from '@/lib/routing/locales';
import { intlPathnames } from '@/lib/routing/paths';

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  // `/` is German whatever the browser asks for; only the path decides the language.
  localeDetection: false,
  pathnames: intlPathnames(),
  // The language cookie is the request interceptor's (lib/request/language-cookie.ts), set on the visit of a page.
  localeCookie: false,
  // No `Link` response header: every page names its alternates in its HTML (`hreflang`, from the route
  // table, at SITE_URL); next-intl's header named the request's host and, for a job or news record, the
  // same slug in the other language, which is no page there.
  alternateLinks: false,
});
