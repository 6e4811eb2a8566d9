import { scopeBind, type Scope } from 'effector';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { chainOf, historyStarted, servicesOf } from '../platform/router';
import { startAppFx, yieldToBrowser } from '../platform/start';
import { App } from './app';
import { clientScope } from './client-scope';
import { router } from './routes';
import { appServices } from './services';

/** Start-up stops with a visible message: the page cannot work without knowing its brand. */
function stop(message: string) {
  console.error(message);
  document.body.innerHTML = '';
  const notice = document.createElement('main');
  notice.setAttribute('role', 'alert');
  notice.style.cssText = 'font: 16px system-ui, sans-serif; padding: 48px 24px; text-align: center';
  notice.textContent = message;
  document.body.append(notice);
}

/**
 * The app's start in the browser (spec §4), loaded by the entry once the server's page is on
 * screen. Each step is a task of its own, with a turn for the browser between them: the state
 * and scope, the matched screen's chunk and messages, hydration (a transition, which React
 * renders in slices), then the services.
 */
export async function startApp() {
  // The start's steps, as User Timing marks for profiles (README: Performance).
  performance.mark('app:start');
  let scope: Scope;
  try {
    scope = await clientScope();
  } catch (error) {
    return stop((error as Error).message);
  }
  // Hydration renders what the server rendered: the matched screen, so its chunk and messages come first.
  const match = scope.getState(router.$match);
  if (match) await scopeBind(router.preloadFx, { scope })(chainOf(match.route));
  await yieldToBrowser();
  performance.mark('app:hydrate');

  // Hydration as a transition: React renders it in slices of a few milliseconds and yields to the
  // browser between them; a click meanwhile hydrates its target at once and is replayed.
  await new Promise<void>((hydrated) => {
    startTransition(() => {
      hydrateRoot(document.getElementById('root')!, <App scope={scope} onHydrated={hydrated} />);
    });
  });
  // Committed: from here on React handles events everywhere on the page.
  performance.mark('app:hydrated');
  // App start (spec §4): services the server did not start (those of the browser), then
  // `appStarted`; from here models may use the network, and opening the route again starts
  // their client work. What the first screen does not need waits for an idle browser (platform/start/idle.ts).
  // A turn for the browser between the steps: each may re-render what it changed, in a task of its own.
  // Each step waits for its own work only (`allSettled` would wait for every effect of the scope:
  // on a results page, for the whole search).
  await yieldToBrowser();
  await scopeBind(startAppFx, { scope })({ services: [...appServices, ...servicesOf(match)], side: 'client' });
  await yieldToBrowser();
  scopeBind(router.started, { scope })();
  await yieldToBrowser();
  // The history library loads here, after hydration: the page's start does not need it.
  const { createBrowserHistory } = await import('history');
  scopeBind(historyStarted, { scope })(createBrowserHistory());
  // React handles events and the app's links navigate inside the app (a link clicked before the
  // history is bound would do nothing): tests wait for this.
  document.documentElement.dataset.hydrated = 'true';
}
