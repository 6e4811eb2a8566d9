import { createContext, useContext, type ReactNode } from 'react';
import type { AppHref, NavLink } from '../../platform/router';

/** What the shell links to; the app gives it from the route declarations and the visit. */
export interface ShellNavigation {
  /** The main page, behind the logo and the first breadcrumb. */
  home: AppHref;
  /** Every section available in the visit, in declaration order. */
  links: NavLink[];
  /** The header's account control (login or the account), which the app gives. */
  account?: ReactNode;
}

const NavigationContext = createContext<ShellNavigation | null>(null);

export function ShellNavigationProvider({ value, children }: { value: ShellNavigation; children: ReactNode }) {
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

/** The shell's links; a shell rendered on its own (a component test) has none. */
export const useShellNavigation = (): ShellNavigation | null => useContext(NavigationContext);
