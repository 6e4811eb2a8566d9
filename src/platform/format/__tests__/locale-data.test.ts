import { afterEach, describe, expect, test, vi } from 'vitest';
import { locales } from '../../locale';
import { currencies } from '../../market';
import { formatDate } from '../date';
import { localeFormats } from '../formats';
import { dateOptions } from '../locale-data';
import { formatNumber } from '../number';
import { formatPrice } from '../price';

// Every day of a year, so each month and weekday name is read back at least once.
const days = Array.from({ length: 365 }, (_, day) => new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10));
const numbers = [0, 1, 7, 0.5, 3.14159, 12.34, 999.99, 1000, 1234, 12_345, 123_456, 999_999, -1234.5, -0.001];

/** What Intl writes where the data applies: the formatters must read exactly the same. */
const intlNumber = (locale: string, value: number) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: Math.abs(value) < 1000 ? 2 : 0, signDisplay: 'negative' }).format(value);

describe('locale formats write what Intl writes, for every product locale', () => {
  test.each(locales)('%s: dates in both styles', (locale) => {
    const formats = localeFormats(locale);
    for (const style of ['weekday', 'long'] as const) {
      const intl = new Intl.DateTimeFormat(locale, dateOptions(style));
      for (const day of days) expect(formatDate(day, formats, style), `${day} ${style}`).toBe(intl.format(new Date(`${day}T00:00:00Z`)));
    }
  });

  test.each(locales)('%s: numbers below a million', (locale) => {
    const formats = localeFormats(locale);
    for (const value of numbers) expect(formatNumber(value, formats), String(value)).toBe(intlNumber(locale, value));
  });

  test.each(locales)('%s: prices in every currency', (locale) => {
    const formats = localeFormats(locale, currencies);
    for (const currency of currencies) {
      const display = formatPrice(1, currency, formats).includes(currency.toUpperCase()) ? ['symbol', 'narrowSymbol'] : ['narrowSymbol', 'symbol'];
      const intl = display.map((currencyDisplay) =>
        new Intl.NumberFormat(locale, {
          style: 'currency',
          currency,
          currencyDisplay: currencyDisplay as 'symbol',
          maximumFractionDigits: 0,
          minimumFractionDigits: 0,
        }).format(98765),
      );
      expect(intl, currency).toContain(formatPrice(98765.4, currency, formats));
    }
  });
});

describe('the browser writes with the server’s data, not its own ICU', () => {
  afterEach(() => vi.unstubAllGlobals());

  test('data shipped as JSON formats the same where the runtime knows nothing of the locale', () => {
    const server = localeFormats('kk-KZ', ['kzt', 'rub']);
    const expected = [
      formatDate('2026-05-12', server),
      formatDate('2026-05-12', server, 'long'),
      formatPrice(123456, 'kzt', server),
      formatNumber(12.5, server),
    ];
    const shipped = JSON.parse(JSON.stringify(server)) as typeof server;
    // A browser whose ICU lacks Kazakh (Debian's Chromium): any non-English formatter is root data.
    const { DateTimeFormat, NumberFormat } = Intl;
    vi.stubGlobal('Intl', {
      ...Intl,
      DateTimeFormat: (locale: string, options: Intl.DateTimeFormatOptions) => DateTimeFormat('en-US', options),
      NumberFormat: (locale: string, options: Intl.NumberFormatOptions) => {
        if (locale !== 'en-US') throw new Error(`formatted with the runtime's ${locale} data`);
        return NumberFormat(locale, options);
      },
    });
    expect([
      formatDate('2026-05-12', shipped),
      formatDate('2026-05-12', shipped, 'long'),
      formatPrice(123456, 'kzt', shipped),
      formatNumber(12.5, shipped),
    ]).toEqual(expected);
    expect(expected.map((text) => text.replace(/[\u00a0\u202f]/g, ' '))).toEqual(['12 мам., сс', '12 мамыр', '123 456 ₸', '12,5']);
  });

  test('a currency the page does not know is written with its code, in the locale’s digits', () => {
    expect(formatPrice(1234, 'chf', localeFormats('ru-RU', ['rub'])).replace(/[\u00a0\u202f]/g, ' ')).toBe('1 234 CHF');
  });

  test('grouping follows the locale: Spanish leaves four digits alone, Indian English groups by two', () => {
    expect(formatNumber(1234, localeFormats('es-ES'))).toBe('1234');
    expect(formatNumber(12_345, localeFormats('es-ES'))).toBe('12.345');
    expect(formatPrice(1_234_567, 'inr', localeFormats('en-IN', ['inr']))).toBe('₹12,34,567');
  });
});
