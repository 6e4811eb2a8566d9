import { allSettled, type Scope } from 'effector';
import { createBrowserHistory } from 'history';
import { createRoot } from 'react-dom/client';
import { chainOf, historyStarted, servicesOf } from '../../platform/router';
import { startAppFx } from '../../platform/start';
import { startTracingFx } from '../../platform/tracing';
import { App } from '../app';
import { router } from '../routes';

/**
 * The app takes over a content page on an in-app navigation: the address changes, the new route's
 * screen and services load, and the app renders in place of the server's HTML. From here on the
 * visit is the app's, as after hydration.
 */
export async function takeOver(scope: Scope, href: string): Promise<void> {
  const history = createBrowserHistory();
  history.push(href);
  await allSettled(historyStarted, { scope, params: history });
  const match = scope.getState(router.$match);
  if (match) {
    const preloaded = await allSettled(router.preloadFx, { scope, params: chainOf(match.route) });
    if (preloaded.status === 'fail') throw preloaded.value;
  }
  await allSettled(startAppFx, { scope, params: { services: servicesOf(match), side: 'client' } });
  // The error SDK, which the content page loads only when it has something to report.
  void allSettled(startTracingFx, { scope });
  await allSettled(router.started, { scope });
  createRoot(document.getElementById('root')!).render(<App scope={scope} />);
  window.scrollTo(0, 0);
  document.documentElement.dataset.hydrated = 'true';
}
