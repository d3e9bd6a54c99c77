import type { Locale } from '@/lib/routing/locales';

/**
 * The language cookie (`NEXT_LOCALE`, the site's only cookie; the privacy page describes it): the
 * language of the pages a visitor reads, kept 365 days for the whole site. It never decides the
 * language of a page, the path does. The request interceptor sets it on a visit (a document request, not
 * the client router's background requests) when the visitor's cookie names another language, or when
 * there is none and the browser does not ask for the page's language first (`Accept-Language`).
 */
export const languageCookie = { name: 'NEXT_LOCALE', maxAge: 365 * 24 * 60 * 60, path: '/', sameSite: 'lax' } as const;

export type LanguageVisit = {
  /** `Sec-Fetch-Dest`: `document` for a visit; none from older browsers and other clients. */
  destination: string | null;
  /** The language cookie as sent, or undefined without one. */
  cookie: string | undefined;
  acceptLanguage: string | null;
};

/** Whether the answer to a visit of a page in `locale` sets the language cookie. */
export function setsLanguageCookie({ destination, cookie, acceptLanguage }: LanguageVisit, locale: Locale): boolean {
  if (destination !== null && destination !== 'document') return false;
  if (cookie !== undefined) return cookie !== locale;
  return preferredLanguage(acceptLanguage) !== locale;
}

/**
 * The language a browser asks for first: the primary subtag of the `Accept-Language` entry with the
 * highest weight (the first of equal ones), lower case; undefined without one.
 */
export function preferredLanguage(acceptLanguage: string | null): string | undefined {
  let preferred: { language: string; weight: number } | undefined;
  for (const entry of (acceptLanguage ?? '').split(',')) {
    const [tag = '', ...parameters] = entry.split(';').map((part) => part.trim());
    const language = /^([a-z]{1,8})(?:-[a-z0-9]{1,8})*$/i.exec(tag)?.[1]?.toLowerCase();
    if (!language) continue;
    const q = parameters.find((parameter) => /^q=/i.test(parameter));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (!(weight > 0)) continue;
    if (!preferred || weight > preferred.weight) preferred = { language, weight };
  }
  return preferred?.language;
}
