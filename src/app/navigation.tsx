import { useUnit } from 'effector-react';
import { useMemo, type ReactNode } from 'react';
import { linkTo, navigationOf } from '../platform/router';
import { AccountControl } from '../product/account';
import { mainRoute } from '../product/explore';
import { ShellNavigationProvider } from '../ui';
import { $routeContext, routes } from './routes';

/** The shell's links: the sections the routes declare, as far as the visit's brand and market have them. */
export function AppNavigation({ children }: { children: ReactNode }) {
  const context = useUnit($routeContext);
  const value = useMemo(() => ({ home: linkTo(mainRoute), links: navigationOf(routes, context), account: <AccountControl /> }), [context]);
  return <ShellNavigationProvider value={value}>{children}</ShellNavigationProvider>;
}
