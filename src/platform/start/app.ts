import { createEvent, createStore } from 'effector';

/** The client took over the server-rendered page: from here on the app may call the network. */
export const appStarted = createEvent();
export const $started = createStore(false, { serialize: 'ignore' }).on(appStarted, () => true);
