import { attach, createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import type { History } from 'history';

export interface AppLocation {
  pathname: string;
  search: string;
}

/** Where the app is; set from the request on the server and from the history on the client. */
export const $location = createStore<AppLocation>({ pathname: '/', search: '' }, { serialize: 'ignore' });
const $history = createStore<History | null>(null, { serialize: 'ignore' });

export const navigate = createEvent<{ to: string; replace?: boolean }>();
export const locationChanged = createEvent<AppLocation>();
/** Binds the browser history (client only); the current location is taken from it at once. */
export const historyStarted = createEvent<History>();

$location.on(locationChanged, (_, location) => location);
$history.on(historyStarted, (_, history) => history);

const listenFx = createEffect((history: History) => {
  const changed = scopeBind(locationChanged, { safe: true });
  history.listen(({ location }) => changed({ pathname: location.pathname, search: location.search }));
  changed({ pathname: history.location.pathname, search: history.location.search });
});
sample({ clock: historyStarted, target: listenFx });

const pushFx = attach({
  source: $history,
  effect: (history, { to, replace }: { to: string; replace?: boolean }) => {
    if (!history) throw new Error('history is not set');
    if (replace) history.replace(to);
    else {
      history.push(to);
      window.scrollTo({ top: 0 });
    }
  },
});
sample({ clock: navigate, target: pushFx });
