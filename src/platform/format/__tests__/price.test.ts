import { describe, expect, test } from 'vitest';
import { currencies } from '../../market';
import { localeFormats, withCurrencies } from '../formats';
import { formatPrice, formatRate } from '../price';

const price = (amount: number, currency: string, locale: string) => formatPrice(amount, currency, localeFormats(locale, [currency]));
import { plain } from './plain';

describe('prices', () => {
  test.each([
    [12345, 'rub', 'ru-RU', '12 345 ₽'],
    [12345.6, 'rub', 'ru-RU', '12 346 ₽'],
    [1234, 'usd', 'en-US', '$1,234'],
    [1234, 'usd', 'ru-RU', '1 234 $'],
    [1234, 'eur', 'es-ES', '1234 €'],
    [1234, 'kzt', 'kk-KZ', '1 234 ₸'],
    [1234, 'rub', 'en-US', '₽1,234'],
    [1234, 'uah', 'uk-UA', '1 234 ₴'],
    [1234, 'thb', 'th-TH', '฿1,234'],
    [12345, 'gel', 'ka-GE', '12 345 ₾'],
  ])('%d %s in %s → %s', (amount, currency, locale, expected) => {
    expect(plain(price(amount, currency, locale))).toBe(expected);
  });

  test.each([
    ['aud', 'ru-RU', '1 234 A$'],
    ['cad', 'ru-RU', '1 234 CA$'],
    ['twd', 'en-US', 'NT$1,234'],
    ['aud', 'en-US', 'A$1,234'],
  ])('a dollar other than the locale’s own keeps its distinct symbol: %s in %s → %s', (currency, locale, expected) => {
    expect(plain(price(1234, currency, locale))).toBe(expected);
  });

  test('a narrow symbol shared with another currency stays when the locale has only the ISO code', () => {
    // uk-UA writes USD for the dollar's symbol; the narrow $ is what people read.
    expect(plain(price(1234, 'usd', 'uk-UA'))).toBe('1 234 $');
  });

  test.each(currencies.flatMap((currency) => ['ru-RU', 'en-US', 'kk-KZ', 'th-TH'].map((locale) => [currency, locale])))(
    '%s in %s: whole units with a currency mark',
    (currency, locale) => {
      const text = plain(price(98765.4, currency, locale));
      expect(text.replace(/\D/g, '')).toBe('98765');
      expect(text).toMatch(/[^\d\s,.]/);
    },
  );

  test('an invalid locale falls back to en-US rather than failing the page', () => {
    expect(price(1234, 'usd', 'xx_YY')).toBe('$1,234');
  });

  test.each([
    [82.17, 'usd', 'en-US', '$1 = ₽82.17'],
    [82.17, 'usd', 'ru-RU', '1 $ = 82,17 ₽'],
    [95.18, 'eur', 'es-ES', '1 € = 95,18 ₽'],
    [0.1562, 'kzt', 'kk-KZ', '1 ₽ = 6,4 ₸'],
    [0.00497, 'idr', 'en-US', '₽1 = Rp 201.21'],
  ])('a rate of %f roubles per %s in %s → %s', (rate, currency, locale, expected) => {
    expect(plain(formatRate(rate, currency, localeFormats(locale, [currency, 'rub'])))).toBe(expected);
  });

  test('a currency the page’s formats lack is added with its mark rather than its bare code', () => {
    const page = localeFormats('en-US', ['eur', 'rub']);
    expect(formatPrice(111, 'usd', page)).toBe('111\u00a0USD');
    const orderFormats = withCurrencies(page, ['usd']);
    expect(formatPrice(111, 'usd', orderFormats)).toBe('$111');
    expect(formatPrice(111, 'eur', orderFormats)).toBe('€111');
    expect(withCurrencies(page, ['eur'])).toBe(page);
  });
});
