import { allSettled, createEffect, createStore, fork, type Scope } from 'effector';
import { createMemoryHistory } from 'history';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { $translator, defineMessages, type Translator } from '../../i18n';
import { createRoute, type RouteParams } from '../define';
import { $location, historyStarted, locationChanged, navigate, navigateFailed } from '../navigation';
import { BeforeOpenBarrier, createRouter, messageGroupsOf } from '../router';

const $context = createStore({ brand: 'AS' as const, market: 'ru', language: 'ru' });
const screen = async () => ({ default: () => null });

function setup(extra: { guard?: Parameters<typeof createRoute>[0]['beforeOpen']; load?: () => Promise<never> } = {}) {
  const main = createRoute({ name: 'main', team: 'explore', path: '/', load: screen });
  const faq = createRoute({ name: 'faq', team: 'faq', path: '/faq', load: screen });
  const article = createRoute({ name: 'faq-article', team: 'faq', path: '/:slug', parent: faq, load: extra.load ?? screen, beforeOpen: extra.guard });
  const router = createRouter({ routes: [main, faq, article], $context });
  const log: string[] = [];
  for (const route of [main, faq, article]) {
    route.opened.watch((params) => log.push(`open ${route.name} ${JSON.stringify(params)}`));
    route.closed.watch(() => log.push(`close ${route.name}`));
  }
  return { main, faq, article, router, log };
}

async function go(scope: Scope, pathname: string) {
  await allSettled(locationChanged, { scope, params: { pathname, search: '' } });
}

afterEach(() => vi.restoreAllMocks());

describe('router', () => {
  test('start opens the matched route with its parents, outermost first', async () => {
    const { router, log } = setup();
    const scope = fork();
    await go(scope, '/faq/baggage');
    expect(log).toEqual([]);
    await allSettled(router.started, { scope });
    expect(log).toEqual(['open faq {"slug":"baggage"}', 'open faq-article {"slug":"baggage"}']);
    expect(scope.getState(router.$current)?.route.name).toBe('faq-article');
    expect(scope.getState(router.$started)).toBe(true);
  });

  test('the same route with the same parameters does nothing; other parameters reopen the changed route', async () => {
    const { router, log } = setup();
    const scope = fork();
    await go(scope, '/faq/baggage');
    await allSettled(router.started, { scope });
    log.length = 0;
    await go(scope, '/FAQ/baggage/');
    await go(scope, '/faq/baggage');
    expect(log).toEqual([]);
    await go(scope, '/faq/refunds');
    expect(log).toEqual(['close faq', 'close faq-article', 'open faq {"slug":"refunds"}', 'open faq-article {"slug":"refunds"}']);
  });

  test('leaving closes the routes left and opens the new chain', async () => {
    const { router, log } = setup();
    const scope = fork();
    await go(scope, '/faq/baggage');
    await allSettled(router.started, { scope });
    log.length = 0;
    await go(scope, '/');
    expect(log).toEqual(['close faq', 'close faq-article', 'open main {}']);
  });

  test('no match closes and clears the current route', async () => {
    const { router, log } = setup();
    const scope = fork();
    await allSettled(router.started, { scope });
    log.length = 0;
    await go(scope, '/nothing/here/at/all');
    expect(log).toEqual(['close main']);
    expect(scope.getState(router.$current)).toBeNull();
  });

  test('a failing guard effect stops the route with a barrier carrying its path and parameters', async () => {
    const deny = createEffect<RouteParams, void>(() => {
      throw new Error('not allowed');
    });
    const { router, log } = setup({ guard: [deny] });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const scope = fork();
    const failures: unknown[] = [];
    router.failed.watch(({ error }) => failures.push(error));
    await allSettled(router.started, { scope });
    await go(scope, '/faq/baggage');
    expect(failures[0]).toBeInstanceOf(BeforeOpenBarrier);
    expect(failures[0]).toMatchObject({ path: '/faq/:slug', params: { slug: 'baggage' } });
    // The page that was open is left, and the error is reported: this was a navigation.
    expect(log).toEqual(['open main {}', 'close main']);
    expect(scope.getState(router.$current)).toBeNull();
    expect(errors).toHaveBeenCalledTimes(1);
  });

  test('a barrier at start is swallowed; a false check names itself', async () => {
    const isAllowed = () => false;
    const { router } = setup({ guard: [isAllowed] });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const scope = fork();
    const failures: Error[] = [];
    router.failed.watch(({ error }) => failures.push(error as Error));
    await go(scope, '/faq/baggage');
    await allSettled(router.started, { scope });
    expect(failures[0]?.message).toBe('Before open check (isAllowed) failed');
    expect(errors).not.toHaveBeenCalled();
  });

  test('guards run from the outermost parent to the route, lazy ones included', async () => {
    const calls: string[] = [];
    const first = createEffect((params: RouteParams) => void calls.push(`effect ${params.slug}`));
    const second = () => (calls.push('lazy check'), true);
    const { router } = setup({ guard: [first, { lazy: async () => [second] }] });
    const scope = fork();
    await go(scope, '/faq/visa');
    await allSettled(router.started, { scope });
    expect(calls).toEqual(['effect visa', 'lazy check']);
    expect(scope.getState(router.$current)?.route.name).toBe('faq-article');
  });

  test('a screen chunk that fails to load fails the opening with the spec words and is reported', async () => {
    const { router } = setup({ load: () => Promise.reject(new Error('chunk 404')) });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const scope = fork();
    await allSettled(router.started, { scope });
    await go(scope, '/faq/visa');
    expect((errors.mock.calls[0]![0] as Error).message).toBe('Failed to preload chunks for route');
    expect(scope.getState(router.$current)).toBeNull();
  });

  test('a forced close of a child closes its parents unless told to keep them', async () => {
    const { router, article, log } = setup();
    const scope = fork();
    await go(scope, '/faq/visa');
    await allSettled(router.started, { scope });
    log.length = 0;
    await allSettled(router.close, { scope, params: { route: article, keepParents: true } });
    expect(log).toEqual(['close faq-article']);
    expect(scope.getState(router.$current)?.route.name).toBe('faq');

    await go(scope, '/faq/visa');
    log.length = 0;
    await allSettled(router.close, { scope, params: { route: article } });
    expect(log).toEqual(['close faq', 'close faq-article']);
    expect(scope.getState(router.$chain)).toEqual([]);
  });
});

