import { createEvent, createStore } from 'effector';

/**
 * The account's token, sent by every API request as `Authorization: Bearer <jwt>`. Nothing signs
 * in yet; the account's sign-in sets it. Never serialized into the page: a token has no business
 * in the HTML.
 */
export const $jwt = createStore<string | null>(null, { serialize: 'ignore' });

/** A request answered 401: the token is no longer valid (spec §8: a 401 clears the JWT). */
export const sessionRejected = createEvent();
$jwt.reset(sessionRejected);
