import { allSettled, createEffect, createStore, fork } from 'effector';
import { Provider } from 'effector-react';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { createRoute } from '../define';
import { locationChanged } from '../navigation';
import { createRouter } from '../router';
import { preloadRoute } from '../screens';
import { RouteView } from '../view';

const $context = createStore({ brand: 'AS' as const, market: 'ru', language: 'ru' });
const Fallback = () => <p>not found</p>;

function setup() {
  let release = () => {};
  const slowGuard = createEffect((_: Record<string, string>) => new Promise<void>((resolve) => (release = resolve)));
  const faq = createRoute({ name: 'faq', team: 'faq', path: '/faq', load: async () => ({ default: () => <h1>faq</h1> }), beforeOpen: [slowGuard] });
  const router = createRouter({ routes: [faq], $context });
  return { faq, router, release: () => release() };
}

const view = (scope: ReturnType<typeof fork>, router: ReturnType<typeof setup>['router']) =>
  renderToString(
    <Provider value={scope}>
      <RouteView router={router} otherwise={Fallback} />
    </Provider>,
  );

describe('route view', () => {
  test('between the start and the first open the screen the server rendered stays, not the fallback', async () => {
    const { faq, router, release } = setup();
    await preloadRoute(faq);
    const scope = fork();
    await allSettled(locationChanged, { scope, params: { pathname: '/faq', search: '' } });
    expect(view(scope, router)).toContain('faq</h1>');
    const starting = allSettled(router.started, { scope });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(scope.getState(router.$started)).toBe(true);
    expect(scope.getState(router.$current)).toBeNull();
    expect(view(scope, router)).toContain('faq</h1>');
    release();
    await starting;
    expect(view(scope, router)).toContain('faq</h1>');
  });

  test('a route that does not open shows the fallback once opening has settled', async () => {
    const { router } = setup();
    const scope = fork();
    await allSettled(locationChanged, { scope, params: { pathname: '/unknown', search: '' } });
    await allSettled(router.started, { scope });
    expect(view(scope, router)).toContain('not found');
  });
});
