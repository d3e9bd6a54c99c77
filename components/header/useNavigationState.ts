'use client';

import { useReducer, useState } from 'react';
import { initialNavigationState, navigationReducer } from '@/lib/navigation/navigation-state';

/**
 * The navigation state of the header. When the page changes, menus close and the header takes the
 * new page's dark mode in the same render, so no frame shows the old page's state.
 */
export function useNavigationState(pathname: string, isDarkRoute: boolean) {
  const [state, dispatch] = useReducer(navigationReducer, isDarkRoute, initialNavigationState);
  const [shownPathname, setShownPathname] = useState(pathname);
  if (shownPathname !== pathname) {
    setShownPathname(pathname);
    dispatch({ type: 'routeChanged', isDark: isDarkRoute });
  }
  return [state, dispatch] as const;
}
