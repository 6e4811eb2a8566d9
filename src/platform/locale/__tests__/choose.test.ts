import { describe, expect, test } from 'vitest';
import { brandLocale, chooseLocale, localeString } from '../choose';
import { locales, primaryLocales } from '../locales';

describe('locale choice (spec §3)', () => {
  test.each([
    // The language as spoken in the market.
    ['ru', 'ru', 'AS', 'ru-RU'],
    ['ru', 'kz', 'AS', 'ru-KZ'],
    ['ru', 'by', 'AS', 'ru-BY'],
    ['ru', 'ua', 'AS', 'ru-UA'],
    ['kk', 'kz', 'AS', 'kk-KZ'],
    ['uk', 'ua', 'AS', 'uk-UA'],
    ['en', 'gb', 'WA', 'en-GB'],
    ['en', 'in', 'WA', 'en-IN'],
    ['en', 'au', 'WA', 'en-AU'],
    ['en', 'us', 'WA', 'en-US'],
    ['es-ES', 'us', 'WA', 'es-US'],
    ['es-ES', 'es', 'WA', 'es-ES'],
    ['th', 'th', 'WA', 'th-TH'],
    // The language's own region where the market has no variety of it.
    ['hy-AM', 'ru', 'AS', 'hy-AM'],
    ['es-ES', 'de', 'WA', 'es-ES'],
    // The language's main variety.
    ['ru', 'uz', 'AS', 'ru-RU'],
    ['ru', 'tr', 'AS', 'ru-RU'],
    ['en', 'ru', 'AS', 'en-US'],
    ['ka', 'ru', 'AS', 'ka-GE'],
    ['uz', 'uz', 'AS', 'uz-UZ'],
    ['tg', 'tj', 'AS', 'tg-TJ'],
    ['ky', 'kg', 'AS', 'ky-KG'],
    ['az', 'az', 'AS', 'az-AZ'],
    // Nothing fits: the brand's locale.
    ['xx', 'ru', 'AS', 'ru-RU'],
    ['xx', 'us', 'WA', 'en-US'],
  ] as const)('%s in %s (%s) → %s', (language, market, brand, expected) => {
    expect(chooseLocale({ language, market, brand })).toBe(expected);
  });

  test('brand defaults: ru-RU for the flight brand, en-US for the second', () => {
    expect(brandLocale('AS')).toBe('ru-RU');
    expect(brandLocale('WA')).toBe('en-US');
  });

  test.each([
    ['ru-RU', 'ru_RU'],
    ['en-US', 'en_US'],
    ['sr-Latn', 'sr_Latn'],
    ['de', 'de'],
  ])('locale string of %s is %s', (locale, expected) => {
    expect(localeString(locale)).toBe(expected);
  });
});

describe('locale list', () => {
  test('about 90 locales, each a canonical BCP 47 tag that Intl formats with', () => {
    expect(locales.length).toBeGreaterThanOrEqual(85);
    expect(new Set(locales).size).toBe(locales.length);
    for (const locale of locales) {
      expect(Intl.getCanonicalLocales(locale)).toEqual([locale]);
      expect(Intl.NumberFormat.supportedLocalesOf([locale]), locale).toHaveLength(1);
    }
  });

  test('holds the varieties the spec names', () => {
    const named = [
      'en-AU',
      'en-CA',
      'en-GB',
      'en-IE',
      'en-IN',
      'en-NZ',
      'en-US',
      'en-ZA',
      'de',
      'de-AT',
      'fr',
      'fr-CA',
      'fr-CH',
      'pt-BR',
      'zh-CN',
      'zh-HK',
      'zh-TW',
      'ar',
      'ar-AE',
      'ar-SA',
      'ar-EG',
      'sr-Latn',
      'uz-Cyrl',
      'ru-RU',
    ];
    expect(locales).toEqual(expect.arrayContaining(named));
  });

  test('every main variety is in the list', () => {
    expect(locales).toEqual(expect.arrayContaining(Object.values(primaryLocales)));
  });
});
