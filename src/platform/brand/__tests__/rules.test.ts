import { describe, expect, test } from 'vitest';
import { availableTo, capabilities, isAvailable, phoneRuleOf, visitDefaults } from '../rules';

describe('brand and market rules', () => {
  test('a capability with several grants is offered when any of them holds', () => {
    const guides = availableTo('guides');
    expect(guides({ brand: 'WA', market: 'ge', language: 'ka' })).toBe(true);
    expect(guides({ brand: 'AS', market: 'kz', language: 'en' })).toBe(true);
    expect(guides({ brand: 'AS', market: 'kg', language: 'ky' })).toBe(true);
    expect(guides({ brand: 'AS', market: 'kg', language: 'en' })).toBe(false);
    expect(guides({ brand: 'AS', market: 'ge', language: 'ka' })).toBe(false);
  });

  test('each brand has exactly one subscription, and every capability is offered somewhere and withheld somewhere', () => {
    for (const brand of ['AS', 'WA'] as const) {
      const visit = { brand, market: 'ru', language: 'ru' };
      expect([isAvailable('more', visit), isAvailable('plus', visit)].filter(Boolean)).toHaveLength(1);
    }
    const visits = (['AS', 'WA'] as const).flatMap((brand) =>
      ['ru', 'ua', 'kg', 'us'].flatMap((market) => ['ru', 'en'].map((language) => ({ brand, market, language }))),
    );
    for (const capability of capabilities) {
      expect(new Set(visits.map((visit) => isAvailable(capability, visit))), capability).toEqual(new Set([true, false]));
    }
  });

  test('defaults follow the brand and the market: the second brand prices per passenger and per night; the card and citizenship of the market', () => {
    expect(visitDefaults({ brand: 'AS', market: 'ru' })).toEqual({
      pricePerPassenger: false,
      pricePerNight: false,
      paymentMethod: 'ru_card',
      citizenship: 'RU',
    });
    expect(visitDefaults({ brand: 'WA', market: 'us' })).toEqual({ pricePerPassenger: true, pricePerNight: true, paymentMethod: 'ww_card', citizenship: 'US' });
    expect(visitDefaults({ brand: 'AS', market: 'kz' })).toMatchObject({ paymentMethod: 'ww_card', citizenship: 'KZ' });
    expect(visitDefaults({ brand: 'AS', market: 'by' })).toMatchObject({ paymentMethod: 'ru_card', citizenship: 'BY' });
  });
});

describe("each brand's phone rule", () => {
  test('the flight brand takes Russian mobile numbers, the second brand any mobile number', () => {
    expect(phoneRuleOf('AS')).toBe('russian');
    expect(phoneRuleOf('WA')).toBe('international');
  });
});
