import { allSettled, fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import { currencyRatesQuery } from '../../../platform/currency';
import { $currency, $language, $market } from '../../../platform/market';
import { fetchFx } from '../../../platform/request';
import { routesOpened } from '../../../platform/router';
import { $settings } from '../../../platform/user';
import { $origin } from '../../search';
import {
  $budgets,
  $choice,
  $citizenship,
  $ideasOrigin,
  budgetChosen,
  budgetsIn,
  choiceReset,
  directToggled,
  ideasQuery,
  ideasQueryOf,
  initialChoice,
  noVisaToggled,
  roundSum,
} from '../model/ideas';
import { mainRoute } from '../routes';

const answer = (origin: string) => ({
  origin: { code: origin, name: origin, country_code: 'RU', country_name: 'Russia', coordinates: { lat: 0, lon: 0 } },
  fares: [],
  from_month: '2026-03',
  fresh_hours: 48,
  visa_basis: { source: 'test', as_of: '2025-10-01', citizenship_name: null },
});

/** The explore API (its query strings kept) and the currency rates. */
function explore(values: [unknown, unknown][] = []) {
  const asked: URLSearchParams[] = [];
  const handler = vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/currency.json')) return new Response(JSON.stringify({ usd: 80, eur: 90 }));
    // Other calls the main page makes (nearest places, settings) answer nothing to go on.
    if (!url.pathname.endsWith('/v1/destinations')) return new Response('[]');
    asked.push(url.searchParams);
    return new Response(JSON.stringify(answer(url.searchParams.get('origin')!)));
  });
  const scope = fork({ values: values as never, handlers: [[fetchFx, handler]] });
  return { scope, asked };
}

describe('trip ideas on the main page', () => {
  test('each idea asks the price index for its trips', () => {
    const visit = { locale: 'ru', citizenship: 'RU', cards: ['ru_card'] as const, budgetRoubles: [15_000, 30_000, 60_000] };
    expect(ideasQueryOf('MOW', initialChoice, visit)).toEqual({ origin: 'MOW', kind: 'oneway', citizenship: 'RU', cards: 'ru_card', locale: 'ru', limit: 12 });
    expect(ideasQueryOf('MOW', { ...initialChoice, kind: 'weekend' }, visit)).toMatchObject({ kind: 'return', max_days: 3 });
    expect(ideasQueryOf('MOW', { ...initialChoice, kind: 'popular' }, visit)).toMatchObject({ kind: 'oneway', sort: 'popular' });
    expect(ideasQueryOf('MOW', { ...initialChoice, kind: 'budget', budget: 2 }, visit)).toMatchObject({ kind: 'return', min_days: 5, max_price: 60_000 });
    expect(ideasQueryOf('MOW', { ...initialChoice, direct: true, noVisa: true }, { ...visit, citizenship: 'KZ', cards: ['ww_card', 'ru_card'] })).toMatchObject(
      {
        direct: true,
        visa: 'free,on_arrival',
        citizenship: 'KZ',
        cards: 'ww_card,ru_card',
      },
    );
  });

  test('budgets are round sums in the visit’s currency', () => {
    expect([183, 365, 730, 15_000, 1_234].map(roundSum)).toEqual([200, 400, 700, 15_000, 1_000]);
    expect(budgetsIn('usd', { usd: 82 })).toEqual([200 * 82, 400 * 82, 700 * 82]);
    expect(budgetsIn('rub', null)).toEqual([15_000, 30_000, 60_000]);
    expect(budgetsIn('usd', null)).toEqual([15_000, 30_000, 60_000]);
  });

  test('leave from the form’s city, an airport’s city, or the market’s home city', () => {
    const scope = fork({ values: [[$market, 'kz']] });
    expect(scope.getState($ideasOrigin)).toBe('ALA');
    const airport = fork({ values: [[$origin, { code: 'SVO', name: 'Sheremetyevo', type: 'airport', cityCode: 'MOW' }]] });
    expect(airport.getState($ideasOrigin)).toBe('MOW');
    expect(fork({ values: [[$market, 'zz']] }).getState($ideasOrigin)).toBeNull();
  });

  test('the visa filter reads the account’s citizenship, else the market’s country', () => {
    expect(fork({ values: [[$market, 'kz']] }).getState($citizenship)).toBe('KZ');
    expect(
      fork({
        values: [
          [$market, 'kz'],
          [$settings, { citizenship: 'RU' }],
        ],
      }).getState($citizenship),
    ).toBe('RU');
  });

  test('open with the page, ask again on every change, and reset to the cheapest trips', async () => {
    const { scope, asked } = explore([
      [$market, 'ru'],
      [$language, 'ru'],
      [$currency, 'usd'],
    ]);
    await allSettled(routesOpened, { scope, params: [{ route: mainRoute, params: {} }] });
    expect(asked.at(-1)?.get('origin')).toBe('MOW');
    expect(asked.at(-1)?.get('kind')).toBe('oneway');
    // The results' prices are for the visit's card: the ideas' too.
    expect(asked.at(-1)?.get('cards')).toBe('ru_card');
    expect(scope.getState(ideasQuery.$data)?.origin.code).toBe('MOW');
    expect(scope.getState(currencyRatesQuery.$data)).toEqual({ usd: 80, eur: 90 });
    expect(scope.getState($budgets)).toEqual([200 * 80, 400 * 80, 700 * 80]);

    await allSettled(budgetChosen, { scope, params: 0 });
    expect(Object.fromEntries(asked.at(-1)!)).toMatchObject({ kind: 'return', max_price: '16000', min_days: '5' });
    await allSettled(directToggled, { scope, params: true });
    await allSettled(noVisaToggled, { scope, params: true });
    expect(Object.fromEntries(asked.at(-1)!)).toMatchObject({ direct: 'true', visa: 'free,on_arrival', citizenship: 'RU' });
    await allSettled(choiceReset, { scope });
    expect(scope.getState($choice)).toEqual(initialChoice);
    expect(asked.at(-1)?.has('direct')).toBe(false);
  });
});
