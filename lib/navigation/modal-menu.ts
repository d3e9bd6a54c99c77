/**
 * The open phone menu is modal: Tab keeps to its contents, the page behind it does not scroll, and it
 * closes when the layout turns wide. `useModalMenu` wires these to the header.
 */

/** The wide (desktop) layout, where the navigation is a row in the bar: `$breakpoint-wide` of _tokens.scss. */
export const wideLayoutQuery = '(min-width: 64rem)';

/**
 * Where Tab (Shift+Tab: `backwards`) takes focus among the menu's `count` contents, in tab order, from
 * the one at `current` (-1: focus is outside the menu). From the last it wraps to the first, from the
 * first backwards to the last, and from outside it comes back in; `undefined` leaves the move to the
 * browser (the next one in tab order is the menu's own next one).
 */
export function menuFocusAfterTab(current: number, count: number, backwards: boolean): number | undefined {
  if (count === 0) return undefined;
  if (current < 0) return backwards ? count - 1 : 0;
  if (backwards) return current === 0 ? count - 1 : undefined;
  return current === count - 1 ? 0 : undefined;
}

/** The part of the root element the lock touches (`document.documentElement`). */
export type ScrollRoot = {
  readonly style: Pick<CSSStyleDeclaration, 'overflow' | 'scrollbarGutter'>;
  readonly clientWidth: number;
  getAttribute(name: 'style'): string | null;
  removeAttribute(name: 'style'): void;
};

/**
 * Stops the page from scrolling and returns what lets it scroll again, leaving the root as it was.
 * Where the page had a classic scrollbar (`viewportWidth`, the window's `innerWidth`, is wider than
 * the root), its gutter is kept, so the page does not widen under the open menu.
 */
export function lockPageScroll(root: ScrollRoot, viewportWidth: number): () => void {
  const before = { overflow: root.style.overflow, scrollbarGutter: root.style.scrollbarGutter, hadStyle: root.getAttribute('style') !== null };
  if (viewportWidth > root.clientWidth) root.style.scrollbarGutter = 'stable';
  root.style.overflow = 'hidden';
  return () => {
    root.style.overflow = before.overflow;
    root.style.scrollbarGutter = before.scrollbarGutter;
    if (!before.hadStyle && !root.getAttribute('style')) root.removeAttribute('style');
  };
}

/**
 * Makes the page behind the open menu inert (`inert`: out of reach of the keyboard, the pointer and a
 * screen reader's browsing): every sibling of `menu` and of each of its ancestors up to `<body>`, but
 * scripts and Next.js's route announcer. Returns what gives the page back, as it was.
 */
export function setPageBehindInert(menu: Element): () => void {
  const madeInert: Element[] = [];
  for (let node: Element = menu; node.parentElement && node.localName !== 'body'; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement.children)) {
      if (sibling === node || sibling.hasAttribute('inert') || sibling.localName === 'script' || sibling.localName === 'next-route-announcer') continue;
      sibling.setAttribute('inert', '');
      madeInert.push(sibling);
    }
  }
  return () => {
    for (const element of madeInert) element.removeAttribute('inert');
  };
}
