/** One place of the page navigation: a page number, or a gap standing for the pages left out. */
export type PaginationItem = { kind: 'page'; page: number } | { kind: 'gap'; after: number };

/**
 * The pages a page navigation names: the first and the last, the current one and `around` on each side
 * of it. A run of pages left out becomes one gap; a gap that would hide a single page names it instead
 * (the number is no longer than the gap). Empty for a list of one page, which needs no navigation.
 */
export function paginationItems(current: number, pageCount: number, around = 1): PaginationItem[] {
  if (pageCount <= 1) return [];
  const named = new Set([1, pageCount]);
  for (let page = current - around; page <= current + around; page += 1) if (page >= 1 && page <= pageCount) named.add(page);
  const pages = [...named].sort((left, right) => left - right);
  const items: PaginationItem[] = [];
  let previous = 0;
  for (const page of pages) {
    if (page - previous === 2) items.push({ kind: 'page', page: page - 1 });
    else if (page - previous > 2) items.push({ kind: 'gap', after: previous });
    items.push({ kind: 'page', page });
    previous = page;
  }
  return items;
}
