import { describe, expect, test } from 'vitest';
import { brandCodes } from '../../brand';
import { cashbackMarkets } from '../../brand';
import { currencies, languages, marketCodes, marketFor, ratesCurrencies } from '../markets';

describe('markets (spec §9)', () => {
  test('27 currencies are convertible by the rates service, all of them supported', () => {
    expect(ratesCurrencies).toHaveLength(27);
    expect(currencies).toEqual(expect.arrayContaining([...ratesCurrencies]));
  });

  test('every market the product serves is there, with the cashback markets', () => {
    const served = ['ru', 'ua', 'kz', 'uz', 'kg', 'az', 'tj', 'ge', 'am', 'by', 'tr', 'us', 'gb', 'de', 'es', 'th'];
    expect(marketCodes).toEqual(expect.arrayContaining([...served, ...cashbackMarkets]));
    // `/my` is the account: it cannot be a market prefix.
    expect(marketCodes).not.toContain('my');
  });

  test.each(brandCodes.flatMap((brand) => marketCodes.map((code) => [brand, code] as const)))(
    '%s in %s offers UI languages and supported currencies, without repeats',
    (brand, code) => {
      const market = marketFor(brand, code)!;
      expect(market.languages.length).toBeGreaterThan(0);
      expect(market.currencies.length).toBeGreaterThan(0);
      for (const language of market.languages) expect(languages).toContain(language);
      for (const currency of market.currencies) expect(currencies).toContain(currency);
      expect(new Set(market.languages).size).toBe(market.languages.length);
      expect(new Set(market.currencies).size).toBe(market.currencies.length);
    },
  );

  test('the Russian market: many currencies, Russian only', () => {
    const ru = marketFor('AS', 'ru')!;
    expect(ru.languages).toEqual(['ru']);
    expect(ru.currencies[0]).toBe('rub');
    expect(ru.currencies).toEqual(expect.arrayContaining(['rub', 'usd', 'eur', 'kzt', 'uah', 'byn']));
  });

  test('the Kazakh market uses Kazakh and Russian', () => {
    expect(marketFor('AS', 'kz')!.languages).toEqual(['kk', 'ru']);
  });

  test('the second brand in the US: ten currencies, English and Spanish', () => {
    const us = marketFor('WA', 'us')!;
    expect(us.languages).toEqual(['en', 'es-ES']);
    expect([...us.currencies].sort()).toEqual(['aud', 'brl', 'cad', 'eur', 'gbp', 'krw', 'pln', 'thb', 'twd', 'usd']);
    expect(us.currencies[0]).toBe('usd');
    expect(marketFor('AS', 'us')!.languages).toEqual(['en', 'ru']);
  });

  test('codes are case-insensitive; unknown markets are not served', () => {
    expect(marketFor('AS', 'KZ')?.code).toBe('kz');
    expect(marketFor('AS', 'zz')).toBeUndefined();
  });

  test.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])('%s from a request is just an unknown market', (code) => {
    expect(marketFor('AS', code)).toBeUndefined();
    expect(marketFor('WA', code)).toBeUndefined();
  });
});
