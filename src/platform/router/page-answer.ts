import { createEvent, createStore } from 'effector';
import { locationChanged } from './navigation';

/** How the server answers a page that opened: as itself, as not found, or moved to its canonical address. */
export type PageAnswer = { status: 200 } | { status: 404 } | { status: 301; location: string };

/** A page found that what its address names does not exist: the server answers 404. */
export const pageNotFound = createEvent();
/** A page found that its address is another's (a code for a slug): the server answers 301 to it. */
export const pageMoved = createEvent<string>();

export const $pageAnswer = createStore<PageAnswer>({ status: 200 }, { serialize: 'ignore' })
  .on(pageNotFound, () => ({ status: 404 }))
  .on(pageMoved, (_, location) => ({ status: 301, location }))
  // Each address the app goes to answers for itself.
  .reset(locationChanged);
