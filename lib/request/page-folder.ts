import { internalPathname, type RouteMatch } from '@/lib/routing/paths';

/**
 * The path of the folder that renders a page of the route table, for the interceptor's rewrite: the
 * page's English path without its prefix under the page's language (`/kompetenzen/` → `/de/competences/`,
 * `/` → `/de`; an English page's public path is its folder's own), the parameters spelled as in the
 * path. `undefined` for a path spelled with percent-encoding, which next-intl decodes and sanitizes.
 */
export function pageFolderPath(match: RouteMatch, pathname: string): string | undefined {
  if (pathname.includes('%')) return undefined;
  const folder = internalPathname(match.entry).replace(/\[(\w+)\]/g, (_, name: string) => match.params[name] ?? '');
  return folder === '/' ? `/${match.locale}` : `/${match.locale}${folder}/`;
}

/** Whether a public path is its page folder's own, so the page needs no rewrite. */
export function isPageFolderPath(pathname: string, folderPath: string): boolean {
  return pathname === folderPath || pathname === `${folderPath}/`;
}
