import { allSettled } from 'effector';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import type { BrandCode } from '../../platform/brand';
import { $translator, type Translator } from '../../platform/i18n';
import { allMessages } from '../../platform/i18n/__tests__/all-messages';
import type { Language } from '../../platform/market';
import { chainOf, locationChanged, messageGroupsOf } from '../../platform/router';
import { App } from '../app';
import { router } from '../routes';
import { openRoute, type VisitOptions } from './open-route';

/** A visit opened as the server opens it: the shell's messages, then whatever the route loads. */
async function visit(pathname: string, options: VisitOptions = {}) {
  // Every API call answers with nothing found: the pages show their texts without data.
  const scope = await openRoute(pathname, options, async () => new Response('[]', { headers: { 'content-type': 'application/json' } }));
  const current = scope.getState(router.$current);
  return { scope, route: current?.route ?? null, translator: scope.getState($translator) as Translator };
}

// A page of every route, in a visit where it is available.
const pages: { path: string; brand?: BrandCode; market?: string; language?: Language }[] = [
  { path: '/' },
  { path: '/map', market: 'ua', language: 'uk' },
  ...['/guides', '/walks/mow/red-square', '/audioguides/led/hermitage', '/assistant', '/click', '/booking'].map((path) => ({ path })),
  ...['/hotels/search', '/hotels/click', '/hotels/42'].map((path) => ({ path })),
  ...['/my', '/my/documents', '/my/settings', '/my/notifications', '/my/more', '/my/orders', '/my/orders/ab-12', '/my/loyalty'].map((path) => ({ path })),
  { path: '/my/plus', brand: 'WA', market: 'us', language: 'en' },
  ...['/favorites', '/favorites/avia', '/favorites/hotels', '/favorites/places'].map((path) => ({ path })),
  ...['/more', '/more/payment', '/more/payment/status', '/cashback'].map((path) => ({ path })),
  ...['/plus', '/plus/payment', '/plus/payment/status'].map((path) => ({ path, brand: 'WA' as const, market: 'us', language: 'es-ES' as const })),
  ...['/support/help', '/support/help/AB-123'].map((path) => ({ path })),
  ...['/faq', '/faq/baggage', '/faq/instructions/refund', '/faq/instructions/refund/2'].map((path) => ({ path })),
  { path: '/search/MOW1012IST1' },
  ...['/routes/mow', '/routes/mow/ist', '/routes/mow/tr', '/airlines', '/airports', '/countries', '/cities'].map((path) => ({ path })),
  ...['/airlines/su', '/airports/svo', '/flights/su100', '/countries/tr', '/cities/ist'].map((path) => ({ path })),
];

describe('each page loads the messages it shows', () => {
  const opened = new Set<string>();

  test('the main page carries the shell’s, its team’s and the search form’s messages, nothing else', async () => {
    const { route, translator } = await visit('/');
    expect(route?.name).toBe('main');
    expect(translator.groups).toEqual(['shell', 'explore', 'search']);
  });

  test('opening another team’s page adds its group to the visit’s translator', async () => {
    const { scope } = await visit('/');
    await allSettled(locationChanged, { scope, params: { pathname: '/my/orders', search: '' } });
    expect(scope.getState(router.$current)?.route.name).toBe('account-orders');
    expect(scope.getState($translator)?.groups).toEqual(['shell', 'explore', 'search', 'account']);
    expect(scope.getState(router.$documentTitle)).toBe('Заказы');
  });

  test.each(pages)('$path renders no message key as text: every group it shows is declared', async ({ path, ...context }) => {
    const { scope, route, translator } = await visit(path, context);
    opened.add(route!.name);
    expect(translator.groups).toEqual(['shell', ...messageGroupsOf(chainOf(route!)).map((group) => group.name)]);
    const html = renderToString(<App scope={scope} />);
    const keys = Object.keys(await allMessages('en'));
    const shown = keys.filter((key) => new RegExp(`[>"]${key.replace(/\./g, '\\.')}[<"]`).test(html));
    expect(shown).toEqual([]);
  });

  test('the pages above cover every route of the table', () => {
    expect(router.table.routes.map((route) => route.name).filter((name) => !opened.has(name))).toEqual([]);
  });
});
