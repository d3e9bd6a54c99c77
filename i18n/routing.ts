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
  // No language cookie: nothing would read it (the path decides), and a page's answer stays the same for
  // every visitor, so the cache in front keeps one copy of it (docs/architecture.md, "The request path").
  localeCookie: false,
  // No `Link` response header: every page names its alternates in its HTML (`hreflang`, from the route
  // table, at SITE_URL); next-intl's header named the request's host and, for a job or news record, the
  // same slug in the other language, which is no page there.
  alternateLinks: false,
});
