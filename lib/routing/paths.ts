import { isLocale, localePrefix, locales, type Locale } from './locales';
import { routeTable, type RouteEntry, type RouteId } from './route-table';

export type RouteParams = Readonly<Record<string, string>>;

export type RouteMatch = {
  readonly entry: RouteEntry;
  readonly locale: Locale;
  readonly params: RouteParams;
};


export function routeById(id: RouteId): RouteEntry {
  const entry = routeTable.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`Unknown route id "${id}"`);
  return entry;
}

/** The path of a page inside its language, without the locale prefix: `/en/news/` → `/news/`. */
function unprefixedTemplate(entry: RouteEntry, locale: Locale): string {
  return entry[locale].slice(localePrefix[locale].length) || '/';
}

function withoutTrailingSlash(path: string): string {
  return path === '/' ? path : path.replace(/\/$/, '');
}

/** The folder under `app/[locale]/` that renders the entry, and next-intl's key for it. */
export function internalPathname(entry: RouteEntry): string {
  return withoutTrailingSlash(unprefixedTemplate(entry, 'en'));
}

/** next-intl's `pathnames`: internal pathname → localized pathname per language. */
export function intlPathnames(): Record<string, Record<Locale, string>> {
  return Object.fromEntries(
    routeTable.map((entry) => [
      internalPathname(entry),
      { de: withoutTrailingSlash(unprefixedTemplate(entry, 'de')), en: withoutTrailingSlash(unprefixedTemplate(entry, 'en')) },
    ]),
  );
}

export function parameterNames(entry: RouteEntry): string[] {
  return [...entry.de.matchAll(/\[(\w+)\]/g)].map((match) => match[1] as string);
}

function fillTemplate(template: string, params: RouteParams): string {
  return template.replace(/\[(\w+)\]/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`Missing route parameter "${name}" for ${template}`);
    return encodeURIComponent(value);
  });
}

/** The public path of a page in one language, e.g. `localizedPath('imprint', 'en')` → `/en/imprint/`. */
export function localizedPath(id: RouteId, locale: Locale, params: RouteParams = {}): string {
  return fillTemplate(routeById(id)[locale], params);
}

function templatePattern(template: string): RegExp {
  const source = template
    .split(/(\[\w+\])/)
    .map((part) => (/^\[\w+\]$/.test(part) ? `(?<${part.slice(1, -1)}>[^/]+)` : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

const compiledTemplates = routeTable.flatMap((entry) =>
  locales.map((locale) => ({
    entry,
    locale,
    pattern: templatePattern(entry[locale]),
    unprefixedPattern: templatePattern(unprefixedTemplate(entry, locale)),
  })),
);

/** The parameters of a match, decoded; `undefined` when one is not valid percent-encoding. */
function decodeParams(groups: Record<string, string>): RouteParams | undefined {
  try {
    return Object.fromEntries(Object.entries(groups).map(([name, raw]) => [name, decodeURIComponent(raw)]));
  } catch {
    return undefined;
  }
}

/** The page a public path shows, matched strictly (trailing slash, letter case, locale prefix). */
export function matchPath(pathname: string): RouteMatch | undefined {
  for (const { entry, locale, pattern } of compiledTemplates) {
    const match = pattern.exec(pathname);
    if (!match) continue;
    const params = decodeParams(match.groups ?? {});
    return params && { entry, locale, params };
  }
  return undefined;
}

const compiledInternalTemplates = routeTable.map((entry) => ({
  entry,
  pattern: new RegExp(`^/(?<locale>${locales.join('|')})${templatePattern(unprefixedTemplate(entry, 'en')).source.slice(1)}`),
}));

/**
 * The page a path of the running app shows: the public path in the browser, or, while a page is
 * prerendered, the internal path it was rewritten to (`/de/imprint/` for `/impressum/`).
 */
export function matchRenderedPath(pathname: string): RouteMatch | undefined {
  const publicMatch = matchPath(pathname);
  if (publicMatch) return publicMatch;
  for (const { entry, pattern } of compiledInternalTemplates) {
    const match = pattern.exec(pathname);
    if (!match?.groups) continue;
    const { locale, ...rawParams } = match.groups;
    if (!isLocale(locale)) continue;
    const params = decodeParams(rawParams);
    return params && { entry, locale, params };
  }
  return undefined;
}

// The request interceptor reads it here with the other path functions.
export { localeOfPath } from './locales';

/**
 * Whether a path is a page or a near miss that next-intl redirects to a page: a German slug under
 * `/en/`, an English slug without the prefix, or any page under `/de/`. Everything else is a 404.
 */
export function isPageOrNearMiss(pathname: string): boolean {
  const slashed = pathname.endsWith('/') ? pathname : `${pathname}/`;
  const unprefixed = slashed.replace(/^\/(en|de)(?=\/)/, '');
  return compiledTemplates.some(
    ({ pattern, unprefixedPattern }) => pattern.test(slashed) || unprefixedPattern.test(unprefixed),
  );
}

/** The same page in the other language, or that language's home when the path is no page. */
export function alternatePath(pathname: string, targetLocale: Locale): string {
  const match = matchRenderedPath(pathname);
  if (!match) return localizedPath('home', targetLocale);
  return localizedPath(match.entry.id as RouteId, targetLocale, match.params);
}
