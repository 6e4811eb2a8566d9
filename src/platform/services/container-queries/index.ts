import { polyfillContainerQueriesFx } from '../../polyfills';
import { createService } from '../../start';

/** Container queries where the browser lacks them: browser only, the polyfill a lazy chunk. */
export const containerQueriesService = createService({ name: 'container-queries', start: polyfillContainerQueriesFx, runs: 'client' });
