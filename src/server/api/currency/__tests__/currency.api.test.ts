import { afterAll, beforeAll, expect, test } from 'vitest';
import { CurrencyRates } from '../../../../contracts';
import { buildTestApp, type TestApp } from '../../../testing/test-app';

/** Spec §3, supported currency codes. */
const specCurrencies =
  'amd aud azn brl byn cad chf cny eur gbp gel idr ils inr kes kgs kpw krw kzt mdl myr pln ron rub thb tjs try twd tzs uah usd uzs vnd zar'.split(' ');

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

test('currency.json gives roubles per unit of every spec currency', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/search/currency.json' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('public, max-age=3600');
  const rates = CurrencyRates.parse(response.json());
  expect(Object.keys(rates).sort()).toEqual(specCurrencies);
  expect(rates.rub).toBe(1);
  // Plausible magnitudes: a dollar and a euro cost tens of roubles, a som or a dong less than one.
  expect(rates.usd).toBeGreaterThan(30);
  expect(rates.eur).toBeGreaterThan(rates.usd!);
  expect(rates.uzs).toBeLessThan(0.1);
  expect(rates.vnd).toBeLessThan(rates.uzs!);
});

test('a failing configured source still answers with the snapshot', async () => {
  const other = await buildTestApp({ currencyRatesSource: '/nonexistent/rates.json' });
  try {
    const response = await other.app.inject({ method: 'GET', url: '/api/search/currency.json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(CurrencyRates.parse(response.json())).sort()).toEqual(specCurrencies);
  } finally {
    await other.close();
  }
});
