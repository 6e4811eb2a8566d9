import { logger as appLogger, type Logger } from '../logger';
import { pageStyleNonce, withStyleNonce } from './style-nonce';

/** What the decision needs to know of the browser, and how the polyfill arrives. */
export interface ContainerQueriesBrowser {
  /** The browser understands `container-type` and `@container` itself. */
  supportsContainerQueries(): boolean;
  /** The browser has what the polyfill runs on. */
  canRunPolyfill(): boolean;
  /** Downloads the polyfill (a chunk of its own) without setting it up. */
  load(): Promise<{ default: () => void }>;
}

export type ContainerQueriesOutcome = 'native' | 'polyfilled' | 'unsupported' | 'load-failed' | 'setup-failed';

export const containerQueriesMessages = {
  unsupported: 'Container queries polyfill is not supported in this browser.',
  setupFailed: 'Failed to set up container queries polyfill',
  loadFailed: 'Failed to load container queries polyfill',
} as const;

type CssSupports = { supports?: (condition: string) => boolean } | undefined;

/** The real browser: feature checks against `window`, the polyfill as a lazy chunk. */
export function currentBrowser(target: Window & typeof globalThis = window): ContainerQueriesBrowser {
  const css = target.CSS as CssSupports;
  return {
    supportsContainerQueries: () => 'container' in target.document.documentElement.style || Boolean(css?.supports?.('container-type: inline-size')),
    // The polyfill watches sizes and the DOM with these, and probes selectors with CSS.supports.
    canRunPolyfill: () => typeof target.ResizeObserver === 'function' && typeof target.MutationObserver === 'function' && typeof css?.supports === 'function',
    load: async () => {
      const { default: install } = await import('container-query-polyfill');
      return { default: () => withStyleNonce(target.document, pageStyleNonce(target.document), install) };
    },
  };
}

/**
 * Brings container queries to a browser without them: browsers that have them never download the
 * polyfill; those that cannot run it get a warning; a failed download or set-up is an error.
 */
export async function polyfillContainerQueries(
  browser: ContainerQueriesBrowser = currentBrowser(),
  logger: Pick<Logger, 'warning' | 'error'> = appLogger,
): Promise<ContainerQueriesOutcome> {
  if (browser.supportsContainerQueries()) return 'native';
  if (!browser.canRunPolyfill()) {
    logger.warning(containerQueriesMessages.unsupported);
    return 'unsupported';
  }
  let install: () => void;
  try {
    install = (await browser.load()).default;
  } catch (error) {
    logger.error(containerQueriesMessages.loadFailed, { error });
    return 'load-failed';
  }
  try {
    install();
  } catch (error) {
    logger.error(containerQueriesMessages.setupFailed, { error });
    return 'setup-failed';
  }
  return 'polyfilled';
}
