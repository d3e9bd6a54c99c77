/**
 * Where keyboard focus goes after the app shows another page, so keyboard and screen reader users
 * start at the new content instead of on the link they left: the hash target when the address names
 * one, else the new page's main heading (or `main` when it has none). Nowhere on the first page load
 * (the browser starts at the top), and nowhere when the page is the same one under a new address (the
 * news list's "more" moves the address on without showing another page: its heading is still there).
 */
export type FocusAfterNavigation = 'hashTarget' | 'heading' | 'keep';

export function focusAfterNavigation(navigation: {
  readonly isFirstPage: boolean;
  readonly isAnotherPage: boolean;
  readonly hasHashTarget: boolean;
}): FocusAfterNavigation {
  if (navigation.isFirstPage || !navigation.isAnotherPage) return 'keep';
  return navigation.hasHashTarget ? 'hashTarget' : 'heading';
}

/**
 * Moves focus to an element that may not take it by itself (a heading, a section): it becomes
 * focusable by script only (`tabindex="-1"`, out of the Tab order), and the scroll position stays
 * where the navigation put it.
 */
export function focusWithoutScrolling(element: HTMLElement) {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}
