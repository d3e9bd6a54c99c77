'use client';

import { useEffect, type RefObject } from 'react';
import { lockPageScroll, menuFocusAfterTab, setPageBehindInert, wideLayoutQuery } from '@/lib/navigation/modal-menu';

type MenuParts = {
  menuButton: RefObject<HTMLElement | null>;
  navigation: RefObject<HTMLElement | null>;
  languageSwitch: RefObject<HTMLElement | null>;
};

/** What Tab reaches in the open menu, in tab order: the menu button, the navigation's shown links and buttons, the language link. */
function menuContents({ menuButton, navigation, languageSwitch }: MenuParts): HTMLElement[] {
  const inNavigation = [...(navigation.current?.querySelectorAll<HTMLElement>('a[href], button') ?? [])].filter((element) => !element.closest('[hidden]'));
  return [menuButton.current, ...inNavigation, languageSwitch.current].filter((element) => element !== null);
}

/**
 * While the phone menu is open it is modal: the page behind it does not scroll and is inert (a screen
 * reader's browsing and a tap stay in the menu too), Tab and Shift+Tab wrap around its parts, and it closes (`onWideLayout`) when the layout turns wide, where no menu
 * button could close it. Nothing happens until it opens: the page hydrates as it was rendered.
 */
export function useModalMenu(isOpen: boolean, { menuButton, navigation, languageSwitch }: MenuParts, onWideLayout: () => void) {
  useEffect(() => {
    if (!isOpen) return;
    const unlockScroll = lockPageScroll(document.documentElement, window.innerWidth);
    const header = menuButton.current?.closest('header');
    const givePageBack = header ? setPageBehindInert(header) : () => undefined;

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
      const contents = menuContents({ menuButton, navigation, languageSwitch });
      const current = contents.findIndex((element) => element === document.activeElement);
      const target = menuFocusAfterTab(current, contents.length, event.shiftKey);
      if (target === undefined) return;
      event.preventDefault();
      contents[target]?.focus();
    };
    document.addEventListener('keydown', onKeyDown);

    const wideLayout = window.matchMedia(wideLayoutQuery);
    const closeWhenWide = () => {
      if (wideLayout.matches) onWideLayout();
    };
    wideLayout.addEventListener('change', closeWhenWide);
    closeWhenWide();

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      wideLayout.removeEventListener('change', closeWhenWide);
      givePageBack();
      unlockScroll();
    };
  }, [isOpen, menuButton, navigation, languageSwitch, onWideLayout]);
}
