import { describe, expect, test } from 'vitest';
import { marketFor } from '../markets';
import { fallbackCurrency, pageVisit, settingsCurrency } from '../page';

describe('the visit as the page gives it (spec §4)', () => {
  test('market lower-cased, language from lang, currency from its attribute', () => {
    expect(pageVisit('AS', { market: 'KZ', lang: 'kk', currency: 'KZT' })).toEqual({ market: 'kz', language: 'kk', currency: 'kzt' });
    expect(pageVisit('WA', { market: 'us', lang: 'es-ES', currency: 'eur' })).toEqual({ market: 'us', language: 'es-ES', currency: 'eur' });
  });

  test('defaults: market ru, language ru, currency usd (rub for the flight brand in Russia)', () => {
    expect(pageVisit('AS', {})).toEqual({ market: 'ru', language: 'ru', currency: 'rub' });
    expect(pageVisit('WA', {})).toEqual({ market: 'ru', language: 'ru', currency: 'usd' });
    expect(pageVisit('AS', { market: 'kz', lang: 'xx', currency: 'zzz' })).toEqual({ market: 'kz', language: 'ru', currency: 'usd' });
    expect(fallbackCurrency('AS', 'ru')).toBe('rub');
    expect(fallbackCurrency('AS', 'us')).toBe('usd');
    expect(fallbackCurrency('WA', 'ru')).toBe('usd');
  });
});

describe('currency from user settings (spec §4)', () => {
  const ru = marketFor('AS', 'ru')!;
  const am = marketFor('AS', 'am')!;
  test.each([
    [ru, 'eur', 'eur'],
    [ru, 'KZT', 'kzt'],
    // Offered in the market but not convertible by the rates service.
    [ru, 'try', null],
    [ru, 'amd', null],
    [am, 'amd', null],
    // Convertible but not offered in the market.
    [ru, 'inr', null],
    [am, 'rub', 'rub'],
    [ru, undefined, null],
    [ru, 42, null],
  ])('%#: %s → %s', (market, value, expected) => {
    expect(settingsCurrency(value, market)).toBe(expected);
  });
});
