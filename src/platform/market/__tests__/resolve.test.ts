import { describe, expect, test } from 'vitest';
import { resolveVisit, splitMarketPrefix } from '../resolve';

const visit = (brand: 'AS' | 'WA', path = '/', query = {}, cookies = {}) => resolveVisit({ brand, path, query, cookies });

describe('visit resolution', () => {
  test('defaults come from the brand', () => {
    expect(visit('AS')).toEqual({ brand: 'AS', market: 'ru', language: 'ru', currency: 'rub' });
    expect(visit('WA')).toEqual({ brand: 'WA', market: 'us', language: 'en', currency: 'usd' });
  });

  test('market: path prefix, then query, then cookie', () => {
    expect(visit('AS', '/kz/search/x', { market: 'uz' }, { market: 'ge' }).market).toBe('kz');
    expect(visit('AS', '/', { market: 'UZ' }, { market: 'ge' }).market).toBe('uz');
    expect(visit('AS', '/', {}, { market: 'ge' }).market).toBe('ge');
    expect(visit('AS', '/', { market: 'zz' }).market).toBe('ru');
  });

  test('language and currency only where the market offers them', () => {
    expect(visit('AS', '/', { market: 'kz', language: 'kk', currency: 'kzt' })).toMatchObject({ language: 'kk', currency: 'kzt' });
    expect(visit('AS', '/', { market: 'kz', language: 'th', currency: 'thb' })).toMatchObject({ language: 'ru', currency: 'kzt' });
    expect(visit('WA', '/', { language: 'es-ES', currency: 'EUR' })).toMatchObject({ language: 'es-ES', currency: 'eur' });
    expect(visit('AS', '/', {}, { currency: 'usd' })).toMatchObject({ currency: 'usd' });
    // The brand decides what the market offers (spec §9: the second brand in the US).
    expect(visit('WA', '/', { currency: 'krw', language: 'es-ES' })).toMatchObject({ currency: 'krw', language: 'es-ES' });
    expect(visit('AS', '/', { market: 'us', currency: 'krw', language: 'es-ES' })).toMatchObject({ currency: 'usd', language: 'ru' });
  });

  test('a market prefix is split off only when it names a market', () => {
    expect(splitMarketPrefix('/kz/search/MOW1012IST1')).toEqual({ market: 'kz', path: '/search/MOW1012IST1' });
    expect(splitMarketPrefix('/kz')).toEqual({ market: 'kz', path: '/' });
    expect(splitMarketPrefix('/my/orders')).toEqual({ path: '/my/orders' });
  });
});

describe('prototype names from the request', () => {
  test.each(['__proto__', 'constructor', 'toString'])('%s as market, language or currency (query, cookie, path) falls back to the defaults', (name) => {
    const defaults = visit('AS');
    const settings = { market: name, language: name, currency: name };
    expect(visit('AS', '/', settings)).toEqual(defaults);
    expect(visit('AS', '/', {}, settings)).toEqual(defaults);
    expect(visit('AS', `/${name}/guides`)).toEqual(defaults);
  });
});
