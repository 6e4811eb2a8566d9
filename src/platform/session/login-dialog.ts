import { createEvent, createStore } from 'effector';

/**
 * The login dialog, opened from the header on every page or by a page that needs a user. The
 * dialog itself is the account team's and loads when first opened; this is what anyone may ask.
 */
export const loginRequested = createEvent();
export const loginDialogClosed = createEvent();
export const $loginDialogOpen = createStore(false, { serialize: 'ignore' })
  .on(loginRequested, () => true)
  .reset(loginDialogClosed);
