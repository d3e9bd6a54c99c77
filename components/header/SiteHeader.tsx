'use client';

import { usePathname } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useRef } from 'react';
import { PreviewBanner, type PreviewTexts } from '@/components/preview/PreviewBanner';
import { navigationSectionOf, type NavigationItem } from '@/lib/navigation/navigation-tree';
import { isLocale } from '@/lib/routing/locales';
import { matchRenderedPath } from '@/lib/routing/paths';
import type { RouteId } from '@/lib/routing/route-table';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { MainNavigation } from './MainNavigation';
import styles from './SiteHeader.module.scss';
import { useCloseOnEscape } from './useCloseOnEscape';
import { useModalMenu } from './useModalMenu';
import { useNavigationState } from './useNavigationState';
import { useStickyMenu } from './useStickyMenu';

type SiteHeaderProps = {
  brand: string;
  homeHref: string;
  navigation: readonly NavigationItem[];
  /**
   * While an editor previews: the banner's words. The header renders the banner above itself because its
   * exit link carries the page the editor is on, which after a client-side navigation only the router
   * knows; as a client component of its own it would count on every page, for a banner only editors see.
   */
  preview?: PreviewTexts;
};

export function SiteHeader({ brand, homeHref, navigation, preview }: SiteHeaderProps) {
  const t = useTranslations('Header');
  const locale = useLocale();
  const pathname = usePathname();
  const currentRoute = matchRenderedPath(pathname)?.entry;
  const [state, dispatch] = useNavigationState(pathname, currentRoute?.darkHeader ?? false);
  const anchorRef = useRef<HTMLDivElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const navigationRef = useRef<HTMLElement>(null);
  const languageSwitchRef = useRef<HTMLAnchorElement>(null);
  const stickyMode = useStickyMenu(anchorRef);

  const closeMenu = useCallback(() => {
    dispatch({ type: 'closeNavigation' });
    menuButtonRef.current?.focus();
  }, [dispatch]);
  useCloseOnEscape(state.isNavigationVisible && state.isSubNavigationVisible === '', closeMenu);
  const closeMenuInWideLayout = useCallback(() => dispatch({ type: 'closeNavigation' }), [dispatch]);
  useModalMenu(state.isNavigationVisible, { menuButton: menuButtonRef, navigation: navigationRef, languageSwitch: languageSwitchRef }, closeMenuInWideLayout);

  return (
    <>
      {preview && <PreviewBanner texts={preview} locale={isLocale(locale) ? locale : 'de'} pathname={pathname} />}
      <div ref={anchorRef} className={styles.anchor}>
        <header
          className={styles.header}
          data-dark={state.isHeaderDarkMode}
          data-sticky-menu={stickyMode}
          data-menu-open={state.isNavigationVisible}
        >
          <div className={styles.bar}>
            <a href={homeHref} className={styles.logo} aria-label={t('homeLink', { brand })}>
              <Logo />
            </a>
            <button
              ref={menuButtonRef}
              type="button"
              className={styles.menuButton}
              aria-expanded={state.isNavigationVisible}
              aria-controls="main-navigation"
              aria-label={state.isNavigationVisible ? t('closeMenu') : t('openMenu')}
              onClick={() => dispatch({ type: 'toggleNavigation' })}
            >
              <span className={styles.menuIcon} aria-hidden="true" />
              <span className={styles.menuButtonText} aria-hidden="true">
                {t('menu')}
              </span>
            </button>
            <MainNavigation
              ref={navigationRef}
              id="main-navigation"
              isOpen={state.isNavigationVisible}
              label={t('mainNavigation')}
              items={navigation}
              currentRouteId={currentRoute?.id}
              currentParentId={currentRoute && navigationSectionOf(currentRoute.id as RouteId)}
              openSubMenu={state.isSubNavigationVisible}
              onToggleSubMenu={(name) => dispatch({ type: 'toggleSubNavigation', name })}
              onCloseSubMenu={() => dispatch({ type: 'closeSubNavigation' })}
              subMenuLabel={(section) => t('subMenu', { section })}
            />
            <LanguageSwitch ref={languageSwitchRef} className={styles.languageSwitch} />
          </div>
        </header>
      </div>
    </>
  );
}
