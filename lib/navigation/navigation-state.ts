/**
 * The state of the site navigation: whether the menu is open, which sub menu is open (one at a
 * time, `''` for none) and whether the header is drawn dark. A pure reducer; `useNavigationState`
 * wires it to React.
 */
export type NavigationState = {
  readonly isNavigationVisible: boolean;
  readonly isSubNavigationVisible: string;
  readonly isHeaderDarkMode: boolean;
};

export type NavigationAction =
  | { readonly type: 'toggleNavigation' }
  | { readonly type: 'closeNavigation' }
  | { readonly type: 'toggleSubNavigation'; readonly name: string }
  | { readonly type: 'closeSubNavigation' }
  | { readonly type: 'setHeaderDarkMode'; readonly isDark: boolean }
  /** A new page is shown: menus close and the header takes the page's mode. */
  | { readonly type: 'routeChanged'; readonly isDark: boolean };

export function initialNavigationState(isHeaderDarkMode: boolean): NavigationState {
  return { isNavigationVisible: false, isSubNavigationVisible: '', isHeaderDarkMode };
}

export function navigationReducer(state: NavigationState, action: NavigationAction): NavigationState {
  switch (action.type) {
    case 'toggleNavigation':
      return state.isNavigationVisible
        ? { ...state, isNavigationVisible: false, isSubNavigationVisible: '' }
        : { ...state, isNavigationVisible: true };
    case 'closeNavigation':
      return { ...state, isNavigationVisible: false, isSubNavigationVisible: '' };
    case 'toggleSubNavigation':
      return { ...state, isSubNavigationVisible: state.isSubNavigationVisible === action.name ? '' : action.name };
    case 'closeSubNavigation':
      return { ...state, isSubNavigationVisible: '' };
    case 'setHeaderDarkMode':
      return { ...state, isHeaderDarkMode: action.isDark };
    case 'routeChanged':
      return initialNavigationState(action.isDark);
  }
}
