import { allSettled, scopeBind, type Scope } from 'effector';
import { createBrowserHistory } from 'history';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { chainOf, historyStarted, servicesOf } from '../../platform/router';
import { startAppFx } from '../../platform/start';
import { startTracingFx } from '../../platform/tracing';
import { App } from '../app';
import { router } from '../routes';

/** The server's form field the visitor went to: the app's field of its name gets the focus and what was typed. */
export type FocusedField = HTMLInputElement;

/**
 * The app takes over a content page on an in-app navigation (or on this page, when the visitor
 * goes to the search form): the address changes, the route's screen and services load, and the
 * app renders in place of the server's HTML. From here on the visit is the app's, as after
 * hydration.
 */
export async function takeOver(scope: Scope, href: string, focused?: FocusedField): Promise<void> {
  const history = createBrowserHistory();
  const here = window.location.pathname + window.location.search + window.location.hash;
  if (href === here) history.replace(href);
  else history.push(href);
  // Each step waits for its own work only: `allSettled` would also wait for the idle-time loads in flight.
  scopeBind(historyStarted, { scope })(history);
  const match = scope.getState(router.$match);
  if (match) await scopeBind(router.preloadFx, { scope })(chainOf(match.route));
  await scopeBind(startAppFx, { scope })({ services: servicesOf(match), side: 'client' });
  // The error SDK, which the content page loads only when it has something to report.
  void allSettled(startTracingFx, { scope });
  scopeBind(router.started, { scope })();
  const serverFields = new Set(document.querySelectorAll('input'));
  const root = createRoot(document.getElementById('root')!);
  // Rendered at once, so that focus moves to the app's field in the same task: no keystroke falls between.
  flushSync(() => root.render(<App scope={scope} />));
  if (focused) void giveFocusBack(focused, serverFields);
  else window.scrollTo(0, 0);
  document.documentElement.dataset.hydrated = 'true';
}

/** Frames to wait for the app's form to be on screen. */
const framesToWait = 60;

/** Focuses the app's field of the same name, with what the visitor had typed in the server's one. */
async function giveFocusBack(server: FocusedField, serverFields: Set<Element>): Promise<void> {
  for (let frame = 0; frame < framesToWait; frame++) {
    const field = document.querySelector<HTMLInputElement>(`form[role="search"] input[name="${CSS.escape(server.name)}"]`);
    if (field && !serverFields.has(field)) {
      // What was typed until the app was there, read now: typing goes on while the app starts.
      const { value, defaultValue } = server;
      field.focus();
      if (value !== defaultValue) {
        // React takes a value only through the input event its own onChange listens to.
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, value);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }
      return;
    }
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}
