import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { type KeyValueStorage, localStore } from '../storage';

/** Where the token is kept between visits (spec §4: JWT in local storage). */
export const JWT_STORAGE_KEY = 'jwt';

/**
 * The account's token, sent by every API request as `Authorization: Bearer <jwt>`. Never
 * serialized into the page: a token has no business in the HTML, and the server never has it
 * (it lives in the browser's storage).
 */
export const $jwt = createStore<string | null>(null, { serialize: 'ignore' });

/**
 * What the page knows of the visitor: `unknown` until the browser has read its storage (the
 * server's render, hydration), then `anonymous` or `authorized`.
 */
export type SessionState = 'unknown' | 'anonymous' | 'authorized';
const $restored = createStore(false, { serialize: 'ignore' });
export const $sessionState = createStore<SessionState>('unknown', { serialize: 'ignore' });
export const $authorized = $jwt.map((jwt) => jwt !== null);

/** Storage the session reads and writes; tests put a Map-backed one in the scope. */
export const $sessionStorage = createStore<() => KeyValueStorage | null>(localStore, { serialize: 'ignore' });

/** A login finished with this token (phone code, social popup). */
export const loggedIn = createEvent<string>();
/** The traveller logged out, or deleted the account: the token goes. */
export const loggedOut = createEvent();
/** A request answered 401: the token is no longer valid (spec §8: a 401 clears the JWT). */
export const sessionRejected = createEvent();
/** The session ended, whichever way: logout, account deleted or a 401. User data must go. */
export const sessionEnded = createEvent();

/** Reads the stored token (browser only): the session service's start. */
export const restoreSessionFx = attach({
  source: $sessionStorage,
  effect: createEffect((storage: () => KeyValueStorage | null) => {
    try {
      const jwt = storage()?.getItem(JWT_STORAGE_KEY);
      return jwt ? jwt : null;
    } catch {
      return null;
    }
  }),
});

const writeJwtFx = attach({
  source: $sessionStorage,
  effect: createEffect(({ storage, jwt }: { storage: () => KeyValueStorage | null; jwt: string | null }) => {
    try {
      if (jwt === null) storage()?.removeItem(JWT_STORAGE_KEY);
      else storage()?.setItem(JWT_STORAGE_KEY, jwt);
    } catch {
      // Storage that refuses costs the next visit its login, never this one.
    }
  }),
  mapParams: (jwt: string | null, storage) => ({ storage, jwt }),
});

$jwt.on(restoreSessionFx.doneData, (_, jwt) => jwt);
$restored.on(restoreSessionFx.finally, () => true);
$jwt.on(loggedIn, (_, jwt) => jwt);
sample({ clock: loggedIn, target: writeJwtFx });

// Logout and a 401 are the same end for the client: the token is gone, here and in storage.
sample({ clock: [loggedOut, sessionRejected], source: $jwt, filter: (jwt) => jwt !== null, target: sessionEnded });
$jwt.reset(sessionEnded);
sample({ clock: sessionEnded, fn: () => null, target: writeJwtFx });

sample({
  clock: [$restored, $jwt],
  source: { restored: $restored, jwt: $jwt },
  filter: ({ restored }) => restored,
  fn: ({ jwt }): SessionState => (jwt ? 'authorized' : 'anonymous'),
  target: $sessionState,
});