describe('document title', () => {
  // Keys and values shown as they are, to see what each title asked for.
  const translator = { t: (key: string, values?: object) => (values ? `${key} ${JSON.stringify(values)}` : key), locale: 'en-GB' } as unknown as Translator;

  test('the exactly matched route shows its title; a child without one shows its parent’s; the server’s wins', async () => {
    const $topic = createStore('Help');
    const faq = createRoute({ name: 'faq', team: 'faq', path: '/faq', load: screen, title: { source: $topic, fn: (_t, _params, topic) => topic } });
    const article = createRoute({ name: 'faq-article', team: 'faq', path: '/:slug', parent: faq, load: screen });
    const visa = createRoute({
      name: 'visa',
      team: 'faq',
      path: '/visa/:country',
      parent: faq,
      load: screen,
      title: (t, { country }, _data, locale) => `${t('faq.title', { country })} (${locale})`,
    });
    const router = createRouter({ routes: [faq, article, visa], $context });
    const scope = fork({ values: [[$translator, translator]] });
    await go(scope, '/faq');
    await allSettled(router.started, { scope });
    expect(scope.getState(router.$documentTitle)).toBe('Help');
    await go(scope, '/faq/baggage');
    expect(scope.getState(router.$documentTitle)).toBe('Help');
    await go(scope, '/faq/visa/tr');
    expect(scope.getState(router.$documentTitle)).toBe('faq.title {"country":"tr"} (en-GB)');
    await allSettled($topic, { scope, params: 'Questions' });
    await go(scope, '/faq');
    expect(scope.getState(router.$documentTitle)).toBe('Questions');
    await allSettled(router.serverTitleSet, { scope, params: 'Visa rules for Turkey' });
    expect(scope.getState(router.$documentTitle)).toBe('Visa rules for Turkey');
  });

  test('a route’s description is made as its title is: the exact route’s, else its parent’s', async () => {
    const $topic = createStore('Baggage');
    const faq = createRoute({ name: 'faq', team: 'faq', path: '/faq', load: screen, title: (t) => t('faq.title'), description: (t) => t('faq.lead') });
    const article = createRoute({
      name: 'faq-article',
      team: 'faq',
      path: '/:slug',
      parent: faq,
      load: screen,
      description: { source: $topic, fn: (t, { slug }, topic) => `${t('faq.article.lead', { slug })} ${topic}` },
    });
    const visa = createRoute({ name: 'visa', team: 'faq', path: '/visa/:country', parent: faq, load: screen });
    const router = createRouter({ routes: [faq, article, visa], $context });
    const scope = fork({ values: [[$translator, translator]] });
    await go(scope, '/faq');
    await allSettled(router.started, { scope });
    expect(scope.getState(router.$documentDescription)).toBe('faq.lead');
    await go(scope, '/faq/baggage');
    expect(scope.getState(router.$documentDescription)).toBe('faq.article.lead {"slug":"baggage"} Baggage');
    await go(scope, '/faq/visa/tr');
    expect(scope.getState(router.$documentDescription)).toBe('faq.lead');
  });

  test('without a translator yet there is no title', async () => {
    const faq = createRoute({ name: 'faq', team: 'faq', path: '/faq', load: screen, title: (t) => t('faq.title') });
    const router = createRouter({ routes: [faq], $context });
    const scope = fork();
    await go(scope, '/faq');
    await allSettled(router.started, { scope });
    expect(scope.getState(router.$documentTitle)).toBeNull();
  });
});

