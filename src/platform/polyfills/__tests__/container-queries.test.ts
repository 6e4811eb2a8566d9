import { describe, expect, test, vi } from 'vitest';
import { createLogger, type LogRecord } from '../../logger';
import { currentBrowser, polyfillContainerQueries, type ContainerQueriesBrowser } from '../container-queries';

function setup(browser: Partial<ContainerQueriesBrowser>) {
  const records: LogRecord[] = [];
  const install = vi.fn();
  const fake: ContainerQueriesBrowser = {
    supportsContainerQueries: () => false,
    canRunPolyfill: () => true,
    load: vi.fn(async () => ({ default: install })),
    ...browser,
  };
  const logger = createLogger({ sinks: [(record) => records.push(record)] });
  return { records, install, fake, run: () => polyfillContainerQueries(fake, logger) };
}

describe('container queries polyfill', () => {
  test('a browser with container queries never downloads it', async () => {
    const { fake, records, run } = setup({ supportsContainerQueries: () => true });
    expect(await run()).toBe('native');
    expect(fake.load).not.toHaveBeenCalled();
    expect(records).toEqual([]);
  });

  test('a browser without them downloads it and sets it up once', async () => {
    const { fake, install, records, run } = setup({});
    expect(await run()).toBe('polyfilled');
    expect(fake.load).toHaveBeenCalledTimes(1);
    expect(install).toHaveBeenCalledTimes(1);
    expect(records).toEqual([]);
  });

  test('a browser that cannot run the polyfill either gets a warning and no download', async () => {
    const { fake, records, run } = setup({ canRunPolyfill: () => false });
    expect(await run()).toBe('unsupported');
    expect(fake.load).not.toHaveBeenCalled();
    expect(records).toEqual([{ level: 'warning', message: 'Container queries polyfill is not supported in this browser.' }]);
  });

  test('a failed download is logged as an error with its cause, and nothing is set up', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module: /assets/container-query-polyfill.js');
    const { install, records, run } = setup({ load: () => Promise.reject(cause) });
    expect(await run()).toBe('load-failed');
    expect(install).not.toHaveBeenCalled();
    expect(records).toEqual([{ level: 'error', message: 'Failed to load container queries polyfill', details: { error: cause } }]);
  });

  test('a set-up that throws is logged as an error with its cause', async () => {
    const cause = new Error('CSS is not defined');
    const { records, run } = setup({
      load: async () => ({
        default: () => {
          throw cause;
        },
      }),
    });
    expect(await run()).toBe('setup-failed');
    expect(records).toEqual([{ level: 'error', message: 'Failed to set up container queries polyfill', details: { error: cause } }]);
  });
});

describe('what the browser supports', () => {
  const browser = ({ style = {}, css, observers = true }: { style?: object; css?: object; observers?: boolean }) =>
    currentBrowser({
      document: { documentElement: { style } },
      CSS: css,
      ResizeObserver: observers ? class {} : undefined,
      MutationObserver: observers ? class {} : undefined,
    } as unknown as Window & typeof globalThis);

  test('container queries count as supported by the style property or by CSS.supports', () => {
    expect(browser({ style: { container: '' } }).supportsContainerQueries()).toBe(true);
    const supports = vi.fn((condition: string) => condition === 'container-type: inline-size');
    expect(browser({ css: { supports } }).supportsContainerQueries()).toBe(true);
    expect(browser({ css: { supports: () => false } }).supportsContainerQueries()).toBe(false);
    expect(browser({}).supportsContainerQueries()).toBe(false);
  });

  test('the polyfill needs ResizeObserver, MutationObserver and CSS.supports', () => {
    const css = { supports: () => false };
    expect(browser({ css }).canRunPolyfill()).toBe(true);
    expect(browser({ css, observers: false }).canRunPolyfill()).toBe(false);
    expect(browser({}).canRunPolyfill()).toBe(false);
  });
});
