import { describe, expect, test } from 'vitest';
import { currencies } from '../../market';
import { localeFormats } from '../formats';
import { formatPrice } from '../price';

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
});
