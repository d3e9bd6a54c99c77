import { describe, expect, it } from 'vitest';
import { initialNavigationState, navigationReducer, type NavigationState } from '@/lib/navigation/navigation-state';

const closed = initialNavigationState(false);
const open: NavigationState = { ...closed, isNavigationVisible: true };

describe('the navigation state', () => {
  it('starts closed, with no sub menu, in the page’s header mode', () => {
    expect(initialNavigationState(true)).toEqual({ isNavigationVisible: false, isSubNavigationVisible: '', isHeaderDarkMode: true });
  });

  it('toggles the menu open and closed', () => {
    const opened = navigationReducer(closed, { type: 'toggleNavigation' });
    expect(opened.isNavigationVisible).toBe(true);
    expect(navigationReducer(opened, { type: 'toggleNavigation' }).isNavigationVisible).toBe(false);
  });

  it('closes the menu explicitly, and its sub menu with it', () => {
    const withSubMenu = navigationReducer(open, { type: 'toggleSubNavigation', name: 'competences' });
    expect(navigationReducer(withSubMenu, { type: 'closeNavigation' })).toEqual(closed);
    expect(navigationReducer(closed, { type: 'closeNavigation' })).toEqual(closed);
    expect(navigationReducer(withSubMenu, { type: 'toggleNavigation' })).toEqual(closed);
  });

  it('keeps one sub menu open at a time: selecting another opens that one, selecting the open one closes it', () => {
    const competences = navigationReducer(open, { type: 'toggleSubNavigation', name: 'competences' });
    expect(competences.isSubNavigationVisible).toBe('competences');
    const innovation = navigationReducer(competences, { type: 'toggleSubNavigation', name: 'innovation' });
    expect(innovation.isSubNavigationVisible).toBe('innovation');
    expect(navigationReducer(innovation, { type: 'toggleSubNavigation', name: 'innovation' }).isSubNavigationVisible).toBe('');
  });

  it('closes a sub menu explicitly and leaves the menu open', () => {
    const competences = navigationReducer(open, { type: 'toggleSubNavigation', name: 'competences' });
    expect(navigationReducer(competences, { type: 'closeSubNavigation' })).toEqual(open);
  });

  it('sets the header dark mode on and off', () => {
    const dark = navigationReducer(open, { type: 'setHeaderDarkMode', isDark: true });
    expect(dark).toEqual({ ...open, isHeaderDarkMode: true });
    expect(navigationReducer(dark, { type: 'setHeaderDarkMode', isDark: false }).isHeaderDarkMode).toBe(false);
  });

  it('closes everything on a route change and takes the new page’s header mode', () => {
    const busy = navigationReducer(open, { type: 'toggleSubNavigation', name: 'careers' });
    expect(navigationReducer(busy, { type: 'routeChanged', isDark: true })).toEqual(initialNavigationState(true));
  });
});
