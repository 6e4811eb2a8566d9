import { describe, expect, test } from 'vitest';
import { marketFor } from '../markets';
import { currencyOptions, languageOptions, marketOptions } from '../options';

describe('picker options {value, label, text} (spec §3)', () => {
  test('currencies: code as label, name in the reader’s locale as text', () => {
    const kz = marketFor('AS', 'kz')!;
    expect(currencyOptions(kz, 'en-US')).toEqual([
      { value: 'kzt', label: 'KZT', text: 'Kazakhstani Tenge' },
      { value: 'rub', label: 'RUB', text: 'Russian Ruble' },
      { value: 'usd', label: 'USD', text: 'US Dollar' },
      { value: 'eur', label: 'EUR', text: 'Euro' },
    ]);
    expect(currencyOptions(kz, 'ru-RU')[1]).toEqual({ value: 'rub', label: 'RUB', text: 'российский рубль' });
  });

  test('languages: own name as label, name in the reader’s locale as text', () => {
    expect(languageOptions(marketFor('AS', 'kz')!, 'en-US')).toEqual([
      { value: 'kk', label: 'Қазақша', text: 'Kazakh' },
      { value: 'ru', label: 'Русский', text: 'Russian' },
    ]);
    expect(languageOptions(marketFor('WA', 'us')!, 'ru-RU')).toEqual([
      { value: 'en', label: 'English', text: 'английский' },
      { value: 'es-ES', label: 'Español', text: 'испанский' },
    ]);
  });

  test('markets: sorted by name in the reader’s locale', () => {
    const options = marketOptions('AS', 'en-US');
    expect(options.find((option) => option.value === 'kz')).toEqual({ value: 'kz', label: 'Kazakhstan', text: 'KZ' });
    const labels = options.map((option) => option.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en-US')));
  });
});
