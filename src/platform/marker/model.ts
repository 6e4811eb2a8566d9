import { createStore } from 'effector';
import { directMarker } from './marker';

/** The page the visitor came from; set when a scope is forked (server: the Referer header). */
export const $referrer = createStore<string | null>(null, { serialize: 'ignore' });
/** The visit's marker, chosen at start by the marker service and rendered into the state. */
export const $marker = createStore<string>(directMarker);
