'use client';

import { useCallback, useRef, type FocusEvent, type Ref } from 'react';
import type { NavigationItem, NavigationLink } from '@/lib/navigation/navigation-tree';
import styles from './MainNavigation.module.scss';
import { useCloseOnEscape } from './useCloseOnEscape';

type MainNavigationProps = {
  ref?: Ref<HTMLElement>;
  id: string;
  /** On small screens the navigation is a panel that the menu button opens. */
  isOpen: boolean;
  label: string;
  items: readonly NavigationItem[];
  currentRouteId: string | undefined;
  currentParentId: string | undefined;
  /** The id of the open sub menu, `''` for none. */
  openSubMenu: string;
  onToggleSubMenu: (name: string) => void;
  onCloseSubMenu: () => void;
  subMenuLabel: (section: string) => string;
};

const subMenuId = (itemId: string) => `sub-menu-${itemId.replaceAll('.', '-')}`;

/**
 * The navigation tree: a link to each section and, for sections with pages below them, a button
 * that opens its sub menu (the disclosure pattern: every link works without JavaScript).
 */
export function MainNavigation(props: MainNavigationProps) {
  const { ref, id, isOpen: isPanelOpen, label, items, currentRouteId, currentParentId, openSubMenu, onToggleSubMenu, onCloseSubMenu } = props;
  const toggleButtons = useRef(new Map<string, HTMLButtonElement>());

  const closeSubMenuAndRefocus = useCallback(() => {
    toggleButtons.current.get(openSubMenu)?.focus();
    onCloseSubMenu();
  }, [openSubMenu, onCloseSubMenu]);
  useCloseOnEscape(openSubMenu !== '', closeSubMenuAndRefocus);

  const closeWhenFocusLeaves = (event: FocusEvent<HTMLElement>) => {
    if (openSubMenu && !event.currentTarget.contains(event.relatedTarget)) onCloseSubMenu();
  };

  const isCurrent = (link: NavigationLink) => link.id === currentRouteId;

  return (
    <nav ref={ref} id={id} aria-label={label} className={styles.navigation} data-open={isPanelOpen} onBlur={closeWhenFocusLeaves}>
      <ul className={styles.items}>
        {items.map((item) => {
          const isOpen = openSubMenu === item.id;
          const isInSection = isCurrent(item) || item.id === currentParentId || item.children.some(isCurrent);
          return (
            <li key={item.id} className={styles.item} data-in-section={isInSection}>
              <div className={styles.itemRow}>
                <a href={item.href} className={styles.itemLink} aria-current={isCurrent(item) ? 'page' : undefined}>
                  {item.label}
                </a>
                {item.children.length > 0 && (
                  <button
                    ref={(button) => {
                      if (button) toggleButtons.current.set(item.id, button);
                      else toggleButtons.current.delete(item.id);
                    }}
                    type="button"
                    className={styles.subMenuButton}
                    aria-expanded={isOpen}
                    aria-controls={subMenuId(item.id)}
                    aria-label={props.subMenuLabel(item.label)}
                    onClick={() => onToggleSubMenu(item.id)}
                  >
                    <span className={styles.chevron} aria-hidden="true" />
                  </button>
                )}
              </div>
              {item.children.length > 0 && (
                <ul id={subMenuId(item.id)} className={styles.subMenu} hidden={!isOpen}>
                  {[item.overview, ...item.children].filter((link) => link !== undefined).map((link) => (
                    <li key={`${link.id}-${link.label}`}>
                      <a href={link.href} className={styles.subMenuLink} aria-current={isCurrent(link) ? 'page' : undefined}>
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
