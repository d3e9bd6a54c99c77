import { matchPath } from '@/lib/routing/paths';

/** The fields of a click that say whether the visitor asked for something other than following the link here. */
export type LinkClick = Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>;

/** The fields of an anchor the decision reads (an `HTMLAnchorElement` in the browser). */
export type LinkAnchor = Pick<HTMLAnchorElement, 'href' | 'target'> & Pick<Element, 'hasAttribute'>;

/** Where the visitor is: the fields of `window.location` the decision reads. */
export type CurrentPage = Pick<Location, 'origin' | 'pathname' | 'search'>;

export type PageLinkTarget = {
  /** The path with query and anchor, for the app's router. */
  href: string;
  /** The route table's `scrollToTop`: `false` keeps the position (the news list's filters and pages). */
  scrollToTop: boolean;
};

/** The anchor with an `href` an event happened in (on the anchor or inside it), if any. */
export function anchorOf(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;
}

/** A click with the main button and no modifier key that nothing on the page has handled yet. */
export function isPlainClick(click: LinkClick): boolean {
  return click.button === 0 && !click.metaKey && !click.ctrlKey && !click.shiftKey && !click.altKey && !click.defaultPrevented;
}

/**
 * The page of the site an anchor leads to when the app's router should show it, or `undefined` when
 * the browser should follow the link itself: another site, a file (`/media/…`, the feeds), a download,
 * another window, the other language (its document sets the page's `lang` and the messages),
 * and an anchor on the same page (the browser scrolls to it and keeps the history entry).
 */
export function pageLinkTarget(anchor: LinkAnchor, current: CurrentPage, documentLanguage: string): PageLinkTarget | undefined {
  if ((anchor.target !== '' && anchor.target !== '_self') || anchor.hasAttribute('download')) return undefined;
  let url: URL;
  try {
    url = new URL(anchor.href);
  } catch {
    return undefined;
  }
  if (url.origin !== current.origin) return undefined;
  if (url.hash !== '' && url.pathname === current.pathname && url.search === current.search) return undefined;
  const match = matchPath(url.pathname);
  if (!match || match.locale !== documentLanguage) return undefined;
  return { href: `${url.pathname}${url.search}${url.hash}`, scrollToTop: match.entry.scrollToTop };
}
