import { locales, type Locale } from '@/lib/routing/locales';
import { localizedPath, type RouteParams } from '@/lib/routing/paths';
import type { RouteId } from '@/lib/routing/route-table';
import { absoluteUrl } from './site-url';

export type LanguageAlternates = Partial<Record<Locale | 'x-default', string>>;

/**
 * The absolute URL of a page in every language it exists in, and `x-default`: the German version,
 * or the one language there is. `paramsIn` names the page's parameters per language; `undefined`
 * means the page (a backend record without that translation) does not exist in the language.
 */
export function languageAlternates(id: RouteId, paramsIn: (locale: Locale) => RouteParams | undefined): LanguageAlternates {
  const urls = locales.flatMap((locale) => {
    const params = paramsIn(locale);
    return params ? [[locale, absoluteUrl(localizedPath(id, locale, params))] as const] : [];
  });
  const byLanguage: LanguageAlternates = Object.fromEntries(urls);
  const fallback = byLanguage.de ?? urls[0]?.[1];
  return fallback === undefined ? byLanguage : { ...byLanguage, 'x-default': fallback };
}