/** The browser parts the history listener touches, in memory. */
function stubBrowser() {
  const stored = new Map<string, string>();
  const sessionStorage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  };
  vi.stubGlobal('window', { history: {}, sessionStorage, scrollY: 0, addEventListener: () => undefined });
  // Where the app listens for clicks on the document's links.
  vi.stubGlobal('document', { addEventListener: () => undefined });
}

describe('navigation', () => {
  afterEach(() => vi.unstubAllGlobals());

  test('a navigation asked for before the history is bound happens as soon as it is', async () => {
    stubBrowser();
    const scope = fork();
    const failures: Error[] = [];
    const unwatch = navigateFailed.watch((error) => failures.push(error));
    // A click right after hydration, before the app has started and bound the history.
    await allSettled(navigate, { scope, params: { to: '/faq' } });
    const history = createMemoryHistory({ initialEntries: ['/missing'] });
    expect(history.location.pathname).toBe('/missing');
    await allSettled(historyStarted, { scope, params: history });
    unwatch();
    expect(failures).toEqual([]);
    expect(history.action).toBe('PUSH');
    expect(history.location.pathname).toBe('/faq');
    expect(scope.getState($location).pathname).toBe('/faq');
  });

  test('binding the history at the address the page shows keeps the location and the match as they are', async () => {
    stubBrowser();
    const { router } = setup();
    const scope = fork();
    await allSettled(locationChanged, { scope, params: { pathname: '/faq/visa', search: '?a=1' } });
    const location = scope.getState($location);
    const match = scope.getState(router.$match);
    await allSettled(historyStarted, { scope, params: createMemoryHistory({ initialEntries: ['/faq/visa?a=1'] }) });
    // The same objects: views reading them (the route view, the region picker) do not render again after hydration.
    expect(scope.getState($location)).toBe(location);
    expect(scope.getState(router.$match)).toBe(match);
    await allSettled(historyStarted, { scope, params: createMemoryHistory({ initialEntries: ['/faq/baggage'] }) });
    expect(scope.getState($location).pathname).toBe('/faq/baggage');
  });

  test('of several early navigations the latest one happens, once; later ones at once', async () => {
    stubBrowser();
    const scope = fork();
    await allSettled(navigate, { scope, params: { to: '/faq' } });
    await allSettled(navigate, { scope, params: { to: '/faq/baggage', replace: true } });
    const history = createMemoryHistory({ initialEntries: ['/'] });
    await allSettled(historyStarted, { scope, params: history });
    expect(history.action).toBe('REPLACE');
    expect(history.location.pathname).toBe('/faq/baggage');
    await allSettled(navigate, { scope, params: { to: '/' } });
    expect(history.location.pathname).toBe('/');
    expect(scope.getState($location).pathname).toBe('/');
  });
});

describe('message groups of a route chain', () => {
  test('each route’s team’s, and the other teams’ it names, by group or by team name, once each', () => {
    const loaders = { en: async () => ({}) };
    const guides = defineMessages('router-test-guides', loaders);
    const search = defineMessages('router-test-search', loaders);
    const page = createRoute({ name: 'p', team: 'router-test-guides', path: '/p', load: screen, messages: [search, 'router-test-search'] });
    expect(messageGroupsOf([page])).toEqual([guides, search]);
    const misnamed = createRoute({ name: 'm', team: 'router-test-guides', path: '/m', load: screen, messages: ['no-such-team'] });
    expect(() => messageGroupsOf([misnamed])).toThrow('No messages of team no-such-team');
  });
});
