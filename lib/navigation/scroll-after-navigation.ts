/**
 * Where the window goes after the app shows another page: to the hash target when the address names
 * one that exists, else to the top, unless the page's route opts out or the browser restores the
 * position itself (back and forward, the first page load).
 */
export type ScrollAfterNavigation = 'hashTarget' | 'top' | 'keep';

export function scrollAfterNavigation(navigation: {
  readonly isFirstPage: boolean;
  readonly isHistoryNavigation: boolean;
  readonly hasHashTarget: boolean;
  readonly routeScrollsToTop: boolean;
}): ScrollAfterNavigation {
  if (navigation.isFirstPage || navigation.isHistoryNavigation) return 'keep';
  if (navigation.hasHashTarget) return 'hashTarget';
  return navigation.routeScrollsToTop ? 'top' : 'keep';
}
