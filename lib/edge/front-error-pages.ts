import deMessages from '@/messages/de.json';
import enMessages from '@/messages/en.json';
import { homePathOf, localePrefix, locales, type Locale } from '@/lib/routing/locales';
import { escapeHtml, standalonePage } from '@/lib/request/standalone-page';
import { inlineHashes } from '@/lib/security/inline-hashes';
import { securityHeaders, withInlineHashes } from '@/lib/security/security-headers';

/**
 * The pages of the errors the front answers itself, before any instance: Varnish's 503 while no instance
 * answers (`varnish-site-vcl.ts`), nginx's refusals of what it cannot read and its 502 and 504 while Varnish
 * does not answer (scripts/cluster/services.mjs, `nginxConfig`). The site's error page (`ErrorPage` of the
 * messages) with the status, in the path's language: a small document without scripts or external resources.
 */
export function frontErrorPage(locale: Locale, status: number): string {
  const texts = (locale === 'de' ? deMessages : enMessages).ErrorPage;
  const withStatus = (text: string) => text.replace('{status}', String(status));
  return standalonePage({
    locale,
    title: withStatus(texts.title),
    main: [`<h1>${escapeHtml(withStatus(texts.heading))}</h1>`, `<p>${escapeHtml(texts.text)}</p>`, `<p><a href="${homePathOf(locale)}">${escapeHtml(texts.backHome)}</a></p>`],
  });
}

/**
 * The statuses nginx answers with a page of its own: a request it cannot read (400), a body over its limit
 * (413), an address too long (414), a host name it does not serve (421), headers too large (431), and
 * Varnish not answering (502) or not in time (504).
 */
export const nginxErrorStatuses = [400, 413, 414, 421, 431, 502, 504] as const;

export type NginxErrorPages = {
  /** The security headers of those answers, over plain HTTP and over HTTPS: the policy allows the pages' style element by hash. */
  headers: { http: [string, string][]; https: [string, string][] };
  /** Each status's page in each language. */
  pages: Record<string, Record<Locale, string>>;
  /** The paths of the English pages (a regular expression over the request's path and query, PCRE, without `$`, which nginx reads as a variable): the others are German's. */
  englishPaths: string;
};

/** What `nginxConfig` writes into nginx's configuration for its own error pages (the build writes it to dist/nginx/error-pages.json). */
export function nginxErrorPages(): NginxErrorPages {
  const pages = Object.fromEntries(nginxErrorStatuses.map((status) => [String(status), Object.fromEntries(locales.map((locale) => [locale, frontErrorPage(locale, status)])) as Record<Locale, string>]));
  const styles = [...new Set(Object.values(pages).flatMap((page) => locales.flatMap((locale) => inlineHashes(page[locale]).styles)))];
  const headers = (https: boolean) =>
    securityHeaders({ development: false, https }).map(({ key, value }): [string, string] => [key, key === 'Content-Security-Policy' ? withInlineHashes(value, { scripts: [], styles }) : value]);
  return { headers: { http: headers(false), https: headers(true) }, pages, englishPaths: `^${localePrefix.en}(?:/|\\?|\\z)` };
}
