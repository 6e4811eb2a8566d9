import { attach, createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import type { History } from 'history';
import { splitMarketPrefix } from '../market';
import { withMarketPrefix } from './build-path';
import { followLinksInApp } from './document-links';
import { planScroll, rememberScroll, restorePlannedScroll, scrollKey } from './scroll';

export interface AppLocation {
  pathname: string;
  search: string;
}

export interface NavigateParams {
  to: string;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** Carry the current query string over to an address that has none. */
  keepQuery?: boolean;
}

/** Where the app is; set from the request on the server and from the history on the client. */
export const $location = createStore<AppLocation>({ pathname: '/', search: '' }, { serialize: 'ignore' });
/** The market prefix the current address came with (`/kz/...` → `kz`), or null. */
export const $marketPrefix = $location.map(({ pathname }) => splitMarketPrefix(pathname).market ?? null);
const $history = createStore<History | null>(null, { serialize: 'ignore' });

export const navigate = createEvent<NavigateParams>();
export const locationChanged = createEvent<AppLocation>();
/** Binds the browser history (client only); the current location is taken from it at once. */
export const historyStarted = createEvent<History>();

/** The history's address when it is bound: on the client, most often the one the server rendered. */
const locationBound = createEvent<AppLocation>();
$location.on(locationChanged, (_, location) => location);
// The address the page already shows keeps the store's value, so views reading the location
// (and the router's match) do not render again when the history is bound after hydration.
$location.on(locationBound, (current, location) => (current.pathname === location.pathname && current.search === location.search ? current : location));
$history.on(historyStarted, (_, history) => history);

const listenFx = createEffect((history: History) => {
  const changed = scopeBind(locationChanged, { safe: true });
  // The app restores scroll itself, after the page of the entry has rendered.
  window.history.scrollRestoration = 'manual';
  const storage = window.sessionStorage;
  let entryKey = scrollKey(history.location.key, history.location);
  history.listen(({ action, location }) => {
    rememberScroll(storage, entryKey, window.scrollY);
    entryKey = scrollKey(location.key, location);
    planScroll(storage, entryKey, action);
    changed({ pathname: location.pathname, search: location.search });
  });
  // A reload, or back and forward to a document the browser did not keep, returns to where the
  // entry was left: its position is kept as the document goes.
  window.addEventListener('pagehide', () => rememberScroll(storage, entryKey, window.scrollY));
  const arrival = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type;
  if (arrival === 'reload' || arrival === 'back_forward') {
    planScroll(storage, entryKey, 'POP');
    restorePlannedScroll();
  }
  scopeBind(locationBound, { safe: true })({ pathname: history.location.pathname, search: history.location.search });
  // Every same-host link of the document is the app's from here on, not only its own Link's (spec §2.9).
  const go = scopeBind(navigate, { safe: true });
  followLinksInApp((to) => go({ to }));
});
sample({ clock: historyStarted, target: listenFx });

const navigateFx = attach({
  source: { history: $history, location: $location },
  effect: ({ history, location }, { to, replace, keepQuery }: NavigateParams) => {
    if (!history) throw new Error('history is not set');
    const kept = keepQuery && !to.includes('?') ? `${to}${location.search}` : to;
    // The address keeps the market prefix style of the visit (spec §2.9).
    const target = withMarketPrefix(kept, splitMarketPrefix(location.pathname).market);
    if (replace) history.replace(target);
    else history.push(target);
  },
});
const $historyBound = $history.map((history) => history !== null);
/**
 * A navigation asked for before the history is bound: hydration gives links their handlers before
 * the app has started and bound the history, and a click in between must not be lost. The latest
 * one waits and happens as soon as the history is bound.
 */
const $waiting = createStore<NavigateParams | null>(null, { serialize: 'ignore' });
sample({ clock: navigate, filter: $historyBound, target: navigateFx });
sample({ clock: navigate, filter: $historyBound.map((bound) => !bound), target: $waiting });
const waitingReleased = sample({ clock: listenFx.done, source: $waiting, filter: Boolean });
$waiting.reset(waitingReleased);
sample({ clock: waitingReleased, target: navigateFx });
/** A navigation that could not happen. */
export const navigateFailed = navigateFx.failData;
