// Polyfills downloaded only by browsers that need them (spec §8 platform log messages).
export type { ContainerQueriesBrowser, ContainerQueriesOutcome } from './container-queries';
export { containerQueriesMessages, currentBrowser, polyfillContainerQueries } from './container-queries';
export { polyfillContainerQueriesFx } from './model';
