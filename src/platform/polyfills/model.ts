import { createEffect } from 'effector';
import { polyfillContainerQueries } from './container-queries';

/**
 * Starts bringing in the container queries polyfill where it is needed. The app's start does not
 * wait for it: a page without container queries still works while the polyfill downloads.
 */
export const polyfillContainerQueriesFx = createEffect(() => {
  void polyfillContainerQueries();
});
